import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type SurchargeModel, surchargeModelSchema } from '../../../contract/surcharges.ts';
import type { RecordColumns } from '../../components/record-columns.ts';
import type { useSurchargeText } from '../../components/surcharge-day/surcharge-text.ts';
import { SurchargeKindBadges } from './surcharge-kind-badges.tsx';

/** The surcharge models' list; `text` says a kind's window and percent in the user's clock. */
export const surchargeModelColumns: RecordColumns<
  SurchargeModel,
  { text: ReturnType<typeof useSurchargeText> }
> = {
  record: surchargeModelSchema,
  notInGrid: { id: 'a row’s name opens its model; the number means nothing to a reader' },
  notInFile:
    'a company has a handful of models, each a set of windows and percents that rows and columns would flatten; the editor shows one whole',
  columns: ({ t, text }) => [
    {
      field: 'name',
      title: t('surcharges.columns.name'),
      grid: { accessor: 'name', width: '22%', render: (model) => <ModelName model={model} /> },
    },
    {
      field: ['night', 'night_increased', 'nonbusiness', 'nonbusiness_special', 'sunday', 'saturday'],
      title: t('surcharges.columns.kinds'),
      grid: { accessor: 'kinds', render: (model) => <SurchargeKindBadges model={model} text={text} /> },
    },
    {
      field: 'accumulation',
      title: t('surcharges.columns.accumulation'),
      grid: {
        accessor: 'accumulation',
        width: 200,
        render: (model) => (
          <Text size="sm">
            {model.accumulation ? t('surcharges.accumulationOn') : t('surcharges.accumulationOff')}
          </Text>
        ),
      },
    },
  ],
};

/** Whether a model's night surcharge adds to the others, in words. */
export function accumulationText(t: TFunction, model: SurchargeModel): string {
  return model.accumulation ? t('surcharges.accumulationOn') : t('surcharges.accumulationOff');
}

export function ModelName({ model }: { model: SurchargeModel }) {
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
