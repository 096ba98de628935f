import type { Mutation } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

type FailedWrite = Mutation<unknown, unknown, unknown, unknown>;

/**
 * Whether the signed-in pages ask to sign in again, and the writes the service refused with 401
 * meanwhile. The dialog that asks lives in the signed-in layout; while none is mounted (first
 * load, the sign-in page), a 401 signs out as before.
 */
let hosts = 0;
let asking = false;
const failedWrites = new Set<FailedWrite>();
const listeners = new Set<() => void>();

function setAsking(value: boolean): void {
  if (asking === value) return;
  asking = value;
  for (const listener of listeners) listener();
}

/**
 * Asks the user to sign in again over the open page, keeping `failedWrite` to send again once
 * they have. False when no signed-in page is open to ask over.
 */
export function askToSignInAgain(failedWrite?: FailedWrite): boolean {
  if (hosts === 0) return false;
  if (failedWrite) failedWrites.add(failedWrite);
  setAsking(true);
  return true;
}

/** Stops asking; returns the writes refused meanwhile (each once), for the caller to send again or drop. */
export function stopAskingToSignInAgain(): FailedWrite[] {
  const writes = [...failedWrites];
  failedWrites.clear();
  setAsking(false);
  return writes;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the one dialog that asks: registers it while mounted and tells whether it is asking now. */
export function useSignInAgainRequest(): boolean {
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
      if (hosts === 0) stopAskingToSignInAgain();
    };
  }, []);
  return useSyncExternalStore(subscribe, () => asking);
}
