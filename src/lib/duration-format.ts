import { useSyncExternalStore } from 'react';

/**
 * How the app shows a length of work: `clock` as hours and minutes ("1:48 h"), `decimal` as hours with
 * two decimals ("1.80 h"). Chosen in the account menu beside light and dark, and kept like them in this
 * browser: the interface's user record has no field for it, and an extension field there would break
 * strict clients of the interface (docs/architecture.md "Preferences kept in the browser").
 */
export const durationFormats = ['clock', 'decimal'] as const;
export type DurationFormat = (typeof durationFormats)[number];

const STORAGE_KEY = 'stint-duration-format';
const listeners = new Set<() => void>();

function stored(): DurationFormat {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'decimal' ? 'decimal' : 'clock';
  } catch {
    // Storage refused (a locked-down browser): the default.
    return 'clock';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice arrives as a storage event.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setDurationFormat(format: DurationFormat): void {
  try {
    localStorage.setItem(STORAGE_KEY, format);
  } catch {
    // Not kept, but this page still follows the choice until it is reloaded.
  }
  for (const listener of listeners) listener();
}

export function useDurationFormat(): DurationFormat {
  return useSyncExternalStore(subscribe, stored, () => 'clock');
}
