import { Button, Group, Loader, Select } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReportSearch, type ReportView, reportSearchSchema } from '../../../contract/report-views.ts';
import { reportViewQueries, useDeleteReportView } from '../../api/report-views.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';

// The name form loads when first opened: most visits to the reports page save nothing.
const SavedViewFormModal = lazyFormDialog(
  () => import('./saved-view-form.tsx'),
  (module) => module.SavedViewFormModal,
);

const searchFields = Object.keys(reportSearchSchema.shape) as (keyof ReportSearch)[];

/** Whether the page shows exactly what the view holds. */
const shows = (view: ReportView, current: ReportSearch) =>
  searchFields.every((field) => view.search[field] === current[field]);

/**
 * The signed-in user's saved views of the report: picking one shows its period, filters and
 * grouping; the view the page shows is the one selected, until the page changes. Saves the page as
 * shown under a name, renames or deletes (after asking) the selected view.
 */
export function SavedViews({
  current,
  onPick,
}: {
  current: ReportSearch;
  onPick: (search: ReportSearch) => void;
}) {
  const { t } = useTranslation();
  const views = useQuery(reportViewQueries.list());
  const [form, setForm] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<ReportView | null>(null);
  const selected = views.data?.find((view) => shows(view, current));
  const empty = views.data?.length === 0;
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('reports.saved.label')}
        placeholder={
          views.isPending ? t('common.loading') : empty ? t('reports.saved.none') : t('reports.saved.pick')
        }
        data={(views.data ?? []).map((view) => ({ value: String(view.id), label: view.name }))}
        value={selected ? String(selected.id) : null}
        onChange={(id) => {
          const view = views.data?.find((candidate) => String(candidate.id) === id);
          if (view) onPick(view.search);
        }}
        allowDeselect={false}
        disabled={views.isPending || empty}
        rightSection={views.isPending ? <Loader size="xs" /> : undefined}
        error={views.isError ? t('reports.saved.loadFailed') : undefined}
        w={{ base: '100%', xs: 220 }}
      />
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={() => setForm({ kind: 'create' })}
      >
        {t('reports.saved.save')}
      </Button>
      {selected && (
        <>
          <Button
            variant="subtle"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setForm({ kind: 'edit', id: selected.id })}
          >
            {t('reports.saved.rename')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(selected)}
          >
            {t('reports.saved.delete')}
          </Button>
        </>
      )}
      <SavedViewFormModal target={form} search={current} onClose={() => setForm(null)} />
      <DeleteFlow
        target={deleting}
        detail={reportViewQueries.detail}
        remove={useDeleteReportView()}
        deletedMessage={(name) => t('reports.saved.deleted', { name })}
        onClose={() => setDeleting(null)}
      />
    </Group>
  );
}
