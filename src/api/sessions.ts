import { successSchema } from '../../contract/common.ts';
import { sessionListSchema } from '../../contract/sessions.ts';
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
