import { Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NonbusinessGroup, UserNonbusinessGroup } from '../../../contract/nonbusiness-groups.ts';
import { useDeleteUserNonbusinessGroup, userNonbusinessGroupQueries } from '../../api/nonbusiness-groups.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, RowActions } from '../../components/list-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { usePersonText } from './person-text.ts';
import { SectionHeader } from './section-header.tsx';

const PeriodFormModal = lazyFormDialog(
  () => import('./period-form.tsx'),
  (module) => module.PeriodFormModal,
);

/** A holiday group's name, or its number while the groups are not loaded. */
export function groupNameOf(groups: readonly NonbusinessGroup[] | undefined, id: number): string {
  return groups?.find((group) => group.id === id)?.name ?? `#${id}`;
}

/** Which holiday group (nonbusiness days) applies to a person when; writers add, edit and delete periods. */
export function PeriodsSection({
  usersId,
  query,
  groups,
  canWrite,
  formTarget,
  onForm,
}: {
  usersId: number;
  query: UseQueryResult<UserNonbusinessGroup[]>;
  groups: readonly NonbusinessGroup[] | undefined;
  canWrite: boolean;
  formTarget: FormTarget | null;
  onForm: (target: FormTarget | null) => void;
}) {
  const { t } = useTranslation();
  const text = usePersonText();
  const [deleting, setDeleting] = useState<UserNonbusinessGroup | null>(null);
  const remove = useDeleteUserNonbusinessGroup();
  const nameOf = (period: UserNonbusinessGroup) =>
    `${groupNameOf(groups, period.nonbusiness_groups_id)}, ${text.range(period.date_since, period.date_until)}`;
  const actions = (period: UserNonbusinessGroup) => (
    <RowActions
      editLabel={t('person.editLabel', { name: nameOf(period) })}
      deleteLabel={t('person.deleteLabel', { name: nameOf(period) })}
      onEdit={() => onForm({ kind: 'edit', id: period.id })}
      onDelete={() => setDeleting(period)}
    />
  );
  const columns: DataTableColumn<UserNonbusinessGroup>[] = [
    {
      accessor: 'date_since',
      title: t('person.columns.valid'),
      sortable: true,
      render: (period) => text.range(period.date_since, period.date_until),
    },
    {
      accessor: 'nonbusiness_groups_id',
      title: t('person.periods.group'),
      render: (period) => groupNameOf(groups, period.nonbusiness_groups_id),
    },
    actionsColumn(actions, !canWrite),
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="person-periods">
      <SectionHeader
        id="person-periods"
        title={t('person.periods.title')}
        description={t('person.periods.description')}
        addLabel={t('person.periods.new')}
        onAdd={canWrite ? () => onForm({ kind: 'create' }) : undefined}
      />
      <ResourceList
        label={t('person.periods.title')}
        query={query}
        records={(periods) => periods}
        columns={columns}
        defaultSort="date_since"
        empty={{ title: t('person.periods.none'), description: t('person.periods.noneHint') }}
        card={(period) => (
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2}>
              <Text fw={500}>{groupNameOf(groups, period.nonbusiness_groups_id)}</Text>
              <Text size="sm">{text.range(period.date_since, period.date_until)}</Text>
            </Stack>
            {canWrite && actions(period)}
          </Group>
        )}
      />
      {canWrite && (
        <>
          <PeriodFormModal
            usersId={usersId}
            periods={query.data ?? []}
            groups={groups ?? []}
            target={formTarget}
            onClose={() => onForm(null)}
          />
          <DeleteFlow
            target={deleting && { id: deleting.id, name: nameOf(deleting) }}
            detail={userNonbusinessGroupQueries.detail}
            remove={remove}
            deletedMessage={(name) => t('person.deleted', { name })}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </Stack>
  );
}
