import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import { yearOf } from '../../../contract/dates.ts';
import { type Caller, rights } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import { absenceQueries } from '../../api/absences.ts';
import { NoMatches, TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import type { AbsenceCommands } from './absence-commands.ts';
import { AbsenceActions, DecisionContext, StatusBadge } from './absence-details.tsx';
import { useAbsenceLength, useAbsenceText } from './absence-text.ts';
import styles from './absences.module.css';
import { type People, personName, subjectIn, teamIn } from './people.ts';

/** Pending requests the caller may decide on, soonest first. */
export function pendingFor(
  caller: Caller,
  people: People,
  absences: readonly Absence[],
  keep: (user: User) => boolean,
): Absence[] {
  return absences
    .filter((absence) => {
      const user = people.byId.get(absence.users_id);
      return (
        absence.status === 0 &&
        user !== undefined &&
        keep(user) &&
        rights.administersAbsencesOf(caller, subjectIn(people, user.id))
      );
    })
    .sort((left, right) => left.date_since.localeCompare(right.date_since) || left.id - right.id);
}

export function PendingRequests({
  people,
  years,
  commands,
  keep,
  filtered,
  onClearFilters,
}: {
  people: People;
  years: readonly number[];
  commands: AbsenceCommands;
  /** The team and co-worker filters of the page. */
  keep: (subject: User) => boolean;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const lengthOf = useAbsenceLength();
  const format = useFormatter();
  const caller = useCaller();
  const queries = useQueries({ queries: years.map((year) => absenceQueries.pending(year)) });
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <ErrorPanel
        error={failed.error}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
        retrying={queries.some((query) => query.isFetching)}
      />
    );
  }
  if (queries.some((query) => query.isPending)) return <TableSkeleton rows={4} />;
  const pending = pendingFor(
    caller,
    people,
    queries.flatMap((query) => query.data ?? []),
    keep,
  );
  const yearList = years.join(', ');
  if (pending.length === 0) {
    return (
      <NoMatches
        title={t('absences.pending.empty')}
        description={
          filtered
            ? t('absences.pending.emptyFiltered')
            : t('absences.pending.emptyHint', { years: yearList })
        }
        onClearFilters={filtered ? onClearFilters : undefined}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" className={styles.muted}>
          {t('absences.pending.intro', { count: pending.length, years: yearList })}
        </Text>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/approvals" />}>
          {t('approvals.openInInbox')}
        </Anchor>
      </Group>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {pending.map((absence) => {
          const person = personName(people, absence.users_id);
          const length = lengthOf(absence);
          const headingId = `pending-${absence.id}`;
          return (
            <Paper key={absence.id} component="li" withBorder p="md" aria-labelledby={headingId}>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <Stack gap={6}>
                  <Group gap="xs" wrap="wrap">
                    <Title order={2} size="h5" id={headingId}>
                      <Anchor
                        inherit
                        underline="always"
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/absences/person/$userId"
                            params={{ userId: String(absence.users_id) }}
                            search={{ year: yearOf(absence.date_since) }}
                          />
                        )}
                      >
                        {person}
                      </Anchor>
                      {` · ${text.type(absence)}`}
                    </Title>
                    <StatusBadge absence={absence} />
                  </Group>
                  <Text size="sm">
                    {text.range(absence.date_since, absence.date_until, true)}
                    {length ? ` · ${length}` : ''}
                  </Text>
                  {absence.note && (
                    <Text
                      size="sm"
                      className={styles.muted}
                      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {absence.note}
                    </Text>
                  )}
                  {absence.date_enquired && (
                    <Text size="xs" className={styles.muted}>
                      {t('absences.details.enquired', { date: format.date(absence.date_enquired) })}
                    </Text>
                  )}
                  <AbsenceActions absence={absence} people={people} commands={commands} size="sm" />
                </Stack>
                <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="md">
                  <DecisionContext
                    absence={absence}
                    teamId={teamIn(people, absence.users_id)}
                    teams={people.teams}
                  />
                </Paper>
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
