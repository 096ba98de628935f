// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users.ts';
import { jsonResponse, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { UserFormModal } from './user-form.tsx';

const manager = testUser({ id: 1, name: 'Mara Manager', role: 'manager' });
const owner = testUser({ id: 2, name: 'Otto Owner', email: 'otto@example.com', role: 'owner' });

async function openEdit(caller: User, record: User) {
  stubFetch(() => jsonResponse({ user: record }, { headers: { ETag: '"v1"' } }));
  await renderPage(
    <UserFormModal
      target={{ kind: 'edit', id: record.id }}
      coworkers={[manager, owner]}
      teams={[]}
      groups={[]}
      onCreated={() => {}}
      onClose={() => {}}
    />,
    { user: caller },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Edit co-worker' });
  await within(dialog).findByRole('textbox', { name: 'Name' });
  return dialog;
}

describe('the co-worker form follows the rights', () => {
  it('lets a manager change their own name but not their role, rights or edit lock', async () => {
    const dialog = await openEdit(manager, manager);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'You cannot change your own role, rights, edit lock or active flag.',
    );
    expect(within(dialog).getByRole('switch', { name: /^Manages everyone’s absences/ })).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: /^Active/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Locked up to' })).toBeDisabled();
  });

  it('keeps an owner’s role and active flag out of a manager’s reach', async () => {
    const dialog = await openEdit(manager, owner);
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'Only owners can make someone an owner or change an owner’s role.',
    );
    expect(within(dialog).getByRole('switch', { name: /^Active/ })).toBeDisabled();
  });

  it('shows each rights flag only with its role, and the time zone only where it may change', async () => {
    const worker = testUser({ id: 3, name: 'Wanda Worker', email: 'wanda@example.com', role: 'worker' });
    const dialog = await openEdit(owner, worker);
    expect(within(dialog).getByRole('switch', { name: /^May add customers/ })).toBeEnabled();
    expect(within(dialog).queryByRole('switch', { name: /^Manages everyone’s absences/ })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveAccessibleDescription(
      'A time zone changes only on the company creator’s own record, and only during the trial phase.',
    );

    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    // In jsdom the dropdown's opening transition never completes, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Manager', hidden: true }));
    expect(await within(dialog).findByRole('switch', { name: /^Manages everyone’s absences/ })).toBeEnabled();
    expect(within(dialog).queryByRole('switch', { name: /^May add customers/ })).toBeNull();
  });
});
