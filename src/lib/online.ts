import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser has a connection, as TanStack Query sees it: the banner, the disabled writes
 * and the paused queries all follow this one signal.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
