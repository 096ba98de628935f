import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { isRealDate } from '../../../contract/common.ts';
import { addDays, eachDay, weekStartOf, yearOf } from '../../../contract/dates.ts';
import { usePersonAccount } from '../../features/account/use-person-account.ts';
import { RowPicker } from '../../features/timer/row-picker.tsx';
import { TimesheetPage } from '../../features/timesheet/timesheet-page.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { useOnline } from '../../lib/online.ts';

const searchSchema = z.object({
  /** A day of the week shown; absent = this week. */
  week: z.string().refine(isRealDate).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/timesheet')({
  validateSearch: searchSchema,
  component: TimesheetRoute,
});

/**
 * The week's target hours from the work-time account (the same reads as "My time" and the account),
 * both years' when the week crosses New Year; null without target hours.
 */
function useWeekTarget(usersId: number, firstDay: string): number | null | undefined {
  const lastDay = addDays(firstDay, 6);
  const first = usePersonAccount(usersId, yearOf(firstDay), true);
  const second = usePersonAccount(usersId, yearOf(lastDay), yearOf(lastDay) !== yearOf(firstDay));
  const crosses = yearOf(lastDay) !== yearOf(firstDay);
  const years = crosses ? [first, second] : [first];
  if (years.some((account) => !account.days || !account.rows)) return undefined;
  if (years.every((account) => account.rows?.length === 0)) return null;
  const week = new Set(eachDay(firstDay, lastDay));
  return years
    .flatMap((account) => account.days ?? [])
    .filter((day) => week.has(day.date))
    .reduce((sum, day) => sum + day.target, 0);
}

function TimesheetRoute() {
  const { week } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useCurrentUser();
  const today = useFormatter().today();
  const online = useOnline();
  const firstDay = weekStartOf(week ?? today, user.weekstart_monday);
  const target = useWeekTarget(user.id, firstDay);
  return (
    <TimesheetPage
      firstDay={firstDay}
      onWeekChange={(day) => navigate({ search: { week: day } })}
      target={target}
      rowPicker={(onPick) => <RowPicker onPick={onPick} disabled={!online} />}
    />
  );
}
