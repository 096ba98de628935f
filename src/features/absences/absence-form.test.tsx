// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Absence } from '../../../contract/absences.ts';
import { errorResponse, jsonResponse, type SentRequest, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { AbsenceFormModal, type AbsenceFormTarget } from './absence-form.tsx';
import type { People } from './people.ts';

// The absence form on the shared versioned save, against a stubbed fetch.

const worker = testUser({ id: 7, name: 'Zeynep Kaya', role: 'worker' });
const people: People = { coworkers: [worker], teams: [], byId: new Map([[worker.id, worker]]) };

const stored: Absence = {
  id: 40,
  users_id: 7,
  date_since: '2027-03-10',
  date_until: '2027-03-10',
  status: 0,
  type: 1,
  count_days: 0.5,
  note: 'Dentist',
  sick_note: null,
};

const isWrite = (request: SentRequest) => request.method !== 'GET';

async function openForm(target: AbsenceFormTarget, dialogName: string) {
  const onClose = vi.fn();
  await renderPage(
    <AbsenceFormModal
      target={target}
      viewer={worker}
      people={people}
      coworkers={[worker]}
      onClose={onClose}
    />,
    { user: worker },
  );
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await within(dialog).findByRole('textbox', { name: 'Note' });
  return { dialog, onClose };
}

async function pickType(dialog: HTMLElement, name: string) {
  // In jsdom the dropdown's opening transition never completes, so its options count as hidden.
  fireEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('the absence form', () => {
  it('files a request once per body (Idempotency-Key) and explains an overlap at the dates', async () => {
    const sent = stubFetch(() => errorResponse(409, 'The period overlaps another one of this co-worker.'));
    const { dialog, onClose } = await openForm(
      { kind: 'create', usersId: 7, since: '2027-03-10', until: '2027-03-11' },
      'Request absence',
    );
    await pickType(dialog, 'Holiday');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('overlap another pending or approved absence');
    expect(within(dialog).getByRole('textbox', { name: 'First day' })).toHaveAccessibleDescription(
      'Overlaps another absence',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent.filter(isWrite)).toHaveLength(2));

    const [first, second] = sent.filter(isWrite);
    expect(first?.body).toEqual({ date_since: '2027-03-10', date_until: '2027-03-11', type: 1, note: null });
    expect(first?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('drops the overlap banner once the days change, and shows only what is wrong with the new days', async () => {
    stubFetch(() => errorResponse(409, 'The period overlaps another one of this co-worker.'));
    const { dialog } = await openForm(
      { kind: 'create', usersId: 7, since: '2027-03-10', until: '2027-03-11' },
      'Request absence',
    );
    await pickType(dialog, 'Holiday');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await within(dialog).findByRole('alert');

    const lastDay = within(dialog).getByRole('textbox', { name: 'Last day' });
    fireEvent.change(lastDay, { target: { value: '2027-03-01' } });
    fireEvent.blur(lastDay);
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'First day' })).not.toHaveAccessibleDescription(
      'Overlaps another absence',
    );
    await waitFor(() => expect(lastDay).toHaveAttribute('aria-invalid', 'true'));
    expect(lastDay).not.toHaveAccessibleDescription('Overlaps another absence');
  });

  it('sends only what an edit changed, with the version it started from', async () => {
    const sent = stubFetch((request) =>
      request.method === 'GET'
        ? jsonResponse({ absence: stored }, { headers: { ETag: '"v1"' } })
        : jsonResponse({ absence: { ...stored, count_days: 1 } }, { headers: { ETag: '"v2"' } }),
    );
    const { dialog, onClose } = await openForm({ kind: 'edit', id: 40 }, 'Edit absence');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('Dentist');
    expect(within(dialog).queryByRole('switch', { name: 'Approve directly' })).toBeNull();

    fireEvent.change(note, { target: { value: 'Dentist, all day' } });
    fireEvent.click(within(dialog).getByText('Full days'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = sent.filter(isWrite);
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe('/api/absences/40');
    // A half day turned into full days is counted anew by the service.
    expect(put?.body).toEqual({ note: 'Dentist, all day', count_days: null });
    expect(put?.headers.get('If-Match')).toBe('"v1"');
    expect(await screen.findByText('Absence saved')).toBeInTheDocument();
  });
});
