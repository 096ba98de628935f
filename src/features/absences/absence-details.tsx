import { Alert, Anchor, Badge, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Absence,
  type AbsenceStatus,
  absenceTransitions,
  HOME_OFFICE,
} from '../../../contract/absences.ts';
import { yearOf } from '../../../contract/dates.ts';
import { rights } from '../../../contract/rights.ts';
import type { Team } from '../../../contract/teams.ts';
import { absenceQueries } from '../../api/absences.ts';
import { userQueries } from '../../api/users.ts';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { HOLIDAY } from '../../lib/holiday-account.ts';
import { describeError } from '../../lib/http.ts';
import { type AbsenceCommands, type Decision, decisionTo } from './absence-commands.ts';
import { useAbsenceLength, useAbsenceText } from './absence-text.ts';
import styles from './absences.module.css';
import { strongPrimary } from './colors.ts';
import { DaysLeftLine } from './holiday-account-view.tsx';
import { type People, personName, subjectIn, teamIn } from './people.ts';

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

/**
 * Who else in the person's team is away (pending or approved) on any of the requested days, named from
 * the team's members: the rest of the company is not read for it.
 */
function TeamAway({
  absence,
  teamId,
  teams,
}: {
  absence: Absence;
  teamId: number | null;
  teams: readonly Team[];
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  // Only the requested days' absences: whoever else is away then is all this asks.
  const during = useQuery(absenceQueries.days(absence.date_since, absence.date_until));
  const members = useQuery({ ...userQueries.members(teamId ?? 0), enabled: teamId !== null });
  if (teamId === null) {
    return (
      <Text size="sm" className={styles.muted}>
        {t('absences.context.noTeam')}
      </Text>
    );
  }
  const teamName = teams.find((team) => team.id === teamId)?.name ?? `#${teamId}`;
  if (during.isPending || members.isPending)
    return <Skeleton height={18} width="60%" role="status" aria-label={t('common.loading')} />;
  if (during.isError || members.isError) {
    return (
      <Text size="sm" c="red">
        {describeError(during.error ?? members.error)}
      </Text>
    );
  }
  const names = new Map(members.data.map((member) => [member.id, member.name]));
  const overlapping = during.data.filter(
    (other) =>
      other.users_id !== absence.users_id &&
      (other.status === 0 || other.status === 1) &&
      names.has(other.users_id),
  );
  // Working from home is working: those co-workers are listed apart, not as away.
  const away = overlapping.filter((other) => other.type !== HOME_OFFICE);
  const fromHome = overlapping.filter((other) => other.type === HOME_OFFICE);
  const listed = (list: Absence[]) => (
    <List size="sm" spacing={2}>
      {list.map((other) => (
        <List.Item key={other.id}>
          {t('absences.context.awayItem', {
            person: names.get(other.users_id),
            range: text.range(other.date_since, other.date_until),
            status: text.status(other),
          })}
        </List.Item>
      ))}
    </List>
  );
  return (
    <Stack gap={4}>
      {away.length === 0 ? (
        <Text size="sm" className={styles.muted}>
          {t('absences.context.nobodyAway', { team: teamName })}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600}>
            {t('absences.context.teamAway', { team: teamName, count: away.length })}
          </Text>
          {listed(away)}
        </>
      )}
      {fromHome.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('absences.context.teamFromHome', { team: teamName })}
          </Text>
          {listed(fromHome)}
        </>
      )}
    </Stack>
  );
}

/**
 * What an approver sees before deciding: for a holiday, the person's days left (other types do not use
 * the quota); and who in the team is away or working from home then.
 */
export function DecisionContext({
  absence,
  teamId,
  teams,
}: {
  absence: Absence;
  /** The person's team, if any. */
  teamId: number | null;
  teams: readonly Team[];
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} aria-label={t('absences.context.title')} role="group">
      {absence.type === HOLIDAY && (
        <DaysLeftLine subjectId={absence.users_id} year={yearOf(absence.date_since)} />
      )}
      <TeamAway absence={absence} teamId={teamId} teams={teams} />
    </Stack>
  );
}

type ButtonSize = 'xs' | 'sm';

function DecisionButton({
  decision,
  size,
  busy,
  onClick,
}: {
  decision: Decision;
  size: ButtonSize;
  busy: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const look: Record<Decision, { color?: string; variant?: string; icon?: ReactNode }> = {
    approve: { color: strongPrimary, icon: <IconCheck size={16} aria-hidden /> },
    decline: { variant: 'default', icon: <IconX size={16} aria-hidden /> },
    cancel: { variant: 'default', color: 'red' },
    withdraw: { variant: 'default', color: 'red' },
  };
  const { color, variant, icon } = look[decision];
  return (
    <Button
      size={size}
      color={color}
      variant={variant}
      leftSection={icon}
      // Decline sits beside approve: one spinner is enough, the other waits.
      loading={busy && decision !== 'decline'}
      disabled={busy && decision === 'decline'}
      onClick={onClick}
    >
      {t(`absences.actions.${decision}`)}
    </Button>
  );
}

/** Statuses after which an absence may be deleted (docs/interface.md#absences). */
const deletableStatuses: readonly AbsenceStatus[] = [2, 3, 4];

/**
 * What the caller may do to an absence, exactly as the contract's transitions and rights allow:
 * the status moves, editing (which needs the details) and deleting a final one.
 */
export function AbsenceActions({
  absence,
  people,
  commands,
  size = 'xs',
}: {
  absence: Absence;
  people: People;
  commands: AbsenceCommands;
  size?: ButtonSize;
}) {
  const { t } = useTranslation();
  const caller = useCaller();
  const subject = subjectIn(people, absence.users_id);
  const person = personName(people, absence.users_id);
  const busy = commands.busyId === absence.id;
  const moves = absenceTransitions[absence.status].filter(
    (to): to is Exclude<AbsenceStatus, 0> =>
      to !== 0 && rights.movesAbsenceStatus(caller, subject, absence.status, to),
  );
  const edits = absence.type !== undefined && rights.editsAbsenceOf(caller, subject, absence.status);
  const deletes = deletableStatuses.includes(absence.status) && rights.administersAbsencesOf(caller, subject);
  const error = commands.errorFor(absence.id);
  if (moves.length === 0 && !edits && !deletes && !error) return null;
  return (
    <Stack gap="xs">
      {error != null && (
        <Alert color="red" role="alert" p="xs">
          <Text size="sm">{describeError(error)}</Text>
        </Alert>
      )}
      <Group gap="xs" wrap="wrap">
        {moves.map((to) => {
          const decision = decisionTo[to];
          return (
            <DecisionButton
              key={decision}
              decision={decision}
              size={size}
              busy={busy}
              onClick={() => commands.decide(absence, decision, person)}
            />
          );
        })}
        {edits && (
          <Button
            size={size}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            disabled={busy}
            onClick={() => commands.edit(absence)}
          >
            {t('absences.actions.edit')}
          </Button>
        )}
        {deletes && (
          <Button
            size={size}
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={busy}
            onClick={() => commands.remove(absence, person)}
          >
            {t('absences.actions.delete')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** An absence's details (as far as the caller may see them), context for deciding, and actions. */
export function AbsenceDetails({
  absence,
  people,
  commands,
  withYearLink = true,
}: {
  absence: Absence;
  people: People;
  commands: AbsenceCommands;
  withYearLink?: boolean;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const lengthOf = useAbsenceLength();
  const format = useFormatter();
  const caller = useCaller();
  const decides =
    absence.status === 0 && rights.administersAbsencesOf(caller, subjectIn(people, absence.users_id));
  const length = lengthOf(absence);
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
      {decides && (
        <DecisionContext absence={absence} teamId={teamIn(people, absence.users_id)} teams={people.teams} />
      )}
      <AbsenceActions absence={absence} people={people} commands={commands} />
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
