import { Grid, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HolidaysCarryRow, HolidaysQuotaRow } from '../../../contract/holidays.ts';
import {
  holidaysCarryQueries,
  useDeleteHolidaysCarryOfUser,
  userCarryKey,
} from '../../api/holidays-carry.ts';
import { holidaysQuotaQueries, useDeleteHolidaysQuota } from '../../api/holidays-quota.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, RowActions } from '../../components/list-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { type PersonText, usePersonText } from './person-text.ts';
import { SectionHeader } from './section-header.tsx';

const CarryFormModal = lazyFormDialog(
  () => import('./carry-form.tsx'),
  (module) => module.CarryFormModal,
);
const QuotaFormModal = lazyFormDialog(
  () => import('./quota-form.tsx'),
  (module) => module.QuotaFormModal,
);

const quotaName = (text: PersonText, row: HolidaysQuotaRow) =>
  `${text.days(row.count)}, ${text.years(row.year_since, row.year_until)}`;

const carryName = (text: PersonText, row: HolidaysCarryRow) => `${text.signedDays(row.count)}, ${row.year}`;

/** The forms this section opens, from its tables or the timeline. */
export type HolidayForm = { kind: 'quota' | 'carry'; target: FormTarget };

/**
 * A person's holiday quotas (days per year over ranges of years) and carryovers (per year, may be
 * negative), beside the holiday account of the year picked (`account`).
 */
export function HolidaysSection({
  usersId,
  quotas,
  carryovers,
  canWrite,
  year,
  years,
  onYearChange,
  thisYear,
  account,
  form,
  onForm,
}: {
  usersId: number;
  quotas: UseQueryResult<HolidaysQuotaRow[]>;
  carryovers: UseQueryResult<HolidaysCarryRow[]>;
  canWrite: boolean;
  /** The holiday account's year. */
  year: number;
  /** The years the picker offers. */
  years: number[];
  onYearChange: (year: number) => void;
  thisYear: number;
  account: ReactNode;
  form: HolidayForm | null;
  onForm: (form: HolidayForm | null) => void;
}) {
  const { t } = useTranslation();
  const text = usePersonText();
  const [deletingQuota, setDeletingQuota] = useState<HolidaysQuotaRow | null>(null);
  const [deletingCarry, setDeletingCarry] = useState<HolidaysCarryRow | null>(null);
  const removeQuota = useDeleteHolidaysQuota();
  const removeCarry = useDeleteHolidaysCarryOfUser(usersId);

  const quotaActions = (row: HolidaysQuotaRow) => (
    <RowActions
      editLabel={t('person.editLabel', { name: quotaName(text, row) })}
      deleteLabel={t('person.deleteLabel', { name: quotaName(text, row) })}
      onEdit={() => onForm({ kind: 'quota', target: { kind: 'edit', id: row.id } })}
      onDelete={() => setDeletingQuota(row)}
    />
  );
  const carryActions = (row: HolidaysCarryRow) => (
    <RowActions
      editLabel={t('person.editLabel', { name: carryName(text, row) })}
      deleteLabel={t('person.deleteLabel', { name: carryName(text, row) })}
      onEdit={() => onForm({ kind: 'carry', target: { kind: 'edit', id: row.year } })}
      onDelete={() => setDeletingCarry(row)}
    />
  );
  const quotaColumns: DataTableColumn<HolidaysQuotaRow>[] = [
    {
      accessor: 'year_since',
      title: t('person.quotas.years'),
      sortable: true,
      render: (row) => text.years(row.year_since, row.year_until),
    },
    {
      accessor: 'count',
      title: t('person.quotas.perYear'),
      textAlign: 'right',
      render: (row) => text.days(row.count),
    },
    actionsColumn(quotaActions, !canWrite),
  ];
  const carryColumns: DataTableColumn<HolidaysCarryRow>[] = [
    { accessor: 'year', title: t('person.carryovers.year'), sortable: true },
    {
      accessor: 'count',
      title: t('person.carryovers.count'),
      textAlign: 'right',
      render: (row) => text.signedDays(row.count),
    },
    { accessor: 'note', title: t('person.carryovers.note'), render: (row) => row.note ?? '' },
    actionsColumn(carryActions, !canWrite),
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="person-holidays">
      <div>
        <Title order={2} size="h4" id="person-holidays">
          {t('person.holidays.title')}
        </Title>
        <Text size="sm" maw={640}>
          {t('person.holidays.description')}
        </Text>
      </div>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Stack gap="xs">
              <SectionHeader
                id="person-quotas"
                order={3}
                title={t('person.quotas.title')}
                addLabel={t('person.quotas.new')}
                onAdd={canWrite ? () => onForm({ kind: 'quota', target: { kind: 'create' } }) : undefined}
              />
              <ResourceList
                label={t('person.quotas.title')}
                query={quotas}
                records={(rows) => rows}
                columns={quotaColumns}
                defaultSort="year_since"
                empty={{ title: t('person.quotas.none') }}
                card={(row) => (
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={2}>
                      <Text fw={500}>{text.days(row.count)}</Text>
                      <Text size="sm">{text.years(row.year_since, row.year_until)}</Text>
                    </Stack>
                    {canWrite && quotaActions(row)}
                  </Group>
                )}
              />
            </Stack>
            <Stack gap="xs">
              <SectionHeader
                id="person-carryovers"
                order={3}
                title={t('person.carryovers.title')}
                addLabel={t('person.carryovers.new')}
                onAdd={canWrite ? () => onForm({ kind: 'carry', target: { kind: 'create' } }) : undefined}
              />
              <ResourceList
                label={t('person.carryovers.title')}
                query={carryovers}
                records={(rows) => rows}
                columns={carryColumns}
                idAccessor="year"
                defaultSort="year"
                empty={{ title: t('person.carryovers.none') }}
                card={(row) => (
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={2}>
                      <Text fw={500}>
                        {row.year}: {text.signedDays(row.count)}
                      </Text>
                      {row.note && <Text size="sm">{row.note}</Text>}
                    </Stack>
                    {canWrite && carryActions(row)}
                  </Group>
                )}
              />
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Select
              label={t('person.holidays.accountYear')}
              data={years.map(String)}
              value={String(year)}
              onChange={(value) => value && onYearChange(Number(value))}
              allowDeselect={false}
              w={220}
            />
            {account}
          </Stack>
        </Grid.Col>
      </Grid>
      {canWrite && (
        <>
          <QuotaFormModal
            usersId={usersId}
            quotas={quotas.data ?? []}
            thisYear={thisYear}
            target={form?.kind === 'quota' ? form.target : null}
            onClose={() => onForm(null)}
          />
          <CarryFormModal
            usersId={usersId}
            carryovers={carryovers.data ?? []}
            year={year}
            target={form?.kind === 'carry' ? form.target : null}
            onClose={() => onForm(null)}
          />
          <DeleteFlow
            target={deletingQuota && { id: deletingQuota.id, name: quotaName(text, deletingQuota) }}
            detail={holidaysQuotaQueries.detail}
            remove={removeQuota}
            deletedMessage={(name) => t('person.deleted', { name })}
            onClose={() => setDeletingQuota(null)}
          />
          <DeleteFlow
            target={deletingCarry && { id: deletingCarry.year, name: carryName(text, deletingCarry) }}
            detail={(carryYear: number) => holidaysCarryQueries.detail(userCarryKey(usersId, carryYear))}
            remove={removeCarry}
            deletedMessage={(name) => t('person.deleted', { name })}
            onClose={() => setDeletingCarry(null)}
          />
        </>
      )}
    </Stack>
  );
}
