// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../../contract/customers.ts';
import { errorResponse, jsonResponse, type SentRequest, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { CustomerFormModal } from './customer-form.tsx';

// The versioned save (useVersionedSave in FormFrame) as a real form uses it, against a stubbed fetch.

const stored: Customer = {
  id: 5,
  name: 'Weingut Lenz',
  number: 'K-5',
  active: true,
  billable_default: true,
  note: null,
  color: 3,
};

const isWrite = (request: SentRequest) => request.method !== 'GET';

async function openForm(target: { kind: 'create' } | { kind: 'edit'; id: number }) {
  const onClose = vi.fn();
  await renderPage(<CustomerFormModal target={target} withNote onClose={onClose} />, { user: testUser() });
  const dialog = await screen.findByRole('dialog', {
    name: target.kind === 'edit' ? 'Edit customer' : 'New customer',
  });
  const name = await within(dialog).findByRole('textbox', { name: 'Name' });
  return { dialog, name, onClose };
}

describe('the versioned save', () => {
  it('sends only the changed fields of an edit, with the version it started from', async () => {
    const sent = stubFetch((request) =>
      request.method === 'GET'
        ? jsonResponse({ customer: stored }, { headers: { ETag: '"v1"' } })
        : jsonResponse(
            { customer: { ...stored, name: 'Weingut Lenz & Söhne' } },
            { headers: { ETag: '"v2"' } },
          ),
    );
    const { dialog, name, onClose } = await openForm({ kind: 'edit', id: 5 });
    expect(name).toHaveValue('Weingut Lenz');

    fireEvent.change(name, { target: { value: 'Weingut Lenz & Söhne' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = sent.filter(isWrite);
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe('/api/v2/customers/5');
    expect(put?.body).toEqual({ name: 'Weingut Lenz & Söhne' });
    expect(put?.headers.get('If-Match')).toBe('"v1"');
    expect(put?.headers.get('Idempotency-Key')).toBeNull();
    expect(await screen.findByText('Customer “Weingut Lenz & Söhne” saved')).toBeInTheDocument();
  });

  it('shows a 400 at the input it names and keeps what was typed', async () => {
    stubFetch(() => errorResponse(400, 'A customer with this name exists already', { fields: ['name'] }));
    const { dialog, name, onClose } = await openForm({ kind: 'create' });
    const number = within(dialog).getByRole('textbox', { name: 'Customer number' });
    fireEvent.change(name, { target: { value: 'Kaffeerösterei' } });
    fireEvent.change(number, { target: { value: 'K-9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('A customer with this name exists already');
    expect(name).toHaveValue('Kaffeerösterei');
    expect(number).toHaveValue('K-9');
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Saving failed');
    expect(alert).toHaveTextContent('Check the highlighted fields.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets the user overwrite a version saved meanwhile (412), sending the fresh ETag', async () => {
    let version = 1;
    const sent = stubFetch((request) => {
      if (request.method === 'GET') {
        return jsonResponse(
          { customer: version === 1 ? stored : { ...stored, number: 'K-5b' } },
          { headers: { ETag: `"v${version}"` } },
        );
      }
      if (request.headers.get('If-Match') === '"v1"') {
        version = 2;
        return errorResponse(412, 'Someone else changed this customer');
      }
      return jsonResponse({ customer: { ...stored, name: 'Mine' } }, { headers: { ETag: '"v3"' } });
    });
    const { dialog, name, onClose } = await openForm({ kind: 'edit', id: 5 });
    fireEvent.change(name, { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const conflict = await within(dialog).findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else changed this record');
    expect(within(conflict).getByRole('button', { name: 'Reload their version' })).toBeInTheDocument();
    fireEvent.click(within(conflict).getByRole('button', { name: 'Overwrite with mine' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const puts = sent.filter(isWrite);
    expect(puts.map((put) => put.headers.get('If-Match'))).toEqual(['"v1"', '"v2"']);
    expect(puts[1]?.body).toEqual({ name: 'Mine' });
  });

  it('reloads their version on request, dropping what was typed', async () => {
    let version = 1;
    stubFetch((request) => {
      if (request.method === 'GET') {
        return jsonResponse(
          { customer: version === 1 ? stored : { ...stored, name: 'Theirs' } },
          { headers: { ETag: `"v${version}"` } },
        );
      }
      version = 2;
      return errorResponse(412, 'Someone else changed this customer');
    });
    const { dialog, name } = await openForm({ kind: 'edit', id: 5 });
    fireEvent.change(name, { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reload their version' }));

    await waitFor(() => expect(name).toHaveValue('Theirs'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('creates with one Idempotency-Key, reused when the same body is sent again', async () => {
    let posts = 0;
    const sent = stubFetch(() => {
      posts += 1;
      if (posts === 1) return errorResponse(503, 'Try again');
      return jsonResponse(
        { customer: { ...stored, id: 9, name: 'Neukunde' } },
        { headers: { ETag: '"v1"' } },
      );
    });
    const { dialog, name, onClose } = await openForm({ kind: 'create' });
    fireEvent.change(name, { target: { value: 'Neukunde' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The service failed (error 503)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = sent.filter(isWrite).map((post) => post.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(sent[0]?.body).toEqual({
      name: 'Neukunde',
      number: null,
      color: 1,
      active: true,
      billable_default: true,
      note: null,
    });
    expect(await screen.findByText('Customer “Neukunde” created')).toBeInTheDocument();
  });
});
