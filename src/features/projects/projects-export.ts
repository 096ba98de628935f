import { useTranslation } from 'react-i18next';
import { fetchProjects, type ListedProject, type ProjectFilters } from '../../api/projects.ts';
import { fetchAllPages } from '../../lib/export-pages.ts';
import type { ExportColumn, TableExport } from '../../lib/export-table.ts';

/** The projects grid as a file: its columns (`project-columns.tsx`), every page. */
export function useProjectsExport(
  filters: ProjectFilters,
  columns: ExportColumn<ListedProject>[],
): TableExport<ListedProject> {
  const { t } = useTranslation();
  return {
    name: 'projects',
    title: t('projects.title'),
    columns,
    fetchAll: (signal, onProgress) =>
      fetchAllPages(
        async (page, items_per_page, pageSignal) => {
          const data = await fetchProjects({ ...filters, page, items_per_page }, pageSignal);
          return { records: data.projects, paging: data.paging };
        },
        signal,
        onProgress,
      ),
  };
}
