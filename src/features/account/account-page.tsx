import { Anchor, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../contract/dates.ts';
import { rights } from '../../../contract/rights.ts';
import { userQueries } from '../../api/users.ts';
import { NoMatches } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { AccountSkeleton, NoTargetHours, NotAllowed } from './account-states.tsx';
import { useAccountText } from './account-text.ts';
import { BalanceSummary } from './balance-summary.tsx';
import { ComputedNote } from './computed-note.tsx';
import { DayDrawer } from './day-drawer.tsx';
import type { RowWords } from './day-why.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { MonthStrip } from './month-strip.tsx';
import { usePersonAccount } from './use-person-account.ts';
import { YearPicker } from './year-picker.tsx';

/** What the address holds of the account's view. */
export type AccountView = { year: number; month: number; day: string | null };

/**
 * A person's work-time account for a year: the balance with its carryover, the months' differences,
 * and the selected month's days, each of which opens why its figures are what they are.
 */
export function AccountPage({
  userId,
  view,
  onViewChange,
  rowWords,
}: {
  userId: number;
  view: AccountView;
  onViewChange: (change: Partial<AccountView>) => void;
  /** How the person page words a target-hours row; the route passes it. */
  rowWords: RowWords;
}) {
  const { t } = useTranslation();
  const caller = useCaller();
  const { user } = useCurrentUser();
  const text = useAccountText();
  const today = useFormatter().today();
  const readable = rights.readsUserRecordsOf(caller, userId);
  const users = useQuery(userQueries.list());
  const account = usePersonAccount(userId, view.year, readable);
  const own = userId === caller.id;
  const person = users.data?.find((candidate) => candidate.id === userId);
  const name = own ? user.name : (person?.name ?? `#${userId}`);
  const title = own ? t('account.ownTitle') : t('account.title', { name });

  const body = () => {
    if (!readable) return <NotAllowed name={name} ownId={caller.id} />;
    if (users.isSuccess && !person && !own) {
      return <NoMatches title={t('person.notFound')} description={t('person.notFoundHint')} />;
    }
    if (account.error) {
      return <ErrorPanel error={account.error} onRetry={account.retry} retrying={account.retrying} />;
    }
    if (account.pending || !account.counted || !account.days || !account.rows) return <AccountSkeleton />;
    if (account.rows.length === 0) {
      return (
        <NoTargetHours name={name} usersId={userId} own={own} canSet={rights.writesMasterData(caller)} />
      );
    }
    const monthPrefix = `${view.year}-${String(view.month).padStart(2, '0')}-`;
    const monthDays = account.days.filter((day) => day.date.startsWith(monthPrefix));
    const opened = account.days.find((day) => day.date === view.day) ?? null;
    const nonbusinessOn = (offset: number) =>
      opened !== null &&
      account.days?.some((day) => day.date === addDays(opened.date, offset) && day.nonbusiness) === true;
    return (
      <>
        <ComputedNote computed={account.computed} />
        <BalanceSummary report={account.counted} text={text} />
        <MonthStrip
          counted={account.counted}
          plan={account.plan ?? account.counted}
          selected={view.month}
          onSelect={(month) => onViewChange({ month, day: null })}
          text={text}
        />
        <MonthCalendar
          year={view.year}
          month={view.month}
          days={monthDays}
          today={today}
          selectedDay={view.day}
          onOpen={(day) => onViewChange({ day })}
          mondayFirst={user.weekstart_monday}
          text={text}
        />
        <DayDrawer
          day={opened}
          rows={account.rows}
          usersId={userId}
          countedUntil={account.counted.until}
          rowWords={rowWords}
          text={text}
          nonbusinessAround={[nonbusinessOn(-1), nonbusinessOn(1)]}
          hour12={user.timeformat_12h}
          onClose={() => onViewChange({ day: null })}
        />
      </>
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Stack gap={2}>
          <PageTitle>{title}</PageTitle>
          {readable && (
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/users/$userId" params={{ userId: String(userId) }} />
              )}
            >
              {t('account.settingsLink')}
            </Anchor>
          )}
        </Stack>
        {readable && <YearPicker year={view.year} onChange={(year) => onViewChange({ year, day: null })} />}
      </Group>
      {body()}
    </Stack>
  );
}
