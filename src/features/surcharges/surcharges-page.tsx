import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPercentage, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rights } from '../../../contract/rights.ts';
import type { SurchargeModel } from '../../../contract/surcharges.ts';
import { surchargeQueries, useDeleteSurchargeModel } from '../../api/surcharges.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import { gridColumns } from '../../components/record-columns.ts';
import { ResourceList } from '../../components/resource-list.tsx';
import { useSurchargeText } from '../../components/surcharge-day/surcharge-text.ts';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { accumulationText, ModelName, surchargeModelColumns } from './surcharge-columns.tsx';
import { SurchargeKindBadges } from './surcharge-kind-badges.tsx';

/** All surcharge models, with what each one pays for; owners and managers create, edit and delete them. */
export function SurchargesPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const caller = useCaller();
  const format = useFormatter();
  const canWrite = rights.writesMasterData(caller);
  const text = useSurchargeText({ hour12: user.timeformat_12h });
  const [deleting, setDeleting] = useState<SurchargeModel | null>(null);
  const list = useQuery({
    ...surchargeQueries.list(),
    // The route loader has already started (and retried) this request; mounting must not repeat it.
    retryOnMount: false,
  });

  const newButton = canWrite && (
    <Button component={Link} to="/surcharges/new" leftSection={<IconPlus size={18} aria-hidden />}>
      {t('surcharges.new')}
    </Button>
  );

  const actions = (model: SurchargeModel) => (
    <RowActions
      editLabel={t('surcharges.editLabel', { name: model.name })}
      deleteLabel={t('surcharges.deleteLabel', { name: model.name })}
      editLink={(props) => <Link {...props} to="/surcharges/$id" params={{ id: model.id }} />}
      onDelete={() => setDeleting(model)}
    />
  );

  const columns: DataTableColumn<SurchargeModel>[] = [
    ...gridColumns(surchargeModelColumns.columns({ t, format, caller, text })),
    actionsColumn(actions, !canWrite),
  ];

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('surcharges.listTitle')}
        description={t('surcharges.intro')}
        addLabel={t('surcharges.new')}
        add={newButton}
      />
      {!canWrite && (
        <Text size="sm" c="dimmed">
          {t('surcharges.readOnly')}
        </Text>
      )}
      <ResourceList
        label={t('surcharges.listTitle')}
        query={list}
        records={(models) => models}
        columns={columns}
        // A handful of models: by name, without sort controls.
        defaultSort="name"
        sortValues={{ name: (model) => model.name }}
        skeletonRows={4}
        empty={{
          title: t('surcharges.noModelsYet'),
          description: canWrite ? t('surcharges.noModelsHint') : t('surcharges.noModelsHintReadOnly'),
          icon: <IconPercentage aria-hidden />,
          action: newButton,
        }}
        card={(model) => (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div>
                <ModelName model={model} />
                <Text size="sm" c="dimmed">
                  {accumulationText(t, model)}
                </Text>
              </div>
              {canWrite && actions(model)}
            </Group>
            <Group mt="sm">
              <SurchargeKindBadges model={model} text={text} />
            </Group>
          </>
        )}
      />
      <DeleteFlow
        target={deleting}
        detail={surchargeQueries.detail}
        remove={useDeleteSurchargeModel()}
        servicesReason
        deletedMessage={(name) => t('surcharges.deleted', { name })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
