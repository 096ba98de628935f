import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, dateValue, dayBounds, toUtcTimestamp } from '../../../contract/dates.ts';
import { entryQueries, useCreateEntry, useDeleteEntry, useUpdateEntry } from '../../api/entries.ts';
import { confirmDestructive } from '../../components/confirm.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { useEditLock } from '../../lib/edit-lock.ts';
import { localeFor, parseDuration, useFormatter } from '../../lib/format.ts';
import { describeError, newIdempotencyKey } from '../../lib/http.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
import { showNotice } from '../../lib/notice.ts';
import { cellChange, lengthEdit, nextStart } from './placement.ts';
import { type AddedRow, rowKeyOf, type SheetRow, weekSheet } from './week-sheet.ts';

/**
 * The timesheet of the week starting `firstDay`: the caller's own time entries as a grid, the rows
 * added from the picker, the edit lock, and what typing into a cell writes.
 */
export function useTimesheet(firstDay: string) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const lock = useEditLock();
  const zone = user.timezone;
  const format = useFormatter();
  const today = format.today();
  const queryClient = useQueryClient();
  const filters = useMemo(
    () => ({
      time_since: toUtcTimestamp(dayBounds(firstDay, zone).start),
      time_until: toUtcTimestamp(dayBounds(addDays(firstDay, 6), zone).end),
      'filter[users_id]': user.id,
      page: 1,
      // A week of one person's entries: far fewer than the most a page holds.
      items_per_page: 1000,
    }),
    [firstDay, zone, user.id],
  );
  const query = useQuery(entryQueries.list(filters));
  const [added, setAdded] = useState<AddedRow[]>([]);
  const entries = query.data?.entries ?? [];
  const sheet = useMemo(
    () => weekSheet(query.data?.entries ?? [], firstDay, zone, added),
    [query.data, firstDay, zone, added],
  );
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  const dayName = (day: string) =>
    dateTimeFormat(localeFor(i18n.language), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(dateValue(day));

  /** Saves what was typed into a row's day; answers whether the cell now shows it. */
  async function commit(row: SheetRow, index: number, text: string): Promise<boolean> {
    const cell = row.cells[index];
    if (!cell) return false;
    const seconds = text.trim() === '' ? 0 : parseDuration(text);
    const change = cellChange(cell, seconds);
    const names = { row: row.label, day: dayName(cell.day) };
    if (change.kind === 'invalid') {
      showNotice({ color: 'red', message: t('timesheet.invalid') });
      return false;
    }
    try {
      if (change.kind === 'create') {
        const since = nextStart(entries, cell.day, zone, Date.now());
        const body = {
          type: 1 as const,
          customers_id: row.customers_id,
          projects_id: row.projects_id,
          services_id: row.services_id,
          billable: row.billable,
          time_since: toUtcTimestamp(since),
          time_until: toUtcTimestamp(since + change.seconds * 1000),
        };
        await create.mutateAsync({ body, idempotencyKey: newIdempotencyKey() });
      } else if (change.kind === 'edit' || change.kind === 'delete') {
        if (change.kind === 'delete') {
          const hours = format.duration(cell.seconds);
          const sure = await confirmDestructive({
            title: t('timesheet.deleteTitle'),
            message: t('timesheet.deleteText', { ...names, hours }),
            confirmLabel: t('timesheet.deleteConfirm'),
          });
          if (!sure) return false;
        }
        const id = change.entry.id;
        const { etag } = await queryClient.fetchQuery({ ...entryQueries.detail(id), staleTime: 0 });
        if (change.kind === 'delete') await remove.mutateAsync({ id, etag });
        else
          await update.mutateAsync({
            id,
            body: lengthEdit(change.entry, change.seconds, entries, Date.now()),
            etag,
          });
      }
      return true;
    } catch (error) {
      showNotice({
        color: 'red',
        message: t('timesheet.failed', { ...names, reason: describeError(error) }),
      });
      return false;
    }
  }

  return {
    query,
    sheet,
    today,
    lock,
    isLocked: lock.isLocked,
    commit,
    dayName,
    addRow: (row: AddedRow) =>
      setAdded((rows) => (rows.some((other) => rowKeyOf(other) === rowKeyOf(row)) ? rows : [...rows, row])),
  };
}

export type Timesheet = ReturnType<typeof useTimesheet>;
