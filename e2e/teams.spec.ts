import type { Locator, Page } from '@playwright/test';
import { demo, expect, findUser, openFromNavigation, signIn, test, unique } from './fixtures.ts';

type Team = { id: number; name: string; leader: number | null };

/** The grid row whose name cell is exactly `name`. */
function teamRow(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'Teams' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

test('a manager creates a team with a leader, renames it and deletes it after confirming', async ({
  page,
  owner,
}) => {
  const leader = await findUser(owner, (user) => user.role === 'worker');
  const name = unique('Night shift');

  await signIn(page, demo.manager);
  await openFromNavigation(page, 'Teams', /\/teams$/);

  await page.getByRole('button', { name: 'New team' }).click();
  const form = page.getByRole('dialog', { name: 'New team' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('combobox', { name: 'Leader' }).fill(leader.name);
  await page.getByRole('option', { name: leader.name, exact: true }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Team “${name}” created`)).toBeVisible();
  const row = teamRow(page, name);
  await expect(row).toContainText(leader.name);
  await expect(row).toContainText('No members');
  const { teams } = await owner.get<{ teams: Team[] }>('/api/v2/teams');
  const created = teams.find((team) => team.name === name);
  expect(created?.leader).toBe(leader.id);

  const renamed = `${name} B`;
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit team' });
  await expect(edit.getByRole('combobox', { name: 'Leader' })).toHaveValue(leader.name);
  await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
  const put = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await edit.getByRole('button', { name: 'Save' }).click();
  const sent = await put;
  expect(sent.postDataJSON()).toEqual({ name: renamed });
  expect(sent.headers()['if-match']).toBeTruthy();
  await expect(page.getByText(`Team “${renamed}” saved`)).toBeVisible();

  await teamRow(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await page
    .getByRole('dialog', { name: `Delete “${renamed}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(`Team “${renamed}” deleted`)).toBeVisible();
  await expect(teamRow(page, renamed)).toHaveCount(0);
  await expect(owner.get(`/api/v2/teams/${created?.id}`)).rejects.toThrow(/→ 404/);
});

test('a team with members lists them and is not deleted: the dialog says why', async ({ page, owner }) => {
  const { team } = await owner.post<{ team: Team }>('/api/v2/teams', { name: unique('Crew') });
  const memberName = unique('Crew member');
  const { user: member } = await owner.post<{ user: { id: number } }>('/api/v2/users', {
    name: memberName,
    email: `${memberName.replace(/\W+/g, '.').toLowerCase()}@example.com`,
    role: 'worker',
    teams_id: team.id,
  });

  await signIn(page, demo.manager);
  await page.goto('/teams');
  const row = teamRow(page, team.name);
  await expect(row).toContainText(memberName);
  // Each member links to their page.
  await expect(row.getByRole('link', { name: memberName })).toHaveAttribute('href', `/users/${member.id}`);
  await row.getByRole('button', { name: `Delete ${team.name}` }).click();
  const answer = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await page
    .getByRole('dialog', { name: `Delete “${team.name}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  expect((await answer).status()).toBe(409);
  const inUse = page.getByRole('dialog', { name: `“${team.name}” is in use` });
  await expect(inUse).toBeVisible();
  await expect(inUse.getByRole('button', { name: 'Deactivate instead' })).toHaveCount(0);
  expect((await owner.get<{ team: Team }>(`/api/v2/teams/${team.id}`)).team.name).toBe(team.name);
});

test('a worker sees the teams without any control to change them', async ({ page, owner }) => {
  const { team } = await owner.post<{ team: Team }>('/api/v2/teams', { name: unique('Readers') });
  const worker = await findUser(owner, (user) => user.role === 'worker' && user.language === 'en');

  await signIn(page, worker.email);
  await page.goto('/teams');
  await expect(teamRow(page, team.name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New team' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Edit ${team.name}` })).toHaveCount(0);
});

test('a manager adds members on the team’s page and removes one after confirming', async ({
  page,
  owner,
}) => {
  const { team } = await owner.post<{ team: Team }>('/api/v2/teams', { name: unique('Harbour') });
  const { team: other } = await owner.post<{ team: Team }>('/api/v2/teams', { name: unique('Dock') });
  const people: { id: number; name: string }[] = [];
  for (const [label, teamsId] of [
    ['Deckhand', null],
    ['Pilot', other.id],
  ] as const) {
    const name = unique(label);
    const { user } = await owner.post<{ user: { id: number } }>('/api/v2/users', {
      name,
      email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      role: 'worker',
      teams_id: teamsId,
    });
    people.push({ id: user.id, name });
  }
  const [deckhand, pilot] = people as [{ id: number; name: string }, { id: number; name: string }];

  await signIn(page, demo.manager);
  await page.goto('/teams');
  await teamRow(page, team.name)
    .getByRole('button', { name: `Members of ${team.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Members of ${team.name}` });
  await expect(dialog.getByText('No members')).toBeVisible();
  const picker = dialog.getByRole('combobox', { name: 'Add members' });
  await picker.fill(deckhand.name);
  await page.getByRole('option', { name: deckhand.name, exact: true }).click();
  await picker.fill(pilot.name);
  // Someone in another team is marked as moving.
  await page.getByRole('option', { name: `${pilot.name} (moves from another team)` }).click();
  // A click beside the picker closes its list, as a person would.
  await dialog.getByText('Someone in another team moves to this one.').click();
  const puts: { ifMatch: string | undefined; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT')
      puts.push({ ifMatch: request.headers()['if-match'], body: request.postDataJSON() });
  });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('2 members added')).toBeVisible();
  const members = dialog.getByRole('list', { name: 'Who' });
  await expect(members.getByRole('listitem')).toHaveText([deckhand.name, pilot.name]);
  // One user edit each, with the version just read.
  expect(puts).toEqual([
    { ifMatch: expect.stringMatching(/^"\d+"$/), body: { teams_id: team.id } },
    { ifMatch: expect.stringMatching(/^"\d+"$/), body: { teams_id: team.id } },
  ]);

  await dialog.getByRole('button', { name: `Remove ${pilot.name} from the team` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${pilot.name} from “${team.name}”?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: `Remove ${pilot.name} from the team` }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${pilot.name} removed from the team`)).toBeVisible();
  await expect(members.getByRole('listitem')).toHaveText([deckhand.name]);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(teamRow(page, team.name)).toContainText(deckhand.name);
  await expect(teamRow(page, team.name)).not.toContainText(pilot.name);

  type Person = { user: { teams_id: number | null } };
  expect((await owner.get<Person>(`/api/v2/users/${deckhand.id}`)).user.teams_id).toBe(team.id);
  expect((await owner.get<Person>(`/api/v2/users/${pilot.id}`)).user.teams_id).toBeNull();
});
