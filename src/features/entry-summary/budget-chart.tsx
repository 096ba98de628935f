// Its styles come with the chart, which loads when first shown.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

export type BudgetPoint = { label: string; used: number; budget: number };

/** A project's cumulative use by week against its budget line; loaded on its own, as the period chart. */
export default function BudgetChart({
  points,
  format,
}: {
  points: BudgetPoint[];
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <LineChart
      h={220}
      data={points}
      dataKey="label"
      series={[
        { name: 'used', label: t('reports.budget.used'), color: 'blue.6' },
        { name: 'budget', label: t('reports.budget.budget'), color: 'red.6', strokeDasharray: '6 4' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={format}
      withDots={false}
      curveType="linear"
    />
  );
}
