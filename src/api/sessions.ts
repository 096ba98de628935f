import type { z } from 'zod';
import { successSchema } from '../../contract/common.ts';
import { type passwordChangeSchema, sessionListSchema } from '../../contract/sessions.ts';
import { api } from '../lib/http.ts';
import { resourceKeys, useWrite, wholeListQuery } from './resource.ts';

/** (ext) The signed-in user's password sessions, one per browser (docs/interface.md#sessions-and-passwords). */
const keys = resourceKeys('sessions');

export const sessionQueries = {
  ...keys,
  /** The most recently used first; `current` marks the one of this browser. */
  list: wholeListQuery({
    keys,
    path: '/api/sessions',
    schema: sessionListSchema,
    itemsOf: (data) => data.sessions,
  }),
};

/**
 * Ends every session of the user, this browser's too: nothing is asked for again afterwards, since
 * whoever calls this leaves for the sign-in page.
 */
export function useSignOutEverywhere() {
  return useWrite({
    write: () => api.send('DELETE', '/api/sessions', { schema: successSchema }),
    touches: () => [],
  });
}

/** Ends one session of the user, another browser's: that browser is asked to sign in again. */
export function useEndSession() {
  return useWrite({
    write: (id: number) => api.send('DELETE', `/api/sessions/${id}`, { schema: successSchema }),
    touches: () => [keys.all()],
  });
}

/**
 * Changes the signed-in user's password; the service ends every other session of theirs, so the list
 * of sessions changes too.
 */
export function useChangePassword() {
  return useWrite({
    // Shaped as a form's create: the body alone matters, a PUT needs no Idempotency-Key.
    write: ({ body }: { body: z.output<typeof passwordChangeSchema> }) =>
      api.send('PUT', '/api/password', { body, schema: successSchema }),
    touches: () => [keys.all()],
  });
}
