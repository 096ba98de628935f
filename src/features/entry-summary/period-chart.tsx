// Its styles come with the chart, which loads when first shown.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

/** One bar: its label on the axis and the hours stacked in it. */
export type ChartBar = { label: string; billable: number; notBillable: number };

/**
 * The bars of a period summary, billable hours stacked under the others; loaded on its own, so the
 * chart library stays out of every page but the one that shows it. Days and weeks stand upright,
 * customers and projects lie along their names. A click on a bar's column picks its bucket; the
 * list beside the chart offers the same to the keyboard.
 */
export default function PeriodChart({
  bars,
  layout,
  formatHours,
  onPick,
}: {
  bars: ChartBar[];
  layout: 'columns' | 'rows';
  formatHours: (hours: number) => string;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslation();
  const rows = layout === 'rows';
  return (
    <BarChart
      h={rows ? Math.max(160, bars.length * 34 + 40) : 240}
      data={bars}
      dataKey="label"
      type="stacked"
      orientation={rows ? 'vertical' : 'horizontal'}
      series={[
        // Blue and orange stay apart in light and dark, and for colour-blind readers.
        { name: 'billable', label: t('entrySummary.series.billable'), color: 'blue.6' },
        { name: 'notBillable', label: t('entrySummary.series.notBillable'), color: 'orange.5' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={formatHours}
      tickLine="none"
      gridAxis={rows ? 'x' : 'y'}
      maxBarWidth={rows ? 24 : 48}
      yAxisProps={rows ? { width: 120 } : undefined}
      barChartProps={{
        onClick: (state) => {
          const index = Number(state?.activeTooltipIndex);
          if (Number.isInteger(index) && index >= 0 && index < bars.length) onPick(index);
        },
        style: { cursor: 'pointer' },
      }}
    />
  );
}
