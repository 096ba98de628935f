import { createFileRoute } from '@tanstack/react-router';
import { openApiQueries } from '../../api/openapi.ts';
import { ApiReferencePage } from '../../features/api-reference/api-reference-page.tsx';

export const Route = createFileRoute('/_app/api-reference')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(openApiQueries.document());
  },
  component: ApiReferencePage,
});
