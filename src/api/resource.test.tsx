// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { resourceKeys, useWrite } from './resource.ts';

const keys = resourceKeys('things');

function setup<Variables>(write: (variables: Variables) => Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let listReads = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => ({
      list: useQuery({ queryKey: keys.lists(), queryFn: async () => ++listReads }),
      write: useWrite({ write, touches: () => [keys.all()], removes: () => keys.detail(7) }),
    }),
    { wrapper },
  );
  return { queryClient, hook, reads: () => listReads };
}

describe('useWrite, the one invalidation rule', () => {
  it('refetches the lists on screen after a write succeeds, and drops the deleted record', async () => {
    const { queryClient, hook, reads } = setup(async () => 'deleted');
    queryClient.setQueryData(keys.detail(7), { record: { id: 7 }, etag: '"1"' });
    await waitFor(() => expect(reads()).toBe(1));

    await act(() => hook.result.current.write.mutateAsync(undefined));

    expect(reads()).toBe(2);
    expect(queryClient.getQueryData(keys.detail(7))).toBeUndefined();
  });

  it('refetches after a refused write too, so a 412 or 409 shows what is current, and keeps the record', async () => {
    const { queryClient, hook, reads } = setup(async () => {
      throw new ApiError('http', 412, 'Changed meanwhile');
    });
    queryClient.setQueryData(keys.detail(7), { record: { id: 7 }, etag: '"1"' });
    await waitFor(() => expect(reads()).toBe(1));

    await act(async () => {
      await hook.result.current.write.mutateAsync(undefined).catch(() => {});
    });

    await waitFor(() => expect(reads()).toBe(2));
    expect(queryClient.getQueryData(keys.detail(7))).toBeDefined();
  });
});
