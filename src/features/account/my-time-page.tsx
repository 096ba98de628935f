import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClockEdit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { yearOf } from '../../../contract/dates.ts';
import { rights } from '../../../contract/rights.ts';
import { ErrorPanel } from '../../components/page-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { type Figures, holidaysLeft, monthFigures, sumDays, weekDays } from './account-days.ts';
import { AccountSkeleton, NoTargetHours } from './account-states.tsx';
import { type AccountText, useAccountText } from './account-text.ts';
import { Figure } from './balance-summary.tsx';
import { ComputedNote } from './computed-note.tsx';
import { SignedHours } from './signed-hours.tsx';
import { usePersonAccount } from './use-person-account.ts';

/** A stretch of time at a glance: what was owed, what was worked, and the difference so far. */
function PeriodCard({ title, figures, text }: { title: string; figures: Figures; text: AccountText }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {t('account.myTime.soFar')}
          </Text>
        </div>
        <SimpleGrid component="dl" m={0} cols={3} spacing="sm">
          <Figure label={t('account.myTime.target')}>{text.hours(figures.target)}</Figure>
          <Figure label={t('account.myTime.worked')}>{text.hours(figures.worked)}</Figure>
          <Figure label={t('account.myTime.diff')}>
            <SignedHours amount={figures.diff} text={text} />
          </Figure>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The signed-in user's week and month so far, their balance and holidays left, with the way to the full account. */
export function MyTimePage() {
  const { t } = useTranslation();
  const caller = useCaller();
  const { user } = useCurrentUser();
  const text = useAccountText();
  const today = useFormatter().today();
  const year = yearOf(today);
  const account = usePersonAccount(user.id, year, true);

  const body = () => {
    if (account.error) {
      return <ErrorPanel error={account.error} onRetry={account.retry} retrying={account.retrying} />;
    }
    if (account.pending || !account.counted || !account.days || !account.rows) return <AccountSkeleton />;
    if (account.rows.length === 0) {
      return (
        <NoTargetHours name={user.name} usersId={user.id} own canSet={rights.writesMasterData(caller)} />
      );
    }
    const report = account.counted;
    const month = monthFigures(account.days, report, Number(today.slice(5, 7)));
    return (
      <Stack gap="md">
        <ComputedNote computed={account.computed} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PeriodCard
            title={t('account.myTime.week')}
            figures={sumDays(weekDays(account.days, today, user.weekstart_monday))}
            text={text}
          />
          {month && <PeriodCard title={t('account.myTime.month')} figures={month} text={text} />}
          <Paper withBorder p="md">
            <dl style={{ margin: 0 }}>
              <Figure
                label={t('account.myTime.balance')}
                hint={t('account.myTime.balanceHint', { hours: text.signed(report.overtime_carryover) })}
              >
                <SignedHours amount={report.balance} text={text} size="xl" />
              </Figure>
            </dl>
          </Paper>
          <Paper withBorder p="md">
            <dl style={{ margin: 0 }}>
              <Figure
                label={t('account.myTime.holidaysLeft', { year })}
                hint={t('account.summary.holidaysLeftHint', {
                  quota: text.number(report.holidays_quota),
                  carry: text.number(report.holidays_carry),
                  used: text.number(report.holidays_used),
                })}
              >
                {text.number(holidaysLeft(report))}
              </Figure>
            </dl>
          </Paper>
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageTitle>{t('account.myTime.title')}</PageTitle>
      {body()}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconClockEdit size={16} aria-hidden />}
          renderRoot={(props) => <Link {...props} to="/work-day/$date" params={{ date: today }} />}
        >
          {t('workDay.today')}
        </Button>
        <Button
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          renderRoot={(props) => (
            <Link {...props} to="/users/$userId/account" params={{ userId: String(user.id) }} />
          )}
        >
          {t('account.myTime.openAccount')}
        </Button>
      </Group>
    </Stack>
  );
}
