import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchForAnyCaller } from './prefetch.ts';

describe('prefetching before anyone knows the caller', () => {
  it('starts the request when the answer about the caller does not change it', () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(async () => ['row']);
    prefetchForAnyCaller(queryClient, () => ({ queryKey: ['projects', { page: 1 }], queryFn }));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when the answer would change the request', () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(async () => ['row']);
    prefetchForAnyCaller(queryClient, (seesInactive) => ({
      queryKey: ['customers', { active: seesInactive ? undefined : true }],
      queryFn,
    }));
    expect(queryFn).not.toHaveBeenCalled();
  });
});
