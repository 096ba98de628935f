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
import { type CarryKind, type CarryRow, carryMessage } from './carry-kinds.ts';
import { usePersonText } from './person-text.ts';
import { SectionHeader } from './section-header.tsx';

const CarryFormModal = lazyFormDialog(
  () => import('./carry-form.tsx'),
  (module) => module.CarryFormModal,
);

/**
 * A person's holiday or overtime carryovers (`kind`), one per year, with their notes; writers add,
 * edit and delete them. `order` 2 makes it a section of its own, 3 a part of one.
 */
export function CarryList<Row extends CarryRow>({
  kind,
  usersId,
  query,
  canWrite,
  year,
  order = 3,
  description,
  formTarget,
  onForm,
}: {
  kind: CarryKind<Row>;
  usersId: number;
  query: UseQueryResult<Row[]>;
  canWrite: boolean;
  /** Where a new carryover goes. */
  year: number;
  order?: 2 | 3;
  description?: string;
  formTarget: FormTarget | null;
  onForm: (target: FormTarget | null) => void;
}) {
  const { t } = useTranslation();
  const text = usePersonText();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const remove = kind.useDeleteOfUser(usersId);
  const amount = (row: Row) => kind.amountText(text, kind.amountOf(row));
  const nameOf = (row: Row) => `${amount(row)}, ${row.year}`;
  const actions = (row: Row) => (
    <RowActions
      editLabel={t('person.editLabel', { name: nameOf(row) })}
      deleteLabel={t('person.deleteLabel', { name: nameOf(row) })}
      onEdit={() => onForm({ kind: 'edit', id: row.year })}
      onDelete={() => setDeleting(row)}
    />
  );
  const columns: DataTableColumn<Row>[] = [
    { accessor: 'year', title: t(carryMessage(kind, 'year')), sortable: true },
    {
      accessor: kind.amountField,
      title: t(carryMessage(kind, 'amount')),
      textAlign: 'right',
      render: amount,
    },
    { accessor: 'note', title: t(carryMessage(kind, 'note')), render: (row) => row.note ?? '' },
    actionsColumn(actions, !canWrite),
  ];
  const id = `person-${kind.messages}`;

  return (
    <Stack gap="xs" component={order === 2 ? 'section' : 'div'} aria-labelledby={id}>
      <SectionHeader
        id={id}
        order={order}
        title={t(carryMessage(kind, 'title'))}
        description={description}
        addLabel={t(carryMessage(kind, 'new'))}
        onAdd={canWrite ? () => onForm({ kind: 'create' }) : undefined}
      />
      <ResourceList
        label={t(carryMessage(kind, 'title'))}
        query={query}
        records={(rows) => rows}
        columns={columns}
        idAccessor="year"
        defaultSort="year"
        empty={{ title: t(carryMessage(kind, 'none')) }}
        card={(row) => (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={2}>
              <Text fw={500}>
                {row.year}: {amount(row)}
              </Text>
              {row.note && <Text size="sm">{row.note}</Text>}
            </Stack>
            {canWrite && actions(row)}
          </Group>
        )}
      />
      {canWrite && (
        <>
          <CarryFormModal
            // The lazily loaded form loses its type parameter; the kind and its rows belong together.
            kind={kind as unknown as CarryKind<CarryRow>}
            usersId={usersId}
            carryovers={query.data ?? []}
            year={year}
            target={formTarget}
            onClose={() => onForm(null)}
          />
          <DeleteFlow
            target={deleting && { id: deleting.year, name: nameOf(deleting) }}
            detail={kind.ofUserByYear(usersId)}
            remove={remove}
            deletedMessage={(name) => t('person.deleted', { name })}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </Stack>
  );
}
