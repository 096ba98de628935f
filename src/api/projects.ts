import { type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  type Project,
  type ProjectBudgetUsage,
  projectAddSchema,
  projectEditSchema,
  projectListSchema,
  projectSingleSchema,
  type projectSortKeys,
} from '../../contract/projects.ts';
import { fetchAllPages } from '../lib/export-pages.ts';
import { api } from '../lib/http.ts';
import { fetchCustomerNames } from './customers.ts';
import { type PageFilters, PICKER_MATCHES, recordEndpoints, resourceKeys } from './resource.ts';

export type ProjectSort = (typeof projectSortKeys)[number] | `-${(typeof projectSortKeys)[number]}`;

export type ProjectFilters = PageFilters & {
  sort?: ProjectSort;
  customers_id?: number;
  /** undefined = active and inactive. */
  active?: boolean;
  search?: string;
  /** (ext) owners and managers: true = over budget only, false = the others. */
  over_budget?: boolean;
  /** (ext) owners and managers: each project's budget usage beside it. */
  budget_usage?: boolean;
  /** Each project's customer's name beside it, read for the page's customers only. */
  customer_names?: boolean;
};

/**
 * A project as the app lists it: the record, what its entries used of its budget, and its customer's
 * name, each when asked for (the name is absent for a customer the caller may not see).
 */
export type ListedProject = Project & { usage?: ProjectBudgetUsage; customerName?: string };

const keys = resourceKeys('projects');
const path = '/api/v2/projects';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: projectSingleSchema,
  recordOf: (data): Project => data.project,
  addSchema: projectAddSchema,
  editSchema: projectEditSchema,
});

/** One page of projects as the filters ask; the list and the export read through it. */
export async function fetchProjects(filters: ProjectFilters, signal?: AbortSignal) {
  const { data } = await api.get(path, projectListSchema, {
    signal,
    params: {
      page: filters.page,
      items_per_page: filters.items_per_page,
      sort: filters.sort,
      'filter[customers_id]': filters.customers_id,
      'filter[active]': filters.active,
      'filter[search]': filters.search?.trim(),
      'filter[over_budget]': filters.over_budget,
      budget_usage: filters.budget_usage,
    },
  });
  const usage = new Map(data.budget_usage?.map((item) => [item.projects_id, item]));
  const names = filters.customer_names
    ? await fetchCustomerNames(
        data.projects.map((project) => project.customers_id),
        signal,
      )
    : undefined;
  const projects: ListedProject[] = data.projects.map((project) => ({
    ...project,
    usage: usage.get(project.id),
    customerName: names?.get(project.customers_id),
  }));
  return { paging: data.paging, projects };
}

export const projectQueries = {
  ...keys,
  list: (filters: ProjectFilters) =>
    queryOptions({
      queryKey: [...keys.lists(), filters] as const,
      queryFn: ({ signal }) => fetchProjects(filters, signal),
    }),
  /** The first projects by name whose name or number holds `text`, of one customer where given. */
  matches: (text: string, { customers_id, active }: Pick<ProjectFilters, 'customers_id' | 'active'> = {}) =>
    queryOptions({
      queryKey: [...keys.lists(), 'matches', { text, customers_id, active }] as const,
      queryFn: async ({ signal }): Promise<Project[]> =>
        (
          await fetchProjects(
            { page: 1, items_per_page: PICKER_MATCHES, sort: 'name', search: text, customers_id, active },
            signal,
          )
        ).projects,
    }),
  detail: endpoints.detail,
  /** (ext) What the project's entries used of its budget, for owners and managers. */
  budgetUsage: (id: number) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'budget_usage'] as const,
      queryFn: async ({ signal }) => {
        const { data } = await api.get(`${path}/${id}`, projectSingleSchema, {
          signal,
          params: { budget_usage: true },
        });
        return data.budget_usage ?? null;
      },
    }),
};

/**
 * Every project, read page by page and never capped: for the few places that need them all (the
 * hourly rates name each rate's project and offer every one).
 */
export const everyProjectQuery = () =>
  queryOptions({
    queryKey: [...keys.lists(), 'every'] as const,
    queryFn: ({ signal }) =>
      fetchAllPages(
        (page, itemsPerPage, pageSignal) =>
          fetchProjects({ page, items_per_page: itemsPerPage, sort: 'name' }, pageSignal).then((data) => ({
            records: data.projects,
            paging: data.paging,
          })),
        signal,
      ),
  });

export const useCreateProject = endpoints.useCreate;
export const useUpdateProject = endpoints.useUpdate;
export const useDeleteProject = endpoints.useDelete;

/** What a project picker searches (`SearchSelect`): one customer's projects where given, active ones for booking. */
export const projectSearch = (within: Pick<ProjectFilters, 'customers_id' | 'active'>) => ({
  matches: (text: string) => projectQueries.matches(text, within),
  chosen: projectQueries.detail,
});

/**
 * Whether a chosen project belongs to a customer other than `customersId`: choosing another customer
 * drops it. The project is read by id (usually cached by its picker), since no page holds every project.
 */
export async function ofAnotherCustomer(
  queryClient: QueryClient,
  projectsId: number,
  customersId: number | null,
): Promise<boolean> {
  const { record } = await queryClient.ensureQueryData(projectQueries.detail(projectsId));
  return record.customers_id !== customersId;
}
