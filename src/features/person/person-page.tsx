import { Alert, Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yearOf } from '../../../contract/dates.ts';
import { rights } from '../../../contract/rights.ts';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { ActiveBadge } from '../../components/active-badge.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { NoMatches } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { overtimeCarryovers } from './carry-kinds.ts';
import { CarryList } from './carry-list.tsx';
import { type HolidayForm, HolidaysSection } from './holidays-section.tsx';
import { holidayGroupPeriods, surchargeModelPeriods } from './period-kinds.ts';
import { PeriodsSection } from './periods-section.tsx';
import { type PersonForm, usePersonLanes, usePersonRecords } from './person-records.ts';
import { TargetHoursSection } from './target-hours-section.tsx';
import { Timeline } from './timeline.tsx';
import { timelineSpan } from './timeline-layout.ts';

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
  const today = useFormatter().today();
  const readable = rights.readsUserRecordsOf(caller, userId);
  const canWrite = rights.writesMasterData(caller);
  const [open, setOpen] = useState<PersonForm | null>(null);

  const users = useQuery(userQueries.list());
  const teams = useQuery(teamQueries.list());
  const records = usePersonRecords(userId, readable);
  const lanes = usePersonLanes(records, (form) => (canWrite ? () => setOpen(form) : undefined));

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

  const formFor = (kind: PersonForm['kind']) => (open?.kind === kind ? open.target : null);
  const onFormOf = (kind: PersonForm['kind']) => (target: FormTarget | null) =>
    setOpen(target && { kind, target });
  const timelineQueries = Object.values(records);
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
            query={records.targetHours}
            canWrite={canWrite}
            formTarget={formFor('targetHours')}
            onForm={onFormOf('targetHours')}
            modelPeriods={records.modelPeriods.data ?? []}
            models={records.models.data}
          />
          <PeriodsSection
            kind={surchargeModelPeriods}
            usersId={userId}
            query={records.modelPeriods}
            references={records.models.data}
            canWrite={canWrite}
            formTarget={formFor('surchargePeriod')}
            onForm={onFormOf('surchargePeriod')}
          />
          <PeriodsSection
            kind={holidayGroupPeriods}
            usersId={userId}
            query={records.periods}
            references={records.groups.data}
            canWrite={canWrite}
            formTarget={formFor('period')}
            onForm={onFormOf('period')}
          />
          <HolidaysSection
            usersId={userId}
            quotas={records.quotas}
            carryovers={records.carryovers}
            canWrite={canWrite}
            year={year}
            years={years}
            onYearChange={onYearChange}
            thisYear={thisYear}
            account={account}
            form={open?.kind === 'quota' || open?.kind === 'carry' ? (open as HolidayForm) : null}
            onForm={setOpen}
          />
          <CarryList
            kind={overtimeCarryovers}
            usersId={userId}
            query={records.overtime}
            canWrite={canWrite}
            year={year}
            order={2}
            description={t('person.overtimeCarry.description')}
            formTarget={formFor('overtimeCarry')}
            onForm={onFormOf('overtimeCarry')}
          />
        </>
      )}
    </Stack>
  );
}
