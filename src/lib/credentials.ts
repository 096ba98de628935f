/** The signed-in user's e-mail and API key, as the interface's headers need them. */
export type Credentials = { email: string; key: string };

const STORAGE_KEY = 'stint.credentials';

function parse(raw: string | null): Credentials | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Credentials>;
    return typeof value.email === 'string' && typeof value.key === 'string'
      ? { email: value.email, key: value.key }
      : null;
  } catch {
    return null;
  }
}

// Storage can throw (private mode, disabled cookies); the app then simply forgets the sign-in.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Session storage unless the user asked to stay signed in, then local storage. */
export function readCredentials(): Credentials | null {
  return safely(
    () => parse(sessionStorage.getItem(STORAGE_KEY)) ?? parse(localStorage.getItem(STORAGE_KEY)),
    null,
  );
}

/** Whether the stored sign-in outlives the browser tab (the user asked to stay signed in). */
export function staysSignedIn(): boolean {
  return safely(() => parse(localStorage.getItem(STORAGE_KEY)) !== null, false);
}

export function storeCredentials(credentials: Credentials, staySignedIn: boolean): void {
  clearCredentials();
  const value = JSON.stringify(credentials);
  safely(() => (staySignedIn ? localStorage : sessionStorage).setItem(STORAGE_KEY, value), undefined);
}

export function clearCredentials(): void {
  safely(() => {
    sessionStorage.removeItem(STORAGE_KEY);
    localStorage.removeItem(STORAGE_KEY);
  }, undefined);
}
