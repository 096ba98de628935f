import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Caller, rights } from '../../../contract/rights.ts';
import { type User, userEditSchema } from '../../../contract/users.ts';
import type { BulkResult } from '../../api/resource.ts';
import { useUpdateEachUser } from '../../api/users.ts';
import { BulkRefusals, SelectionBar } from '../../components/bulk-report.tsx';
import { FormDateField } from '../../components/form-date-field.tsx';
import type { SortOrder } from '../../components/list-table.tsx';
import { useOfflineWrites } from '../../components/offline-writes.tsx';
import type { EmptyContent, ListFilters } from '../../components/resource-list.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { useFormatter } from '../../lib/format.ts';
import { describeError } from '../../lib/http.ts';
import { showNotice } from '../../lib/notice.ts';
import {
  dynamicLockOptions,
  dynamicLockText,
  effectiveLock,
  effectiveLockText,
  syncText,
} from './edit-lock.ts';
import type { UserRow } from './filters.ts';

/** Whether the caller may set this co-worker's lock (a manager not their own). */
function setsLockOf(caller: Caller, user: User): boolean {
  const facts = { id: user.id, role: user.role ?? 'worker', active: user.active };
  return (
    rights.forbiddenUserEditFields(caller, facts, { fields: ['edit_lock', 'edit_lock_dyn'] }).length === 0
  );
}

/**
 * Every co-worker's edit lock in one table, drawn a page at a time, with a bulk action to set it for a
 * selection, which may span pages or take everyone the filters show.
 */
export function EditLockOverview({
  caller,
  query,
  rows,
  sort,
  empty,
  filters,
}: {
  caller: Caller;
  query: UseQueryResult<User[]>;
  rows: UserRow[];
  sort: { value: SortOrder; onChange: (sort: SortOrder) => void };
  empty: EmptyContent;
  filters: ListFilters;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const [selected, setSelected] = useState<UserRow[]>([]);
  const [setting, setSetting] = useState<UserRow[] | null>(null);
  const now = Date.now();
  // Ticked rows a filter now hides are left alone; the header's box ticks the page, this the whole list.
  const shownIds = new Set(rows.map((user) => user.id));
  const selectedShown = selected.filter((user) => shownIds.has(user.id));
  const selectable = rows.filter((user) => setsLockOf(caller, user));

  const columns: DataTableColumn<UserRow>[] = [
    {
      accessor: 'name',
      title: t('users.columns.name'),
      sortable: true,
      render: (user) => (
        <Text size="sm" fw={500}>
          {user.name}
        </Text>
      ),
    },
    {
      accessor: 'role',
      title: t('users.columns.role'),
      sortable: true,
      noWrap: true,
      render: (user) => (user.role ? t(`roles.${user.role}`) : '—'),
    },
    {
      accessor: 'edit_lock',
      title: t('users.columns.fixedLock'),
      sortable: true,
      noWrap: true,
      render: (user) => (user.edit_lock ? format.date(user.edit_lock) : t('users.lock.none')),
    },
    {
      accessor: 'edit_lock_dyn',
      title: t('users.columns.dynamicLock'),
      sortable: true,
      render: (user) => (user.edit_lock_dyn ? dynamicLockText(t, user.edit_lock_dyn) : t('users.lock.none')),
    },
    {
      accessor: 'edit_lock_sync',
      title: t('users.columns.sync'),
      render: (user) => syncText(t, user.edit_lock_sync),
    },
    {
      accessor: 'effective',
      title: t('users.columns.effectiveLock'),
      sortable: true,
      render: (user) => (
        <Text size="sm" fw={effectiveLock(user, now) ? 500 : undefined}>
          {effectiveLockText(t, format.date, user, now)}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('users.locks.description')}
      </Text>
      {selectedShown.length > 0 && (
        <SelectionBar
          count={t('users.locks.selected', { count: selectedShown.length })}
          clearLabel={t('users.locks.clearSelection')}
          onClear={() => setSelected([])}
          selectAll={
            selectedShown.length < selectable.length
              ? {
                  label: t('users.locks.selectEveryone', { count: selectable.length }),
                  onSelect: () => setSelected(selectable),
                }
              : undefined
          }
        >
          <Button
            size="xs"
            leftSection={<IconLock size={16} aria-hidden />}
            onClick={() => setSetting(selectedShown)}
          >
            {t('users.locks.setLock')}
          </Button>
        </SelectionBar>
      )}
      <ResourceList
        label={t('users.view.locks')}
        query={query}
        records={() => rows}
        columns={columns}
        sort={sort}
        sortValues={{ effective: (user) => effectiveLock(user, now) ?? '' }}
        empty={empty}
        filters={filters}
        pagesHere
        selection={{
          selected,
          onChange: setSelected,
          selectable: (user) => setsLockOf(caller, user),
          allLabel: t('users.locks.selectAll'),
          rowLabel: (user) => t('users.locks.selectRow', { name: user.name }),
        }}
      />
      {setting && (
        <BulkLockDialog
          users={setting}
          onClose={() => setSetting(null)}
          onAllSaved={() => {
            setSetting(null);
            setSelected([]);
          }}
        />
      )}
    </Stack>
  );
}

type LockKind = 'fixed' | 'dynamic' | 'remove';
type LockValues = { kind: LockKind; edit_lock: string | null; edit_lock_dyn: number | null };

function lockBody(values: LockValues) {
  if (values.kind === 'fixed') return { edit_lock: values.edit_lock };
  if (values.kind === 'dynamic') return { edit_lock_dyn: values.edit_lock_dyn };
  return { edit_lock: null, edit_lock_dyn: null };
}

/** Sets one lock for several co-workers and reports, per person, what the service refused. */
function BulkLockDialog({
  users,
  onClose,
  onAllSaved,
}: {
  users: UserRow[];
  onClose: () => void;
  onAllSaved: () => void;
}) {
  const { t } = useTranslation();
  const offline = useOfflineWrites();
  const update = useUpdateEachUser();
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const form = useForm<LockValues>({
    defaultValues: { kind: 'fixed', edit_lock: null, edit_lock_dyn: null },
  });
  const kind = form.watch('kind');
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (values.kind === 'fixed' && !values.edit_lock) {
      form.setError('edit_lock', { type: 'required', message: t('form.required') });
      return;
    }
    if (values.kind === 'dynamic' && values.edit_lock_dyn === null) {
      form.setError('edit_lock_dyn', { type: 'required', message: t('form.required') });
      return;
    }
    const body = userEditSchema.parse(lockBody(values));
    update.mutate(
      { ids: users.map((user) => user.id), body },
      {
        onSuccess: (answers) => {
          setResults(answers);
          if (answers.every((answer) => answer.error === null)) {
            showNotice({
              color: 'green',
              message: t('users.locks.allSaved', { count: answers.length }),
            });
            onAllSaved();
          }
        },
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.locks.title', { count: users.length })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Radio.Group
                label={t('users.locks.kind')}
                value={field.value}
                onChange={(value) => field.onChange(value as LockKind)}
              >
                <Stack gap="xs" mt={6}>
                  <Radio value="fixed" label={t('users.locks.fixed')} />
                  <Radio value="dynamic" label={t('users.locks.dynamic')} />
                  <Radio
                    value="remove"
                    label={t('users.locks.remove')}
                    description={t('users.locks.removeHint')}
                  />
                </Stack>
              </Radio.Group>
            )}
          />
          {kind === 'fixed' && (
            <FormDateField
              control={form.control}
              name="edit_lock"
              label={t('users.fields.editLock')}
              description={t('users.fields.editLockHint')}
              clearable
            />
          )}
          {kind === 'dynamic' && (
            <SelectField<LockValues, number>
              control={form.control}
              name="edit_lock_dyn"
              label={t('users.fields.editLockDyn')}
              description={t('users.fields.editLockDynHint')}
              data={dynamicLockOptions(t)}
              error={errors.edit_lock_dyn?.message}
            />
          )}
          {results && (
            <BulkRefusals
              results={results}
              title={(refused, count) => t('users.locks.someRefused', { refused, count })}
              nameOf={(id) => users.find((user) => user.id === id)?.name ?? `#${id}`}
            />
          )}
          {update.error != null && (
            <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
              <Text size="sm">{describeError(update.error)}</Text>
            </Alert>
          )}
          {offline.note}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {results ? t('common.close') : t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={offline.offline}
              aria-describedby={offline.describedBy}
            >
              {t('users.locks.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
