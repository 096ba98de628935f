import { Alert, Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yearOf } from '../../../contract/dates.ts';
import { rights } from '../../../contract/rights.ts';
import { holidaysCarryQueries } from '../../api/holidays-carry.ts';
import { holidaysQuotaQueries } from '../../api/holidays-quota.ts';
import { nonbusinessGroupQueries, userNonbusinessGroupQueries } from '../../api/nonbusiness-groups.ts';
import { targetHoursQueries } from '../../api/target-hours.ts';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { ActiveBadge } from '../../components/active-badge.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { NoMatches } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { type HolidayForm, HolidaysSection } from './holidays-section.tsx';
import { groupNameOf, PeriodsSection } from './periods-section.tsx';
import { usePersonText } from './person-text.ts';
import { TargetHoursSection } from './target-hours-section.tsx';
import { Timeline, type TimelineLane } from './timeline.tsx';
import { timelineSpan, yearsAsRange } from './timeline-layout.ts';

/** The form open on the page, opened from a section or by clicking a bar of the timeline. */
type OpenForm =
  | { kind: 'targetHours'; target: FormTarget }
  | { kind: 'period'; target: FormTarget }
  | HolidayForm;

/**
 * One co-worker's dated settings on one time axis: target hours, holiday-group periods, holiday
 * quotas and carryovers, each with its table, and the holiday account of the year picked
 * (`account`, composed by the route).
 */
export function PersonPage({
  userId,
  year,
  onYearChange,
  account,
}: {
  userId: number;
  /** The holiday account's year. */
  year: number;
  onYearChange: (year: number) => void;
  account: ReactNode;
}) {
  const { t } = useTranslation();
  const caller = useCaller();
  const text = usePersonText();
  const today = useFormatter().today();
  const readable = rights.readsUserRecordsOf(caller, userId);
  const canWrite = rights.writesMasterData(caller);
  const [open, setOpen] = useState<OpenForm | null>(null);

  const users = useQuery(userQueries.list());
  const teams = useQuery(teamQueries.list());
  const targetHours = useQuery({ ...targetHoursQueries.list(userId), enabled: readable });
  const periods = useQuery({ ...userNonbusinessGroupQueries.list(userId), enabled: readable });
  const groups = useQuery({ ...nonbusinessGroupQueries.list(), enabled: readable });
  const quotas = useQuery({ ...holidaysQuotaQueries.list(userId), enabled: readable });
  const carryovers = useQuery({ ...holidaysCarryQueries.ofUser(userId), enabled: readable });

  if (users.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={36} width="40%" />
        <Skeleton height={180} />
      </Stack>
    );
  }
  if (users.isError) {
    return <ErrorPanel error={users.error} onRetry={() => users.refetch()} retrying={users.isFetching} />;
  }
  const person = users.data.find((user) => user.id === userId);
  if (!person) return <NoMatches title={t('person.notFound')} description={t('person.notFoundHint')} />;
  const team = teams.data?.find((candidate) => candidate.id === person.teams_id);

  const formFor = (kind: OpenForm['kind']) => (open?.kind === kind ? open.target : null);
  const opener = (form: OpenForm) => (canWrite ? () => setOpen(form) : undefined);
  const lanes: TimelineLane[] = [
    {
      key: 'target-hours',
      title: t('person.targetHours.title'),
      bars: (targetHours.data ?? []).map((row) => ({
        key: `target-hours-${row.id}`,
        range: row,
        label: text.targetSummary(row),
        onOpen: opener({ kind: 'targetHours', target: { kind: 'edit', id: row.id } }),
      })),
    },
    {
      key: 'periods',
      title: t('person.periods.lane'),
      bars: (periods.data ?? []).map((period) => ({
        key: `period-${period.id}`,
        range: period,
        label: groupNameOf(groups.data, period.nonbusiness_groups_id),
        onOpen: opener({ kind: 'period', target: { kind: 'edit', id: period.id } }),
      })),
    },
    {
      key: 'quotas',
      title: t('person.quotas.title'),
      bars: (quotas.data ?? []).map((row) => ({
        key: `quota-${row.id}`,
        range: yearsAsRange(row.year_since, row.year_until),
        label: t('person.quotas.bar', { days: text.days(row.count) }),
        when: text.years(row.year_since, row.year_until),
        onOpen: opener({ kind: 'quota', target: { kind: 'edit', id: row.id } }),
      })),
    },
    {
      key: 'carryovers',
      title: t('person.carryovers.title'),
      bars: (carryovers.data ?? []).map((row) => ({
        key: `carry-${row.year}`,
        range: yearsAsRange(row.year, row.year),
        label: text.signedDays(row.count),
        when: String(row.year),
        onOpen: opener({ kind: 'carry', target: { kind: 'edit', id: row.year } }),
      })),
    },
  ];
  const timelineQueries = [targetHours, periods, groups, quotas, carryovers];
  const failed = timelineQueries.find((query) => query.isError);
  const span = timelineSpan(
    lanes.flatMap((lane) => lane.bars.map((bar) => bar.range)),
    today,
  );
  const thisYear = yearOf(today);
  const years = [...new Set([...span.years, year, thisYear + 1])].sort((a, b) => a - b);

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm" align="center">
          <PageTitle>{person.name}</PageTitle>
          <ActiveBadge active={person.active} />
        </Group>
        <Group gap="md" wrap="wrap">
          {person.role && <Badge variant="outline">{t(`roles.${person.role}`)}</Badge>}
          <Text size="sm">{team ? t('person.team', { team: team.name }) : t('person.noTeam')}</Text>
          <Group gap={4} wrap="nowrap">
            <IconMail size={16} aria-hidden />
            <Text size="sm">{person.email}</Text>
          </Group>
          {readable && (
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/users/$userId/account" params={{ userId: String(userId) }} />
              )}
            >
              {t('person.accountLink')}
            </Anchor>
          )}
        </Group>
      </Stack>

      {!readable ? (
        <Alert
          color="gray"
          icon={<IconLock size={18} aria-hidden />}
          title={t('person.privateTitle', { name: person.name })}
        >
          <Text size="sm">{t('person.privateText', { name: person.name })}</Text>
        </Alert>
      ) : (
        <>
          {failed ? (
            <ErrorPanel
              error={failed.error}
              onRetry={() => {
                for (const query of timelineQueries) if (query.isError) void query.refetch();
              }}
            />
          ) : timelineQueries.some((query) => query.isPending) ? (
            <Skeleton height={180} role="status" aria-label={t('common.loading')} />
          ) : (
            <Timeline lanes={lanes} span={span} today={today} />
          )}
          <TargetHoursSection
            usersId={userId}
            query={targetHours}
            canWrite={canWrite}
            formTarget={formFor('targetHours')}
            onForm={(target) => setOpen(target && { kind: 'targetHours', target })}
          />
          <PeriodsSection
            usersId={userId}
            query={periods}
            groups={groups.data}
            canWrite={canWrite}
            formTarget={formFor('period')}
            onForm={(target) => setOpen(target && { kind: 'period', target })}
          />
          <HolidaysSection
            usersId={userId}
            quotas={quotas}
            carryovers={carryovers}
            canWrite={canWrite}
            year={year}
            years={years}
            onYearChange={onYearChange}
            thisYear={thisYear}
            account={account}
            form={open?.kind === 'quota' || open?.kind === 'carry' ? open : null}
            onForm={setOpen}
          />
        </>
      )}
    </Stack>
  );
}
