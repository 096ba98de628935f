// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Absence, AbsenceStatus } from '../../../contract/absences.ts';
import type { User } from '../../../contract/users.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import type { AbsenceCommands } from './absence-commands.ts';
import { AbsenceActions } from './absence-details.tsx';
import type { People } from './people.ts';

// The controls offered on an absence are exactly the moves and writes contract/rights.ts allows.

const worker = testUser({ id: 7, name: 'Zeynep Kaya', role: 'worker' });
const managed = testUser({ id: 8, name: 'Felix Wagner', role: 'worker', absence_managers_id: [7] });
const other = testUser({ id: 9, name: 'Camille Dubois', role: 'worker' });
const plainManager = testUser({ id: 2, name: 'Mara Manager', role: 'manager' });

function peopleOf(users: User[]): People {
  return { coworkers: users, teams: [], byId: new Map(users.map((user) => [user.id, user])) };
}

const absence = (usersId: number, status: AbsenceStatus, fields: Partial<Absence> = {}): Absence => ({
  id: 40,
  users_id: usersId,
  date_since: '2027-03-03',
  date_until: '2027-03-05',
  status,
  type: 1,
  count_days: 3,
  ...fields,
});

function commandsStub(): AbsenceCommands {
  return { decide: vi.fn(), remove: vi.fn(), edit: vi.fn(), busyId: null, errorFor: () => null };
}

async function buttonsFor(caller: User, shown: Absence, commands = commandsStub()) {
  await renderPage(
    <AbsenceActions
      absence={shown}
      people={peopleOf([worker, managed, other, plainManager])}
      commands={commands}
    />,
    { user: caller },
  );
  return screen.queryAllByRole('button').map((button) => button.textContent);
}

describe('absence actions', () => {
  it.each([
    ['the requester, pending', worker, absence(7, 0), ['Withdraw request', 'Edit']],
    ['the requester, approved', worker, absence(7, 1), []],
    ['the requester, declined', worker, absence(7, 2), []],
    [
      'their absence manager, pending',
      worker,
      absence(8, 0),
      ['Approve', 'Decline', 'Withdraw request', 'Edit'],
    ],
    ['their absence manager, approved', worker, absence(8, 1), ['Cancel absence', 'Edit']],
    ['their absence manager, withdrawn', worker, absence(8, 4), ['Edit', 'Delete']],
    ['a manager without the right to manage absences', plainManager, absence(8, 0), []],
    ['a co-worker who sees only that someone is away', worker, absence(9, 1, { type: undefined }), []],
  ])('offers %s exactly what the service allows', async (_who, caller, shown, expected) => {
    expect(await buttonsFor(caller, shown)).toEqual(expected);
  });

  it('hands edits and deletes to the page, with the person named', async () => {
    const commands = commandsStub();
    const declined = absence(8, 2);
    await buttonsFor(worker, declined, commands);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(commands.edit).toHaveBeenCalledWith(declined);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(commands.remove).toHaveBeenCalledWith(declined, 'Felix Wagner');
  });
});
