import { createFileRoute } from '@tanstack/react-router';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { TeamsPage } from '../../features/teams/teams-page.tsx';

export const Route = createFileRoute('/_app/teams')({
  // The co-workers and the teams leave with the session check on a first load.
  staticData: {
    prefetchBeforeSession: (queryClient) => {
      void queryClient.prefetchQuery(userQueries.list());
      void queryClient.prefetchQuery(teamQueries.list());
    },
  },
  // Starts both requests early; the page shows its own skeleton, so navigation does not wait.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(teamQueries.list());
    void context.queryClient.prefetchQuery(userQueries.list());
  },
  component: TeamsPage,
});
