import {
  ActionIcon,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type AbsenceType, absenceTypes, absenceTypeValues } from '../../../contract/absences.ts';
import { monthOf, shiftMonth } from '../../../contract/dates.ts';
import type { User } from '../../../contract/users.ts';
import { useAbsenceText } from './absence-text.ts';
import { isMonth } from './calendar-layout.ts';
import { type AbsenceStatusFilter, type AbsencesSearch, absenceStatusFilters } from './filters.ts';
import type { People } from './people.ts';

type SearchChange = (change: Partial<AbsencesSearch>) => void;

/** Steps through months; "This month" clears the month from the address. */
function MonthStepper({
  month,
  today,
  onSearchChange,
}: {
  month: string;
  today: string;
  onSearchChange: SearchChange;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  return (
    <Group gap="xs" align="center" wrap="wrap">
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('absences.previousMonth')} openDelay={300}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('absences.previousMonth')}
            onClick={() => onSearchChange({ month: shiftMonth(month, -1) })}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <TextInput
          type="month"
          aria-label={t('absences.month')}
          value={month}
          min="1970-01"
          max="2100-12"
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isMonth(value)) onSearchChange({ month: value });
          }}
          w={{ base: 168, xs: 180 }}
        />
        <Tooltip label={t('absences.nextMonth')} openDelay={300}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('absences.nextMonth')}
            onClick={() => onSearchChange({ month: shiftMonth(month, 1) })}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Button
        variant="default"
        onClick={() => onSearchChange({ month: undefined })}
        disabled={month === monthOf(today)}
      >
        {t('absences.thisMonth')}
      </Button>
      <Title order={2} size="h3" ml={{ sm: 'sm' }} aria-live="polite">
        {text.month(month)}
      </Title>
    </Group>
  );
}

/**
 * The month and the filters above both tabs: team and co-worker narrow the rows (and the pending
 * list); month, type and status only concern the calendar.
 */
export function FiltersBar({
  search,
  month,
  today,
  people,
  rows,
  showMonth,
  onSearchChange,
}: {
  search: AbsencesSearch;
  month: string;
  today: string;
  people: People;
  /** Everyone whose absences the caller sees. */
  rows: readonly User[];
  showMonth: boolean;
  onSearchChange: SearchChange;
}) {
  const { t } = useTranslation();
  const teamOptions = people.teams
    .filter((team) => rows.some((user) => user.teams_id === team.id))
    .map((team) => ({ value: String(team.id), label: team.name }))
    .sort((left, right) => left.label.localeCompare(right.label));
  const userOptions = rows
    .filter((user) => search.team === undefined || user.teams_id === search.team)
    .map((user) => ({ value: String(user.id), label: user.name }));
  const typeOptions = absenceTypeValues.map((value) => ({
    value: String(value),
    label: t(`absences.types.${absenceTypes[value]}`),
  }));
  const statusLabels: Record<AbsenceStatusFilter, string> = {
    live: t('absences.filters.statusLive'),
    pending: t('absences.filters.statusPending'),
    approved: t('absences.filters.statusApproved'),
    all: t('absences.filters.statusAll'),
  };
  const select = { clearable: true, searchable: true, clearButtonProps: { 'aria-label': t('common.clear') } };
  return (
    <Stack gap="sm">
      {showMonth && <MonthStepper month={month} today={today} onSearchChange={onSearchChange} />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" maw={1000}>
        {teamOptions.length > 0 && rows.length > 1 && (
          <Select
            {...select}
            label={t('absences.filters.team')}
            placeholder={t('absences.filters.allTeams')}
            data={teamOptions}
            value={search.team === undefined ? null : String(search.team)}
            onChange={(value) => onSearchChange({ team: value ? Number(value) : undefined, user: undefined })}
          />
        )}
        {rows.length > 1 && (
          <Select
            {...select}
            label={t('absences.filters.coworker')}
            placeholder={t('absences.filters.allCoworkers')}
            data={userOptions}
            value={search.user === undefined ? null : String(search.user)}
            onChange={(value) => onSearchChange({ user: value ? Number(value) : undefined })}
            nothingFoundMessage={t('list.noRecords')}
          />
        )}
        {showMonth && (
          <>
            <Select
              {...select}
              label={t('absences.filters.type')}
              placeholder={t('absences.filters.allTypes')}
              data={typeOptions}
              value={search.type === undefined ? null : String(search.type)}
              onChange={(value) =>
                onSearchChange({ type: value ? (Number(value) as AbsenceType) : undefined })
              }
            />
            <Select
              label={t('absences.filters.status')}
              data={absenceStatusFilters.map((value) => ({ value, label: statusLabels[value] }))}
              value={search.status}
              onChange={(value) => value && onSearchChange({ status: value as AbsenceStatusFilter })}
              allowDeselect={false}
            />
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}
