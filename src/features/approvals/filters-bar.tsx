import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRealDate } from '../../../contract/common.ts';
import { DateField } from '../../components/date-field.tsx';
import { type ApprovalsSearch, approvalKinds } from './filters.ts';
import type { Directory } from './queue.ts';

/** Two filters side by side on a phone. */
const halfWidth = 'calc(50% - var(--mantine-spacing-md) / 2)';

/**
 * The queue's filters: kind, co-worker (of those it holds requests of, in the chosen team), team, and the
 * days from and until.
 */
export function ApprovalFiltersBar({
  search,
  directory,
  onSearchChange,
}: {
  search: ApprovalsSearch;
  directory: Directory | undefined;
  onSearchChange: (change: Partial<ApprovalsSearch>) => void;
}) {
  const { t } = useTranslation();
  const rangeValid = !search.from || !search.until || search.from <= search.until;
  const changeDate = (key: 'from' | 'until', value: string | null) => {
    if (value === null || isRealDate(value)) onSearchChange({ [key]: value ?? undefined });
  };
  return (
    <Group align="flex-start" gap="md" wrap="wrap" role="group" aria-label={t('approvals.filters.label')}>
      <Select
        label={t('approvals.filters.kind')}
        data={[
          { value: 'all', label: t('approvals.kinds.all') },
          ...approvalKinds.map((kind) => ({ value: kind, label: t(`approvals.kinds.${kind}`) })),
        ]}
        value={search.kind ?? 'all'}
        onChange={(value) =>
          onSearchChange({ kind: approvalKinds.find((kind) => kind === value) ?? undefined })
        }
        allowDeselect={false}
        w={{ base: halfWidth, xs: 180 }}
      />
      <Select<number>
        label={t('approvals.filters.coworker')}
        placeholder={t('approvals.filters.allCoworkers')}
        data={[...(directory?.people.values() ?? [])]
          .filter((person) => search.team === undefined || person.teams_id === search.team)
          .map((person) => ({ value: person.id, label: person.name }))}
        value={search.user ?? null}
        onChange={(value) => onSearchChange({ user: value ?? undefined })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        nothingFoundMessage={t('list.noRecords')}
        w={{ base: halfWidth, xs: 240 }}
      />
      <Select<number>
        label={t('approvals.filters.team')}
        placeholder={t('approvals.filters.allTeams')}
        data={(directory?.teams ?? []).map((team) => ({ value: team.id, label: team.name }))}
        value={search.team ?? null}
        onChange={(value) => onSearchChange({ team: value ?? undefined, user: undefined })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        nothingFoundMessage={t('list.noRecords')}
        w={{ base: halfWidth, xs: 220 }}
      />
      <DateField
        label={t('approvals.filters.from')}
        value={search.from ?? null}
        onChange={(value) => changeDate('from', value)}
        clearable
        w={{ base: halfWidth, xs: 170 }}
      />
      <DateField
        label={t('approvals.filters.until')}
        value={search.until ?? null}
        onChange={(value) => changeDate('until', value)}
        error={rangeValid ? undefined : t('approvals.filters.untilBeforeFrom')}
        clearable
        w={{ base: halfWidth, xs: 170 }}
      />
    </Group>
  );
}
