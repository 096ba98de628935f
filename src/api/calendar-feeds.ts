import {
  type CalendarFeedScope,
  calendarFeedAddSchema,
  calendarFeedCreatedSchema,
  calendarFeedListSchema,
} from '../../contract/calendar-feed.ts';
import { successSchema } from '../../contract/common.ts';
import { api } from '../lib/http.ts';
import { resourceKeys, useWrite, wholeListQuery } from './resource.ts';

/** (ext) The signed-in user's calendar feeds (docs/interface.md#calendar-feeds). */
const keys = resourceKeys('calendar-feeds');
const path = '/api/calendar-feeds';

export const calendarFeedQueries = {
  ...keys,
  /** The caller's own feeds: scope and creation time, never the token. */
  list: wholeListQuery({
    keys,
    path,
    schema: calendarFeedListSchema,
    itemsOf: (data) => data.calendar_feeds,
  }),
};

/**
 * Creates the feed of a scope, replacing its earlier token; answers the feed's full address, which
 * the service shows only this once.
 */
export function useCreateCalendarFeed() {
  return useWrite({
    write: async ({ scope }: { scope: CalendarFeedScope }) => {
      const body = calendarFeedAddSchema.parse({ scope });
      const { data } = await api.send('POST', path, { body, schema: calendarFeedCreatedSchema });
      return new URL(data.calendar_feed.path, window.location.origin).toString();
    },
    touches: () => [keys.all()],
  });
}

/** Revokes a scope's feed: its address answers 404 from then on. */
export function useRevokeCalendarFeed() {
  return useWrite({
    write: async ({ scope }: { scope: CalendarFeedScope }) =>
      api.send('DELETE', `${path}/${scope}`, { schema: successSchema }),
    touches: () => [keys.all()],
  });
}
