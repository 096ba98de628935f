// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpenApiDocument } from '../../../contract/openapi.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../testing/fetch.ts';
import { renderPage, TEST_API_KEY, testUser } from '../../testing/render.tsx';
import { ApiReferencePage } from './api-reference-page.tsx';
import {
  CALLER_PATH,
  type ScalarConfiguration,
  scalarConfiguration,
  withCallerExample,
} from './scalar-configuration.ts';

// Scalar itself is drawn in the browser journey; here a stand-in shows what it was handed.
vi.mock('./scalar-view.tsx', () => ({
  default: ({ configuration }: { configuration: ScalarConfiguration }) => (
    <pre data-testid="scalar">{JSON.stringify(configuration)}</pre>
  ),
}));

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Stint API', version: '0.1.0' },
  paths: {
    [CALLER_PATH]: {
      get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }] },
    },
  },
};

const caller = testUser({ id: 42, name: 'Ada Caller', email: 'ada@example.com' });

describe('the API reference page', () => {
  it('hands Scalar the document with the caller pre-filled, from this origin only', async () => {
    const sent = stubFetch(() => jsonResponse(document));
    await renderPage(<ApiReferencePage />, { user: caller });
    expect(screen.getByRole('heading', { name: 'API reference', level: 1 })).toBeTruthy();
    expect(screen.getByText(/signed in as ada@example\.com/)).toBeTruthy();
    const handed = JSON.parse((await screen.findByTestId('scalar')).textContent ?? '') as Record<
      string,
      never
    >;
    expect(sent.map((request) => request.url.pathname)).toEqual(['/api/openapi.json']);
    expect(handed).toMatchObject({
      baseServerURL: window.location.origin,
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      documentDownloadType: 'none',
      forceDarkModeState: 'light',
      authentication: {
        securitySchemes: {
          ServiceApiUser: { value: 'ada@example.com' },
          ServiceApiKey: { value: TEST_API_KEY },
          ExternalApplication: { value: 'Stint API reference;ada@example.com' },
        },
      },
    });
    expect(JSON.stringify(handed)).not.toMatch(/https?:\/\/(?!localhost)/);
  });

  it('says when the document cannot be loaded and offers to try again', async () => {
    stubFetch(() => errorResponse(404, 'Not found'));
    await renderPage(<ApiReferencePage />, { user: caller });
    expect((await screen.findByRole('alert')).textContent).toContain('Not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('scalar')).toBeNull();
  });
});

describe('withCallerExample', () => {
  it("makes the caller's id the example of GET /api/v2/users/{id}, leaving the document as it was", () => {
    const prefilled = withCallerExample(document, 42);
    const operation = prefilled.paths[CALLER_PATH]?.get as { parameters: { example?: number }[] } | undefined;
    const parameters = operation?.parameters ?? [];
    expect(parameters[0]?.example).toBe(42);
    expect(JSON.stringify(document)).not.toContain('example');
  });

  it('leaves a document without that operation alone', () => {
    const other = { ...document, paths: {} };
    expect(withCallerExample(other, 42)).toEqual(other);
  });
});

describe('scalarConfiguration', () => {
  it("follows the app's colour scheme", () => {
    const options = { document, credentials: { email: 'a@b.c', key: 'k' }, callerId: 1, origin: 'http://x' };
    expect(scalarConfiguration({ ...options, dark: true })).toMatchObject({
      darkMode: true,
      forceDarkModeState: 'dark',
    });
    expect(scalarConfiguration({ ...options, dark: false })).toMatchObject({
      darkMode: false,
      forceDarkModeState: 'light',
    });
  });
});
