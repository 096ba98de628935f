/**
 * The signed-in user's e-mail and API key, as the interface's headers need them: the way in for a
 * service without password sign-in (API_UPSTREAM). A password sign-in stores no secret at all: the
 * service's HttpOnly session cookie, out of every script's reach, goes with each request.
 */
export type Credentials = { email: string; key: string };

const STORAGE_KEY = 'stint.credentials';
/**
 * Says that this browser signed in with a password, so that a page asks the service whether the
 * session still holds rather than sending a visitor who never signed in to a request bound to fail.
 * Not a secret: the cookie it stands for cannot be read from here.
 */
const SESSION_HINT_KEY = 'stint.session';

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
    localStorage.removeItem(SESSION_HINT_KEY);
  }, undefined);
}

/** After a password sign-in: no key stays behind, only the note that a session cookie was set. */
export function storeSessionHint(): void {
  // Only the keys go: removing the hint too would tell the other tabs that this browser signed out.
  safely(() => {
    sessionStorage.removeItem(STORAGE_KEY);
    localStorage.removeItem(STORAGE_KEY);
    localStorage.setItem(SESSION_HINT_KEY, '1');
  }, undefined);
}

/** Whether this browser signed in with a password and has not signed out since (in any tab). */
function hasSessionHint(): boolean {
  return safely(() => localStorage.getItem(SESSION_HINT_KEY) === '1', false);
}

/** Whether the app has any sign-in to try: a stored key, or a session cookie it was told of. */
export function mayBeSignedIn(): boolean {
  return readCredentials() !== null || hasSessionHint();
}

/** Calls `onSignedOut` when another tab of this browser signs out (the shared hint disappears). */
export function onSignOutElsewhere(onSignedOut: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === null) onSignedOut();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
