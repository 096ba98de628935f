import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { successSchema } from '../../../contract/common.ts';
import {
  type Project,
  type projectAddSchema,
  type projectEditSchema,
  projectListSchema,
  projectSingleSchema,
  type projectSortKeys,
} from '../../../contract/projects.ts';
import { api } from '../../lib/http.ts';

export type ProjectSort = (typeof projectSortKeys)[number] | `-${(typeof projectSortKeys)[number]}`;

export type ProjectFilters = {
  page: number;
  items_per_page: number;
  sort?: ProjectSort;
  customers_id?: number;
  /** undefined = active and inactive. */
  active?: boolean;
  search?: string;
};

export type ProjectDetail = { project: Project; etag: string | null };

export const projectQueries = {
  all: () => ['projects'] as const,
  lists: () => [...projectQueries.all(), 'list'] as const,
  list: (filters: ProjectFilters) =>
    queryOptions({
      queryKey: [...projectQueries.lists(), filters] as const,
      queryFn: async ({ signal }) => {
        const { data } = await api.get('/api/v2/projects', projectListSchema, {
          signal,
          params: {
            page: filters.page,
            items_per_page: filters.items_per_page,
            sort: filters.sort,
            'filter[customers_id]': filters.customers_id,
            'filter[active]': filters.active,
            'filter[search]': filters.search?.trim(),
          },
        });
        return data;
      },
    }),
  details: () => [...projectQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...projectQueries.details(), id] as const,
      queryFn: async ({ signal }): Promise<ProjectDetail> => {
        const { data, etag } = await api.get(`/api/v2/projects/${id}`, projectSingleSchema, { signal });
        return { project: data.project, etag };
      },
    }),
};

export type ProjectAddBody = z.output<typeof projectAddSchema>;
export type ProjectEditBody = z.output<typeof projectEditSchema>;

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: ProjectAddBody; idempotencyKey: string }) => {
      const { data } = await api.send('POST', '/api/v2/projects', {
        body,
        schema: projectSingleSchema,
        idempotencyKey,
      });
      return data.project;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueries.all() }),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, etag }: { id: number; body: ProjectEditBody; etag: string | null }) => {
      const result = await api.send('PUT', `/api/v2/projects/${id}`, {
        body,
        schema: projectSingleSchema,
        etag,
      });
      return { project: result.data.project, etag: result.etag } satisfies ProjectDetail;
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(projectQueries.detail(detail.project.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: projectQueries.lists() });
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag }: { id: number; etag: string | null }) => {
      await api.send('DELETE', `/api/v2/projects/${id}`, { schema: successSchema, etag });
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: projectQueries.detail(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: projectQueries.lists() });
    },
  });
}
