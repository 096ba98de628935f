import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rate, RateTarget } from '../../../contract/rates.ts';
import { rights } from '../../../contract/rights.ts';
import { rateQueries, useDeleteRate } from '../../api/rates.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { groupRates, type RateGroup } from './rate-groups.ts';
import { RerateOffer } from './rerate-offer.tsx';
import { useRateChoices, useTargetName } from './use-rate-choices.ts';

const RateFormModal = lazyFormDialog(
  () => import('./rate-form.tsx'),
  (module) => module.RateFormModal,
);
const RerateDialog = lazyFormDialog(
  () => import('./rerate-dialog.tsx'),
  (module) => module.RerateDialog,
  (props) => props.rate !== null,
);

/**
 * The hourly rates by what they apply to, the most specific first, each with its dated history and
 * the amount in force today (docs/interface.md#hourly-rates).
 */
export function RatesPage() {
  const { t } = useTranslation();
  const format = useFormatter();
  const canWrite = rights.writesMasterData(useCaller());
  const targetName = useTargetName(useRateChoices());
  const [form, setForm] = useState<{ target: FormTarget; preset?: RateTarget } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  // A rate just saved, whose open entries the page offers to re-rate; and the rate being re-rated.
  const [saved, setSaved] = useState<Rate | null>(null);
  const [rerating, setRerating] = useState<Rate | null>(null);
  const list = useQuery({ ...rateQueries.list(), retryOnMount: false });
  const today = format.today();

  const history = (group: RateGroup) => (
    <Stack gap={4}>
      {group.rates.map((rate: Rate) => {
        const words = { target: targetName(group.target), date: format.date(rate.date_since) };
        return (
          <Group key={rate.id} gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm">
              {t('rates.since', { amount: format.money(rate.hourly_rate), date: words.date })}
            </Text>
            <Group gap={4} wrap="nowrap">
              {rate.id === group.current?.id && <Badge variant="light">{t('rates.inForce')}</Badge>}
              {rate.date_since > today && (
                <Badge variant="outline" color="gray">
                  {t('rates.upcoming')}
                </Badge>
              )}
              {canWrite && rate.date_since <= today && (
                <Tooltip label={t('rates.rerate.rowLabel', words)} openDelay={300}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('rates.rerate.rowLabel', words)}
                    onClick={() => setRerating(rate)}
                    onPointerEnter={RerateDialog.preload}
                  >
                    <IconReceiptRefund size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              {canWrite && (
                <RowActions
                  editLabel={t('rates.editLabel', words)}
                  deleteLabel={t('rates.deleteLabel', words)}
                  onEdit={() => setForm({ target: { kind: 'edit', id: rate.id } })}
                  preloadEdit={RateFormModal.preload}
                  onDelete={() => setDeleting({ id: rate.id, name: t('rates.rowName', words) })}
                />
              )}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );

  const columns: DataTableColumn<RateGroup>[] = [
    {
      accessor: 'name',
      title: t('rates.columns.target'),
      render: (group) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {targetName(group.target)}
          </Text>
          {group.level !== 'company' && (
            <Text size="xs" c="dimmed">
              {t(`rates.levels.${group.level}`)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'current',
      title: t('rates.columns.current'),
      render: (group) => (group.current ? format.money(group.current.hourly_rate) : '—'),
    },
    { accessor: 'rates', title: t('rates.columns.history'), render: history },
    actionsColumn(
      (group) => (
        <Tooltip label={t('rates.addToTarget', { target: targetName(group.target) })} openDelay={300}>
          <ActionIcon
            variant="subtle"
            aria-label={t('rates.addToTarget', { target: targetName(group.target) })}
            onClick={() => setForm({ target: { kind: 'create' }, preset: group.target })}
            onPointerEnter={RateFormModal.preload}
          >
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
      !canWrite,
      56,
    ),
  ];

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('rates.title')}
        description={t('rates.description')}
        addLabel={t('rates.new')}
        onAdd={canWrite ? () => setForm({ target: { kind: 'create' } }) : undefined}
        preloadAdd={RateFormModal.preload}
      />
      {saved && saved.date_since <= today && (
        <RerateOffer
          target={targetName(saved)}
          since={saved.date_since}
          onOpen={() => {
            setRerating(saved);
            setSaved(null);
          }}
          onDismiss={() => setSaved(null)}
        />
      )}
      <ResourceList
        label={t('rates.title')}
        query={list}
        records={(rates) => groupRates(rates, today)}
        columns={columns}
        idAccessor="key"
        empty={{ title: t('rates.noneYet'), description: t('rates.noneYetHint') }}
      />
      <RateFormModal
        target={form?.target ?? null}
        preset={form?.preset}
        onSaved={setSaved}
        onClose={() => setForm(null)}
      />
      <RerateDialog rate={rerating} onClose={() => setRerating(null)} />
      <DeleteFlow
        target={deleting}
        detail={rateQueries.detail}
        remove={useDeleteRate()}
        deletedMessage={(name) => t('rates.deleted', { name })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
