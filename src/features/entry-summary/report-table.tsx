import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EntryRecordGroup } from '../../../contract/entry-summary.ts';
import { figureStyle, SplitCells } from './period-picture.tsx';
import type { ReportRow } from './report-rows.ts';

/**
 * The report's rows as a table: with a second level, each first-level name heads its rows once and
 * its subtotal closes them in bold; the total is the footer.
 */
export function ReportTable({
  rows,
  group,
  subgroup,
  hours,
  money,
}: {
  rows: ReportRow[];
  group: EntryRecordGroup;
  subgroup?: EntryRecordGroup;
  hours: (amount: number) => string;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const withRevenue = rows.some((row) => row.revenue !== undefined);
  const body = rows.filter((row) => row.kind !== 'total');
  const total = rows.find((row) => row.kind === 'total');
  const cells = (row: ReportRow) => (
    <>
      <Table.Td ta="right" style={figureStyle}>
        {hours(row.hours)}
      </Table.Td>
      <SplitCells row={row} withRevenue={withRevenue} hours={hours} money={money} />
    </>
  );
  return (
    // Focusable, so that a keyboard can scroll a table wider than a phone.
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('reports.table') }}>
      <Table striped={!subgroup} verticalSpacing={4} fz="sm" aria-label={t('reports.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`entrySummary.columns.${group}`)}</Table.Th>
            {subgroup && <Table.Th>{t(`entrySummary.columns.${subgroup}`)}</Table.Th>}
            <Table.Th ta="right">{t('reports.hours')}</Table.Th>
            <Table.Th ta="right">{t('entrySummary.series.billable')}</Table.Th>
            <Table.Th ta="right">{t('entrySummary.series.notBillable')}</Table.Th>
            {withRevenue && <Table.Th ta="right">{t('entrySummary.revenue')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {body.map((row, index) => {
            const subtotal = row.kind === 'subtotal';
            // A name heads its group's first row only; the subtotal names it again, for a reader who lands there.
            const heads = subtotal || index === 0 || body[index - 1]?.first !== row.first;
            return (
              <Table.Tr key={row.key} fw={subtotal ? 700 : undefined}>
                <Table.Td>{heads ? row.first : ''}</Table.Td>
                {subgroup && <Table.Td>{subtotal ? t('reports.subtotal') : row.second}</Table.Td>}
                {cells(row)}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row" colSpan={subgroup ? 2 : 1}>
                {t('reports.total')}
              </Table.Th>
              {cells(total)}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollArea>
  );
}
