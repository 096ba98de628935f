import { Alert, Anchor, Badge, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import type { Team } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import { absenceQueries } from '../../api/absences.ts';
import { useFormatter } from '../../lib/format.ts';
import { describeError } from '../../lib/http.ts';
import { absenceRights } from './absence-rights.ts';
import { useAbsenceText } from './absence-text.ts';
import styles from './absences.module.css';
import { rangesOverlap, yearOf } from './calendar-layout.ts';
import { strongPrimary } from './colors.ts';
import type { Decisions } from './decisions.tsx';
import { DaysLeftLine } from './holiday-account-view.tsx';

export type People = { byId: ReadonlyMap<number, User>; teams: readonly Team[] };

export function personName(people: People, usersId: number): string {
  return people.byId.get(usersId)?.name ?? `#${usersId}`;
}

const statusColors = ['orange', 'green', 'gray', 'gray', 'gray'] as const;

export function StatusBadge({ absence }: { absence: Absence }) {
  const text = useAbsenceText();
  // The dot variant keeps the text at full contrast; the colour only repeats what the word says.
  return (
    <Badge variant="dot" color={statusColors[absence.status]}>
      {text.statusTitle(absence)}
    </Badge>
  );
}

/** Who else in the person's team is away (pending or approved) on any of the requested days. */
export function TeamAway({ absence, people }: { absence: Absence; people: People }) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const year = useQuery(absenceQueries.year(yearOf(absence.date_since)));
  const subject = people.byId.get(absence.users_id);
  const teamId = subject?.teams_id ?? null;
  if (teamId === null) {
    return (
      <Text size="sm" className={styles.muted}>
        {t('absences.context.noTeam')}
      </Text>
    );
  }
  const teamName = people.teams.find((team) => team.id === teamId)?.name ?? `#${teamId}`;
  if (year.isPending) return <Skeleton height={18} width="60%" aria-label={t('common.loading')} />;
  if (year.isError) {
    return (
      <Text size="sm" c="red">
        {describeError(year.error)}
      </Text>
    );
  }
  const away = year.data.filter(
    (other) =>
      other.users_id !== absence.users_id &&
      (other.status === 0 || other.status === 1) &&
      people.byId.get(other.users_id)?.teams_id === teamId &&
      rangesOverlap(other.date_since, other.date_until, absence.date_since, absence.date_until),
  );
  if (away.length === 0) {
    return (
      <Text size="sm" className={styles.muted}>
        {t('absences.context.nobodyAway', { team: teamName })}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('absences.context.teamAway', { team: teamName, count: away.length })}
      </Text>
      <List size="sm" spacing={2}>
        {away.map((other) => (
          <List.Item key={other.id}>
            {t('absences.context.awayItem', {
              person: personName(people, other.users_id),
              range: text.range(other.date_since, other.date_until),
              status: text.status(other),
            })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** What an approver sees before deciding: the person's days left and the team's absences then. */
export function DecisionContext({
  absence,
  viewer,
  people,
}: {
  absence: Absence;
  viewer: User;
  people: People;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} aria-label={t('absences.context.title')} role="group">
      <DaysLeftLine viewer={viewer} subjectId={absence.users_id} year={yearOf(absence.date_since)} />
      <TeamAway absence={absence} people={people} />
    </Stack>
  );
}

/** The buttons the viewer may use on an absence. */
export function AbsenceActions({
  absence,
  viewer,
  people,
  decisions,
  size = 'xs',
}: {
  absence: Absence;
  viewer: User;
  people: People;
  decisions: Decisions;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const subject = people.byId.get(absence.users_id) ?? { id: absence.users_id, absence_managers_id: [] };
  const person = personName(people, absence.users_id);
  const busy = decisions.busyId === absence.id;
  const can = (to: 1 | 2 | 3 | 4) => absenceRights.moves(viewer, subject, absence.status, to);
  const buttons = [];
  if (absence.status === 0 && can(1)) {
    buttons.push(
      <Button
        key="approve"
        size={size}
        color={strongPrimary}
        leftSection={<IconCheck size={16} aria-hidden />}
        loading={busy}
        onClick={() => decisions.decide(absence, 'approve', person)}
      >
        {t('absences.actions.approve')}
      </Button>,
      <Button
        key="decline"
        size={size}
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        disabled={busy}
        onClick={() => decisions.decide(absence, 'decline', person)}
      >
        {t('absences.actions.decline')}
      </Button>,
    );
  }
  if (absence.status === 1 && can(3)) {
    buttons.push(
      <Button
        key="cancel"
        size={size}
        variant="default"
        color="red"
        loading={busy}
        onClick={() => decisions.decide(absence, 'cancel', person)}
      >
        {t('absences.actions.cancel')}
      </Button>,
    );
  }
  if (absence.status === 0 && can(4)) {
    buttons.push(
      <Button
        key="withdraw"
        size={size}
        variant="default"
        color="red"
        loading={busy}
        onClick={() => decisions.decide(absence, 'withdraw', person)}
      >
        {t('absences.actions.withdraw')}
      </Button>,
    );
  }
  const error = decisions.errorFor(absence.id);
  if (buttons.length === 0 && !error) return null;
  return (
    <Stack gap="xs">
      {error != null && (
        <Alert color="red" role="alert" p="xs">
          <Text size="sm">{describeError(error)}</Text>
        </Alert>
      )}
      {buttons.length > 0 && (
        <Group gap="xs" wrap="wrap">
          {buttons}
        </Group>
      )}
    </Stack>
  );
}

/** An absence's details (as far as the viewer may see them), context for deciding, and actions. */
export function AbsenceDetails({
  absence,
  viewer,
  people,
  decisions,
  withYearLink = true,
}: {
  absence: Absence;
  viewer: User;
  people: People;
  decisions: Decisions;
  withYearLink?: boolean;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const format = useFormatter();
  const subject = people.byId.get(absence.users_id);
  const decides = subject !== undefined && absence.status === 0 && absenceRights.administers(viewer, subject);
  const length =
    absence.count_hours != null
      ? t('absences.details.hours', { hours: format.hours(absence.count_hours) })
      : absence.count_days != null
        ? absence.count_days === 0.5
          ? t('absences.details.halfDay')
          : t('absences.details.days', { count: absence.count_days, days: text.days(absence.count_days) })
        : null;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{personName(people, absence.users_id)}</Text>
        <Group gap="xs" mt={4}>
          <Text size="sm">{text.type(absence)}</Text>
          <StatusBadge absence={absence} />
        </Group>
      </div>
      <div>
        <Text size="sm">{text.range(absence.date_since, absence.date_until, true)}</Text>
        {length && (
          <Text size="sm" className={styles.muted}>
            {length}
          </Text>
        )}
      </div>
      {absence.note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {absence.note}
        </Text>
      )}
      {absence.sick_note != null && (
        <Text size="sm" className={styles.muted}>
          {absence.sick_note ? t('absences.details.sickNoteYes') : t('absences.details.sickNoteNo')}
        </Text>
      )}
      {absence.date_enquired && (
        <Text size="xs" className={styles.muted}>
          {t('absences.details.enquired', { date: format.date(absence.date_enquired) })}
          {absence.date_approved && absence.status !== 0
            ? ` · ${t('absences.details.decided', {
                date: format.date(absence.date_approved),
                person: absence.approved_by ? personName(people, absence.approved_by) : '—',
              })}`
            : ''}
        </Text>
      )}
      {absence.type === undefined && (
        <Text size="xs" className={styles.muted}>
          {t('absences.details.noDetails')}
        </Text>
      )}
      {decides && <DecisionContext absence={absence} viewer={viewer} people={people} />}
      <AbsenceActions absence={absence} viewer={viewer} people={people} decisions={decisions} />
      {withYearLink && (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/absences/person/$userId"
              params={{ userId: String(absence.users_id) }}
              search={{ year: yearOf(absence.date_since) }}
            />
          )}
        >
          {t('absences.details.yearLink', { person: personName(people, absence.users_id) })}
        </Anchor>
      )}
    </Stack>
  );
}
