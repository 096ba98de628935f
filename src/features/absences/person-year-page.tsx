import { ActionIcon, Alert, Anchor, Button, Grid, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarPlus,
  IconChevronLeft,
  IconChevronRight,
  IconLock,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import { rights, subjectOf } from '../../../contract/rights.ts';
import { NoMatches } from '../../components/list-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { useAbsenceCommands } from './absence-commands.ts';
import type { AbsenceFormTarget } from './absence-form.tsx';
import { AbsenceFormDialog } from './absence-form-dialog.tsx';
import styles from './absences.module.css';
import { strongPrimary } from './colors.ts';
import { HolidayAccountCard } from './holiday-account-view.tsx';
import { usePeople } from './people.ts';
import { YearPlanner } from './year-planner.tsx';

/** One co-worker's year: a twelve-month planner, the holiday account and the list of absences. */
export function PersonYearPage({
  userId,
  year,
  onYearChange,
}: {
  userId: number;
  year: number;
  onYearChange: (year: number) => void;
}) {
  const { t } = useTranslation();
  const { user: viewer } = useCurrentUser();
  const caller = useCaller();
  const people = usePeople();
  const user = people.byId.get(userId);
  const [formTarget, setFormTarget] = useState<AbsenceFormTarget | null>(null);
  const commands = useAbsenceCommands(
    useCallback((absence: Absence) => setFormTarget({ kind: 'edit', id: absence.id }), []),
  );

  if (!user) {
    return (
      <Stack gap="md">
        <BackLink year={year} />
        <NoMatches title={t('absences.person.notFound')} />
      </Stack>
    );
  }
  const files = (candidate: typeof user) =>
    rights.filesAbsenceFor(caller, subjectOf(candidate, people.teams));
  const sees = rights.seesAbsencesOf(caller, subjectOf(user, people.teams));
  const team = people.teams.find((candidate) => candidate.id === user.teams_id);

  return (
    <Stack gap="md">
      <BackLink year={year} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <PageTitle>{t('absences.person.title', { name: user.name, year })}</PageTitle>
          {team && (
            <Text size="sm" className={styles.muted}>
              {team.name}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <YearStepper year={year} onYearChange={onYearChange} />
          {files(user) && (
            <Button
              color={strongPrimary}
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              onClick={() => setFormTarget({ kind: 'create', usersId: user.id })}
              onPointerEnter={AbsenceFormDialog.preload}
              onFocus={AbsenceFormDialog.preload}
            >
              {user.id === caller.id ? t('absences.request') : t('absences.enter')}
            </Button>
          )}
        </Group>
      </Group>

      {sees ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, xl: 9 }} order={{ base: 2, xl: 1 }}>
            <YearPlanner
              subject={user}
              year={year}
              people={people}
              commands={commands}
              onFile={setFormTarget}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 3 }} order={{ base: 1, xl: 2 }}>
            <HolidayAccountCard subjectId={user.id} year={year} />
          </Grid.Col>
        </Grid>
      ) : (
        // Counts of absences the viewer cannot see would read as "none": only the notice is true.
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
          {t('absences.person.notVisible')}
        </Alert>
      )}

      {formTarget && (
        <AbsenceFormDialog
          target={formTarget}
          viewer={viewer}
          people={people}
          coworkers={people.coworkers.filter(
            (candidate) =>
              candidate.active &&
              (candidate.id === user.id || candidate.id === caller.id) &&
              files(candidate),
          )}
          onClose={() => setFormTarget(null)}
        />
      )}
    </Stack>
  );
}

function YearStepper({ year, onYearChange }: { year: number; onYearChange: (year: number) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip label={t('absences.person.previousYear')} openDelay={300}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('absences.person.previousYear')}
          onClick={() => onYearChange(year - 1)}
          disabled={year <= 1970}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} aria-hidden>
        {year}
      </Text>
      <Tooltip label={t('absences.person.nextYear')} openDelay={300}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('absences.person.nextYear')}
          onClick={() => onYearChange(year + 1)}
          disabled={year >= 2100}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
}

function BackLink({ year }: { year: number }) {
  const { t } = useTranslation();
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link {...props} to="/absences" search={{ month: `${year}-01` }} />}
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('absences.person.back')}
      </Group>
    </Anchor>
  );
}
