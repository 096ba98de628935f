// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Absence } from '../../../contract/absences.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { DecisionContext } from './absence-details.tsx';

// "Who else is away" is named from the team's members, read by team: at 2,000 people the whole users
// list is a megabyte that an approver's drawer does not need.

const TEAM = 5;
const requester = testUser({ id: 7, name: 'Zeynep Kaya', role: 'worker', teams_id: TEAM });
const teammate = testUser({ id: 8, name: 'Felix Wagner', role: 'worker', teams_id: TEAM });
const outsider = { id: 9 };

const absence = (id: number, usersId: number, fields: Partial<Absence> = {}): Absence => ({
  id,
  users_id: usersId,
  date_since: '2027-03-03',
  date_until: '2027-03-05',
  status: 0,
  type: 3,
  ...fields,
});

afterEach(() => vi.unstubAllGlobals());

describe('the decision context of an absence', () => {
  it("names the teammates away then from the team's members, without the users list", async () => {
    const sent = stubFetch((request) => {
      const path = request.url.pathname;
      if (path === '/api/absences')
        return jsonResponse({
          absences: [
            absence(1, requester.id),
            absence(2, teammate.id, { status: 1 }),
            absence(3, outsider.id),
          ],
        });
      if (path === '/api/v2/users' && request.url.searchParams.get('filter[teams_id]') === String(TEAM))
        return jsonResponse({ users: [requester, teammate] });
      return errorResponse(404, 'Not found');
    });
    await renderPage(
      <DecisionContext
        absence={absence(1, requester.id)}
        teamId={TEAM}
        teams={[{ id: TEAM, name: 'Blue', leader: null }]}
      />,
      { user: testUser() },
    );
    expect(await screen.findByText('Also away in Blue:')).toBeInTheDocument();
    expect(screen.getByText(/^Felix Wagner, /)).toBeInTheDocument();
    // The one away outside the team is not listed, nor the requester.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const userReads = sent.filter((request) => request.url.pathname === '/api/v2/users');
    expect(userReads).toHaveLength(1);
    expect(userReads[0]?.url.searchParams.get('filter[teams_id]')).toBe(String(TEAM));
  });

  it('reads no co-workers for someone in no team', async () => {
    const sent = stubFetch((request) =>
      request.url.pathname === '/api/absences'
        ? jsonResponse({ absences: [absence(1, requester.id)] })
        : errorResponse(404, 'Not found'),
    );
    await renderPage(<DecisionContext absence={absence(1, requester.id)} teamId={null} teams={[]} />, {
      user: testUser(),
    });
    expect(await screen.findByText('Not in a team.')).toBeInTheDocument();
    expect(sent.some((request) => request.url.pathname === '/api/v2/users')).toBe(false);
  });
});
