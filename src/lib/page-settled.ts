import { useIsFetching } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';

/** Once the first page has settled, what opens later (another tab, another page) need not wait. */
let settled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function markSettled(): void {
  settled = true;
  for (const listener of listeners) listener();
}

/**
 * Whether the page the app opened on has what it shows first: the router has loaded it and no
 * request is in flight; once true, it stays true, for every component. What the page does not need
 * (the navigation's waiting count, the calendar's holidays) waits for it, so that its requests
 * neither compete with the page's own nor delay its first rows.
 */
export function usePageSettled(): boolean {
  const isSettled = useSyncExternalStore(subscribe, () => settled);
  const routerIdle = useRouterState({ select: (state) => state.status === 'idle' && !state.isLoading });
  const fetching = useIsFetching();
  useEffect(() => {
    if (isSettled || !routerIdle || fetching > 0) return;
    // After the commit that drew the page, so the browser paints it before anything else is asked for.
    const timer = setTimeout(markSettled, 0);
    return () => clearTimeout(timer);
  }, [isSettled, routerIdle, fetching]);
  return isSettled;
}
