import { Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSurchargeModel } from '../../../contract/surcharge-model-periods.ts';
import type { TargetHoursRow } from '../../../contract/target-hours.ts';
import { targetHoursQueries, useDeleteTargetHours } from '../../api/target-hours.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, RowActions } from '../../components/list-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { useFormatter } from '../../lib/format.ts';
import type { PeriodReference } from './period-kinds.ts';
import { type PersonText, usePersonText } from './person-text.ts';
import { SectionHeader } from './section-header.tsx';
import { SurchargeModelOffer } from './surcharge-model-offer.tsx';

const TargetHoursFormModal = lazyFormDialog(
  () => import('./target-hours-form.tsx'),
  (module) => module.TargetHoursFormModal,
);

/** How a row is named in its buttons and the delete dialog. */
function targetHoursName(text: PersonText, row: TargetHoursRow): string {
  return `${text.targetSummary(row)}, ${text.range(row.date_since, row.date_until)}`;
}

/** A person's target-hours rows, weekly and monthly, with their validity; writers add, edit and delete. */
export function TargetHoursSection({
  usersId,
  query,
  canWrite,
  formTarget,
  onForm,
  modelPeriods,
  models,
}: {
  usersId: number;
  query: UseQueryResult<TargetHoursRow[]>;
  /** The person's surcharge-model periods and the models, for the offer after a row is added. */
  modelPeriods: readonly UserSurchargeModel[];
  models: readonly PeriodReference[] | undefined;
  canWrite: boolean;
  /** The form open from this section or the timeline. */
  formTarget: FormTarget | null;
  onForm: (target: FormTarget | null) => void;
}) {
  const { t } = useTranslation();
  const text = usePersonText();
  const format = useFormatter();
  const [deleting, setDeleting] = useState<TargetHoursRow | null>(null);
  const [added, setAdded] = useState<TargetHoursRow | null>(null);
  const remove = useDeleteTargetHours();

  const compensation = (row: TargetHoursRow) =>
    row.type === 'weekly'
      ? t('person.targetHours.compensationWeekly', {
          minutes: format.number(row.compensation_daily),
          hours: format.duration(row.compensation_monthly * 3600),
        })
      : t('person.targetHours.compensationMonthlyOnly', {
          hours: format.duration(row.compensation_monthly * 3600),
        });
  const credit = (row: TargetHoursRow) =>
    row.type === 'weekly'
      ? row.absence_fixed_credit
        ? t('person.targetHours.creditAverage')
        : t('person.targetHours.creditDay')
      : '—';
  const actions = (row: TargetHoursRow) => (
    <RowActions
      editLabel={t('person.editLabel', { name: targetHoursName(text, row) })}
      deleteLabel={t('person.deleteLabel', { name: targetHoursName(text, row) })}
      onEdit={() => onForm({ kind: 'edit', id: row.id })}
      onDelete={() => setDeleting(row)}
    />
  );

  const columns: DataTableColumn<TargetHoursRow>[] = [
    {
      accessor: 'date_since',
      title: t('person.columns.valid'),
      sortable: true,
      render: (row) => text.range(row.date_since, row.date_until),
    },
    {
      accessor: 'type',
      title: t('person.targetHours.type'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {text.targetSummary(row)}
          </Text>
          <Text size="xs">{t(`person.targetHours.types.${row.type}`)}</Text>
        </Stack>
      ),
    },
    { accessor: 'schedule', title: t('person.targetHours.schedule'), render: (row) => text.schedule(row) },
    { accessor: 'compensation', title: t('person.targetHours.compensation'), render: compensation },
    { accessor: 'absence_fixed_credit', title: t('person.targetHours.credit'), render: credit },
    actionsColumn(actions, !canWrite),
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="person-target-hours">
      <SectionHeader
        id="person-target-hours"
        title={t('person.targetHours.title')}
        description={t('person.targetHours.description')}
        addLabel={t('person.targetHours.new')}
        onAdd={canWrite ? () => onForm({ kind: 'create' }) : undefined}
      />
      <ResourceList
        label={t('person.targetHours.title')}
        query={query}
        records={(rows) => rows}
        columns={columns}
        defaultSort="date_since"
        empty={{ title: t('person.targetHours.none'), description: t('person.targetHours.noneHint') }}
        card={(row) => (
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2}>
              <Text fw={500}>{text.targetSummary(row)}</Text>
              <Text size="sm">{text.range(row.date_since, row.date_until)}</Text>
              <Text size="sm">{text.schedule(row)}</Text>
              <Text size="sm">{compensation(row)}</Text>
            </Stack>
            {canWrite && actions(row)}
          </Group>
        )}
      />
      {canWrite && (
        <>
          <TargetHoursFormModal
            usersId={usersId}
            rows={query.data ?? []}
            target={formTarget}
            onClose={() => onForm(null)}
            onCreated={setAdded}
          />
          <SurchargeModelOffer
            row={added}
            usersId={usersId}
            periods={modelPeriods}
            models={models ?? []}
            onClose={() => setAdded(null)}
          />
          <DeleteFlow
            target={deleting && { id: deleting.id, name: targetHoursName(text, deleting) }}
            detail={targetHoursQueries.detail}
            remove={remove}
            deletedMessage={(name) => t('person.deleted', { name })}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </Stack>
  );
}
