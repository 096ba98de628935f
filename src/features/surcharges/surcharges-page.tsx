import 'mantine-datatable/styles.css';
import {
  ActionIcon,
  Anchor,
  Button,
  EmptyState,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconPercentage, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rights } from '../../../contract/rights.ts';
import type { SurchargeModel } from '../../../contract/surcharges.ts';
import { surchargeQueries } from '../../api/surcharges.ts';
import { TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { localeFor } from '../../lib/format.ts';
import { SurchargeDeleteDialog } from './surcharge-delete-dialog.tsx';
import { SurchargeKindBadges } from './surcharge-kind-badges.tsx';
import { useSurchargeText } from './surcharge-text.ts';
import classes from './surcharges-page.module.css';

/** All surcharge models, with what each one pays for; owners and managers create, edit and delete them. */
export function SurchargesPage() {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const canWrite = rights.writesMasterData(useCaller());
  const text = useSurchargeText({ hour12: user.timeformat_12h });
  const [deleting, setDeleting] = useState<SurchargeModel | null>(null);
  const list = useQuery({
    ...surchargeQueries.list(),
    // The route loader has already started (and retried) this request; mounting must not repeat it.
    retryOnMount: false,
  });

  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const locale = localeFor(i18n.language);
  const models = useMemo(
    () =>
      [...(list.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' })),
    [list.data, locale],
  );

  const accumulationText = (model: SurchargeModel) =>
    model.accumulation ? t('surcharges.accumulationOn') : t('surcharges.accumulationOff');

  const newButton = canWrite && (
    <Button component={Link} to="/surcharges/new" leftSection={<IconPlus size={18} aria-hidden />}>
      {t('surcharges.new')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('surcharges.listTitle')}
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t('surcharges.intro')}
          </Text>
        </div>
        {newButton}
      </Group>
      {!canWrite && (
        <Text size="sm" c="dimmed">
          {t('surcharges.readOnly')}
        </Text>
      )}

      {list.isPending ? (
        <TableSkeleton rows={4} />
      ) : list.isError ? (
        <ErrorPanel error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : models.length === 0 ? (
        <Paper withBorder p="xl">
          <EmptyState
            title={t('surcharges.noModelsYet')}
            description={canWrite ? t('surcharges.noModelsHint') : t('surcharges.noModelsHintReadOnly')}
            icon={<IconPercentage aria-hidden />}
          >
            {newButton && <EmptyState.Actions>{newButton}</EmptyState.Actions>}
          </EmptyState>
        </Paper>
      ) : phone ? (
        <Stack component="ul" gap="sm" className={classes.cards} aria-label={t('surcharges.listTitle')}>
          {models.map((model) => (
            <Paper component="li" key={model.id} withBorder p="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div>
                  <ModelName model={model} />
                  <Text size="sm" c="dimmed">
                    {accumulationText(model)}
                  </Text>
                </div>
                {canWrite && <ModelActions model={model} onDelete={() => setDeleting(model)} />}
              </Group>
              <Group mt="sm">
                <SurchargeKindBadges model={model} text={text} />
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <DataTable<SurchargeModel>
          aria-label={t('surcharges.listTitle')}
          withTableBorder
          borderRadius="md"
          striped
          verticalAlign="center"
          records={models}
          idAccessor="id"
          columns={[
            {
              accessor: 'name',
              title: t('surcharges.columns.name'),
              width: '22%',
              render: (model) => <ModelName model={model} />,
            },
            {
              accessor: 'kinds',
              title: t('surcharges.columns.kinds'),
              render: (model) => <SurchargeKindBadges model={model} text={text} />,
            },
            {
              accessor: 'accumulation',
              title: t('surcharges.columns.accumulation'),
              width: 200,
              render: (model) => <Text size="sm">{accumulationText(model)}</Text>,
            },
            {
              accessor: 'actions',
              title: <VisuallyHidden>{t('common.actions')}</VisuallyHidden>,
              hidden: !canWrite,
              textAlign: 'right',
              width: 96,
              render: (model) => <ModelActions model={model} onDelete={() => setDeleting(model)} />,
            },
          ]}
        />
      )}
      <SurchargeDeleteDialog model={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function ModelName({ model }: { model: SurchargeModel }) {
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/surcharges/$id" params={{ id: model.id }} />}
      fw={500}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {model.name}
    </Anchor>
  );
}

function ModelActions({ model, onDelete }: { model: SurchargeModel; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('common.edit')} openDelay={300}>
        <ActionIcon
          variant="subtle"
          renderRoot={(props) => <Link {...props} to="/surcharges/$id" params={{ id: model.id }} />}
          aria-label={t('surcharges.editLabel', { name: model.name })}
        >
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.delete')} openDelay={300}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('surcharges.deleteLabel', { name: model.name })}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
