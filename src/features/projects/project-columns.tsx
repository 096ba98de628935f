import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { projectSchema } from '../../../contract/projects.ts';
import { rights } from '../../../contract/rights.ts';
import type { ListedProject } from '../../api/projects.ts';
import type { RecordColumns } from '../../components/record-columns.ts';
import { exportDay } from '../../lib/export-table.ts';
import {
  ProjectBilled,
  ProjectBudget,
  ProjectBudgetUsage,
  ProjectDeadline,
  ProjectStatus,
} from './project-cells.tsx';

const budgetKind = (t: TFunction, project: ListedProject) =>
  project.budget_money == null
    ? null
    : `${project.budget_is_hours ? t('projects.budget.hours') : t('projects.budget.money')} · ${
        project.budget_is_not_strict ? t('projects.budget.soft') : t('projects.budget.hard')
      }`;

/**
 * A project's customer as the list read it beside the page (`customer_names`); only a customer the
 * caller may not see (an inactive one, for a worker) is left to its number.
 */
const customerName = (project: ListedProject) => project.customerName ?? `#${project.customers_id}`;

/** The projects grid and its file. */
export const projectColumns: RecordColumns<ListedProject> = {
  record: projectSchema,
  notInGrid: {
    id: 'a row opens its project; the number means nothing to a reader',
    note: 'free text of any length: read and written in the form',
    billable_default:
      "only a default for new entries: in the form and the file, so the grid's columns fit 1280 px",
    revenue_factor: 'the factor revenue figures apply; the budget and its usage are shown instead',
  },
  notInFile: {
    id: 'the number means nothing to a reader of the file',
    note: 'free text of any length: read and written in the form',
    revenue_factor: 'the factor revenue figures apply; the budget and its usage are exported instead',
  },
  columns: ({ t, format, caller }) => {
    const hideRights = !rights.seesRightsFields(caller);
    return [
      {
        field: 'name',
        title: t('projects.columns.name'),
        grid: {
          accessor: 'name',
          sortable: true,
          ellipsis: true,
          // Name and customer give way (truncated, full text on hover) so the grid fits 1280 px in German.
          width: 140,
          render: (project) => (
            <Text size="sm" fw={500} truncate="end" title={project.name}>
              {project.name}
            </Text>
          ),
        },
        file: { value: (project) => project.name, width: 30 },
      },
      {
        field: 'customers_id',
        title: t('projects.columns.customer'),
        grid: {
          accessor: 'customer',
          sortable: true,
          ellipsis: true,
          width: 120,
          render: (project) => {
            const name = customerName(project);
            return (
              <Text size="sm" truncate="end" title={name}>
                {name}
              </Text>
            );
          },
        },
        file: { value: customerName, width: 24 },
      },
      {
        field: 'number',
        title: t('projects.columns.number'),
        grid: {
          accessor: 'number',
          sortable: true,
          ellipsis: true,
          width: 108,
          render: (project) => (
            <Text size="sm" truncate="end" title={project.number ?? undefined}>
              {project.number ?? '—'}
            </Text>
          ),
        },
        file: { value: (project) => project.number },
      },
      {
        field: ['active', 'completed'],
        title: t('projects.columns.status'),
        grid: { accessor: 'status', render: (project) => <ProjectStatus project={project} /> },
        file: { value: (project) => (project.active ? t('common.active') : t('common.inactive')) },
      },
      {
        field: 'completed',
        title: t('projects.status.completed'),
        file: { value: (project) => project.completed },
      },
      {
        field: 'billable_default',
        title: t('projects.fields.billableDefault'),
        file: { value: (project) => project.billable_default },
      },
      {
        field: ['budget_money', 'budget_is_hours', 'budget_is_not_strict'],
        title: t('projects.columns.budget'),
        hidden: hideRights,
        grid: {
          accessor: 'budget_money',
          sortable: true,
          // Room for the header and its sort arrow on one line, in German too; the number and billed
          // columns give up the width, so that the grid still fits 1280 px.
          width: 98,
          render: (project) => <ProjectBudget project={project} format={format} />,
        },
        file: {
          value: (project) => project.budget_money ?? null,
          format: (project) => (project.budget_is_hours ? 'hours' : 'money'),
        },
      },
      {
        field: ['budget_is_hours', 'budget_is_not_strict'],
        title: t('projects.fields.budgetKind'),
        hidden: hideRights,
        file: { value: (project) => budgetKind(t, project) },
      },
      {
        field: 'usage',
        title: t('projects.columns.budgetUsed'),
        hidden: hideRights,
        grid: {
          accessor: 'budget_share',
          sortable: true,
          width: 104,
          render: (project) => <ProjectBudgetUsage project={project} usage={project.usage} format={format} />,
        },
        file: {
          value: (project) => project.usage?.budget_used ?? null,
          format: (project) => (project.budget_is_hours ? 'hours' : 'money'),
        },
      },
      {
        field: 'usage',
        title: t('projects.columns.budgetShare'),
        hidden: hideRights,
        file: { value: (project) => project.usage?.budget_share ?? null, format: 'percent' },
      },
      {
        field: ['billed_money', 'billed_completely'],
        title: t('projects.columns.billed'),
        hidden: hideRights,
        grid: {
          accessor: 'billed_money',
          width: 126,
          render: (project) => <ProjectBilled project={project} format={format} />,
        },
        file: { value: (project) => project.billed_money ?? null, format: 'money' },
      },
      {
        field: 'billed_completely',
        title: t('projects.billed.completely'),
        hidden: hideRights,
        file: { value: (project) => project.billed_completely ?? null },
      },
      {
        field: 'deadline',
        title: t('projects.columns.deadline'),
        grid: {
          accessor: 'deadline',
          sortable: true,
          noWrap: true,
          render: (project) => <ProjectDeadline project={project} format={format} />,
        },
        file: { value: (project) => exportDay(project.deadline), format: 'date' },
      },
    ];
  },
};
