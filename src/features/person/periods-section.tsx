import { Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, RowActions } from '../../components/list-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import {
  type PeriodKind,
  type PeriodReference,
  periodMessage,
  type ReferencePeriod,
  referenceNameOf,
} from './period-kinds.ts';
import { usePersonText } from './person-text.ts';
import { SectionHeader } from './section-header.tsx';

const PeriodFormModal = lazyFormDialog(
  () => import('./period-form.tsx'),
  (module) => module.PeriodFormModal,
);

/**
 * Which holiday group or surcharge model (`kind`) applies to a person when; writers add, edit and
 * delete periods.
 */
export function PeriodsSection<Period extends ReferencePeriod>({
  kind,
  usersId,
  query,
  references,
  canWrite,
  formTarget,
  onForm,
}: {
  kind: PeriodKind<Period>;
  usersId: number;
  query: UseQueryResult<Period[]>;
  /** The groups or models a period may name. */
  references: readonly PeriodReference[] | undefined;
  canWrite: boolean;
  formTarget: FormTarget | null;
  onForm: (target: FormTarget | null) => void;
}) {
  const { t } = useTranslation();
  const text = usePersonText();
  const [deleting, setDeleting] = useState<Period | null>(null);
  const remove = kind.useDelete();
  const referenceName = (period: Period) => referenceNameOf(references, kind.referenceOf(period));
  const nameOf = (period: Period) =>
    `${referenceName(period)}, ${text.range(period.date_since, period.date_until)}`;
  const actions = (period: Period) => (
    <RowActions
      editLabel={t('person.editLabel', { name: nameOf(period) })}
      deleteLabel={t('person.deleteLabel', { name: nameOf(period) })}
      onEdit={() => onForm({ kind: 'edit', id: period.id })}
      onDelete={() => setDeleting(period)}
    />
  );
  const columns: DataTableColumn<Period>[] = [
    {
      accessor: 'date_since',
      title: t('person.columns.valid'),
      sortable: true,
      render: (period) => text.range(period.date_since, period.date_until),
    },
    { accessor: kind.field, title: t(periodMessage(kind, 'reference')), render: referenceName },
    actionsColumn(actions, !canWrite),
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby={`person-${kind.messages}`}>
      <SectionHeader
        id={`person-${kind.messages}`}
        title={t(periodMessage(kind, 'title'))}
        description={t(periodMessage(kind, 'description'))}
        addLabel={t(periodMessage(kind, 'new'))}
        onAdd={canWrite ? () => onForm({ kind: 'create' }) : undefined}
      />
      <ResourceList
        label={t(periodMessage(kind, 'title'))}
        query={query}
        records={(periods) => periods}
        columns={columns}
        defaultSort="date_since"
        empty={{ title: t(periodMessage(kind, 'none')), description: t(periodMessage(kind, 'noneHint')) }}
        card={(period) => (
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2}>
              <Text fw={500}>{referenceName(period)}</Text>
              <Text size="sm">{text.range(period.date_since, period.date_until)}</Text>
            </Stack>
            {canWrite && actions(period)}
          </Group>
        )}
      />
      {canWrite && (
        <>
          <PeriodFormModal
            // The lazily loaded form loses its type parameter; the kind and its periods belong together.
            kind={kind as unknown as PeriodKind<ReferencePeriod>}
            usersId={usersId}
            periods={query.data ?? []}
            references={references ?? []}
            target={formTarget}
            onClose={() => onForm(null)}
          />
          <DeleteFlow
            target={deleting && { id: deleting.id, name: nameOf(deleting) }}
            detail={kind.detail}
            remove={remove}
            deletedMessage={(name) => t('person.deleted', { name })}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </Stack>
  );
}
