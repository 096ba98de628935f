import type { ApiReferenceReact } from '@scalar/api-reference-react';
import type { ComponentProps } from 'react';
import type { OpenApiDocument } from '../../../contract/openapi.ts';

export type ScalarConfiguration = ComponentProps<typeof ApiReferenceReact>['configuration'];

/** The operation whose "try it" answers the caller: the interface has no "me", so it gets their id. */
export const CALLER_PATH = '/api/v2/users/{id}';

/** How the reference names itself to the service in `X-Service-External-Application`. */
const APPLICATION_NAME = 'Stint API reference';

type Parameter = { name?: string; in?: string; example?: unknown };

/** The document with the caller's id as the example of `GET /api/v2/users/{id}`, which "try it" starts from. */
export function withCallerExample(document: OpenApiDocument, callerId: number): OpenApiDocument {
  const copy = structuredClone(document);
  const operation = copy.paths[CALLER_PATH]?.get as { parameters?: Parameter[] } | undefined;
  const id = operation?.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === 'id');
  if (id) id.example = callerId;
  return copy;
}

/**
 * Scalar set up for this app: the document as the service sent it, requests to this origin with the
 * signed-in user's credentials, the app's colour scheme, and nothing fetched from elsewhere (no web
 * fonts, no telemetry, no proxy) and nothing to download.
 */
export function scalarConfiguration(options: {
  document: OpenApiDocument;
  /** The key is null for a password sign-in: the session cookie then goes with the page's requests. */
  credentials: { email: string; key: string | null };
  callerId: number;
  dark: boolean;
  origin: string;
}): ScalarConfiguration {
  const { credentials, origin } = options;
  return {
    content: withCallerExample(options.document, options.callerId),
    baseServerURL: origin,
    servers: [{ url: origin }],
    authentication:
      credentials.key === null
        ? {
            preferredSecurityScheme: [['ExternalApplication']],
            securitySchemes: { ExternalApplication: { value: `${APPLICATION_NAME};${credentials.email}` } },
          }
        : {
            preferredSecurityScheme: [['ServiceApiUser', 'ServiceApiKey', 'ExternalApplication']],
            securitySchemes: {
              ServiceApiUser: { value: credentials.email },
              ServiceApiKey: { value: credentials.key },
              ExternalApplication: { value: `${APPLICATION_NAME};${credentials.email}` },
            },
          },
    persistAuth: false,
    withDefaultFonts: false,
    telemetry: false,
    // On localhost Scalar would otherwise offer its AI agent, which fetches from Scalar's servers.
    agent: { disabled: true },
    documentDownloadType: 'none',
    hideClientButton: true,
    showDeveloperTools: 'never',
    darkMode: options.dark,
    forceDarkModeState: options.dark ? 'dark' : 'light',
    hideDarkModeToggle: true,
    // Scalar's own dark background and fonts, replaced by the app's, so the page reads as one.
    customCss:
      '.scalar-app { --scalar-font: var(--mantine-font-family); --scalar-font-code: var(--mantine-font-family-monospace); } .scalar-app.dark-mode, .dark-mode .scalar-app { --scalar-background-1: var(--mantine-color-body); --scalar-sidebar-background-1: var(--mantine-color-body); }',
    // Mod+K is the app's command palette.
    searchHotKey: 'j',
  };
}
