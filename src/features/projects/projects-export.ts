import { useTranslation } from 'react-i18next';
import { fetchProjects, type ListedProject, type ProjectFilters } from '../../api/projects.ts';
import { fetchAllPages } from '../../lib/export-pages.ts';
import { exportDay, type TableExport } from '../../lib/export-table.ts';

/** The projects grid as a file: its columns (rights fields only for those who see them), every page. */
export function useProjectsExport(
  filters: ProjectFilters,
  customerName: (id: number) => string,
  withRights: boolean,
): TableExport<ListedProject> {
  const { t } = useTranslation();
  const budgetKind = (project: ListedProject) =>
    project.budget_money == null
      ? null
      : `${project.budget_is_hours ? t('projects.budget.hours') : t('projects.budget.money')} · ${
          project.budget_is_not_strict ? t('projects.budget.soft') : t('projects.budget.hard')
        }`;
  return {
    name: 'projects',
    title: t('projects.title'),
    columns: [
      { header: t('projects.columns.name'), value: (project) => project.name, width: 30 },
      {
        header: t('projects.columns.customer'),
        value: (project) => customerName(project.customers_id),
        width: 24,
      },
      { header: t('projects.columns.number'), value: (project) => project.number },
      {
        header: t('projects.columns.status'),
        value: (project) => (project.active ? t('common.active') : t('common.inactive')),
      },
      { header: t('projects.status.completed'), value: (project) => project.completed },
      {
        header: t('projects.columns.budget'),
        value: (project) => project.budget_money ?? null,
        format: (project) => (project.budget_is_hours ? 'hours' : 'money'),
        hidden: !withRights,
      },
      { header: t('projects.fields.budgetKind'), value: budgetKind, hidden: !withRights },
      {
        header: t('projects.columns.budgetUsed'),
        value: (project) => project.usage?.budget_used ?? null,
        format: (project) => (project.budget_is_hours ? 'hours' : 'money'),
        hidden: !withRights,
      },
      {
        header: t('projects.columns.budgetShare'),
        value: (project) => project.usage?.budget_share ?? null,
        format: 'percent',
        hidden: !withRights,
      },
      {
        header: t('projects.columns.billed'),
        value: (project) => project.billed_money ?? null,
        format: 'money',
        hidden: !withRights,
      },
      {
        header: t('projects.billed.completely'),
        value: (project) => project.billed_completely ?? null,
        hidden: !withRights,
      },
      {
        header: t('projects.columns.deadline'),
        value: (project) => exportDay(project.deadline),
        format: 'date',
      },
    ],
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
