import { queryOptions } from '@tanstack/react-query';
import {
  type NotificationSettings,
  type NotificationSettingsEdit,
  notificationSettingsSingleSchema,
} from '../../contract/notification-settings.ts';
import { api } from '../lib/http.ts';
import type { Mutation } from '../lib/versioned-save.ts';
import { resourceKeys, useWrite, type Versioned } from './resource.ts';

/** (ext) The signed-in user's choice of notification mails (docs/interface.md#notifications). */
const keys = resourceKeys('notification-settings');
const path = '/api/notification-settings';

export const notificationSettingsQueries = {
  ...keys,
  /** The caller's own settings with their own version (ETag), which an edit sends back. */
  own: () =>
    queryOptions({
      queryKey: keys.details(),
      queryFn: async ({ signal }): Promise<Versioned<NotificationSettings>> => {
        const { data, etag } = await api.get(path, notificationSettingsSingleSchema, { signal });
        return { record: data.notification_settings, etag };
      },
    }),
};

/** Saves the kinds that changed, with If-Match; answers the settings as stored and their new version. */
export function useUpdateNotificationSettings(): Mutation<
  { id: number; body: NotificationSettingsEdit; etag: string | null },
  Versioned<NotificationSettings>
> {
  return useWrite({
    write: async ({ body, etag }: { id: number; body: NotificationSettingsEdit; etag: string | null }) => {
      const saved = await api.send('PUT', path, { body, etag, schema: notificationSettingsSingleSchema });
      return { record: saved.data.notification_settings, etag: saved.etag };
    },
    touches: () => [keys.all()],
  });
}
