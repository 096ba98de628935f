import { Grid, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HolidaysCarryRow, HolidaysQuotaRow } from '../../../contract/holidays.ts';
import { holidaysQuotaQueries, useDeleteHolidaysQuota } from '../../api/holidays-quota.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, RowActions } from '../../components/list-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { holidayCarryovers } from './carry-kinds.ts';
import { CarryList } from './carry-list.tsx';
import { type PersonText, usePersonText } from './person-text.ts';
import { SectionHeader } from './section-header.tsx';

const QuotaFormModal = lazyFormDialog(
  () => import('./quota-form.tsx'),
  (module) => module.QuotaFormModal,
);

const quotaName = (text: PersonText, row: HolidaysQuotaRow) =>
  `${text.days(row.count)}, ${text.years(row.year_since, row.year_until)}`;

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
  const removeQuota = useDeleteHolidaysQuota();

  const quotaActions = (row: HolidaysQuotaRow) => (
    <RowActions
      editLabel={t('person.editLabel', { name: quotaName(text, row) })}
      deleteLabel={t('person.deleteLabel', { name: quotaName(text, row) })}
      onEdit={() => onForm({ kind: 'quota', target: { kind: 'edit', id: row.id } })}
      onDelete={() => setDeletingQuota(row)}
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
            <CarryList
              kind={holidayCarryovers}
              usersId={usersId}
              query={carryovers}
              canWrite={canWrite}
              year={year}
              formTarget={form?.kind === 'carry' ? form.target : null}
              onForm={(target) => onForm(target && { kind: 'carry', target })}
            />
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
          <DeleteFlow
            target={deletingQuota && { id: deletingQuota.id, name: quotaName(text, deletingQuota) }}
            detail={holidaysQuotaQueries.detail}
            remove={removeQuota}
            deletedMessage={(name) => t('person.deleted', { name })}
            onClose={() => setDeletingQuota(null)}
          />
        </>
      )}
    </Stack>
  );
}
