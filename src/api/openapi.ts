import { queryOptions } from '@tanstack/react-query';
import { openApiDocumentSchema } from '../../contract/openapi.ts';
import { api } from '../lib/http.ts';

/** The service's API description (`GET /api/openapi.json`); it changes only with a new service. */
export const openApiQueries = {
  document: () =>
    queryOptions({
      queryKey: ['openapi', 'document'] as const,
      queryFn: async ({ signal }) =>
        (await api.get('/api/openapi.json', openApiDocumentSchema, { signal })).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
