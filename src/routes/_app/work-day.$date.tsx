import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CHANGE_REQUESTS_VALID_FROM } from '../../../contract/change-requests.ts';
import { isRealDate } from '../../../contract/common.ts';
import { callerOf, rights } from '../../../contract/rights.ts';
import { changeRequestQueries } from '../../api/change-requests.ts';
import { userQueries } from '../../api/users.ts';
import { workTimeQueries } from '../../api/work-times.ts';
import { SavedResult } from '../../features/change-requests/saved-result.tsx';
import { usePresentation } from '../../features/change-requests/use-presentation.ts';
import { WorkDayPage } from '../../features/work-day/work-day-page.tsx';

const searchSchema = z.object({
  /** A co-worker whose day to edit; absent = the viewer's own. */
  user: z.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_app/work-day/$date')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ user: search.user }),
  loader: ({ context, params, deps }) => {
    const usersId = deps.user ?? context.currentUser.id;
    void context.queryClient.prefetchQuery(workTimeQueries.day(usersId, params.date));
    void context.queryClient.prefetchQuery(changeRequestQueries.pendingOn(usersId, params.date));
    // Only a co-worker's record is read, for their name and zone; one the caller cannot read (404) is
    // named by id and shown in the caller's zone.
    if (usersId !== context.currentUser.id)
      return context.queryClient.prefetchQuery({ ...userQueries.detail(usersId), retry: false });
  },
  component: WorkDayRoute,
});

function WorkDayRoute() {
  const { t } = useTranslation();
  const { date } = Route.useParams();
  const { user } = Route.useSearch();
  const { currentUser } = Route.useRouteContext();
  const usersId = user ?? currentUser.id;
  const own = usersId === currentUser.id;
  const coworker = useQuery({
    ...userQueries.detail(usersId),
    enabled: !own,
    retry: false,
    retryOnMount: false,
  });
  const record = own ? currentUser : coworker.data?.record;
  const people = useMemo(() => (record ? [record] : []), [record]);
  const present = usePresentation(people, []);

  if (!isRealDate(date) || date < CHANGE_REQUESTS_VALID_FROM) {
    return (
      <Alert color="orange" role="alert">
        {isRealDate(date)
          ? t('changeRequests.form.tooEarly', { date: present.day(CHANGE_REQUESTS_VALID_FROM) })
          : t('form.invalidDate')}
      </Alert>
    );
  }
  const caller = callerOf(currentUser);
  if (!rights.filesChangeRequestFor(caller, usersId) || !rights.readsUserRecordsOf(caller, usersId)) {
    return <Alert color="orange">{t('workDay.notAllowed')}</Alert>;
  }
  const clock = present.clockFor({ users_id: usersId, date });
  return (
    <WorkDayPage
      key={`${usersId}-${date}`}
      date={date}
      usersId={usersId}
      coworker={usersId === currentUser.id ? null : present.name(usersId)}
      userParam={user}
      timeZone={clock.timeZone}
      hour12={present.hour12}
      dayText={present.day(date)}
      time={clock.time}
      summary={present.summary}
      renderSaved={(result, onDone) => (
        <SavedResult result={result} date={date} present={present} onDone={onDone} />
      )}
    />
  );
}
