import { type FetchQueryOptions, hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * For a page's `prefetchBeforeSession` (src/main.tsx), which runs before anyone knows who is signed in:
 * starts the request that `optionsFor` makes when the answer to one question about the caller (may they
 * see inactive records, rights fields…) does not change it, and nothing when it does.
 */
export function prefetchForAnyCaller<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  optionsFor: (answer: boolean) => FetchQueryOptions<Data, Error, Data, Key>,
): void {
  const whenYes = optionsFor(true);
  if (hashKey(whenYes.queryKey) === hashKey(optionsFor(false).queryKey))
    void queryClient.prefetchQuery(whenYes);
}
