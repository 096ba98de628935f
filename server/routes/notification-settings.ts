import { eq } from 'drizzle-orm';
import {
  notificationSettingsEditSchema,
  notificationSettingsSingleSchema,
} from '../../contract/notification-settings.ts';
import { users } from '../db/schema.ts';
import { notificationSettings } from '../db/upkeep-schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import { notificationSettingsColumns, toNotificationSettings } from '../domain/notifications.ts';
import { lockRow } from '../domain/records.ts';
import { updateValues } from '../domain/wire-columns.ts';
import { checkIfMatch, parseWith, readRawBody, withEtag } from '../http.ts';

/** The version of settings never saved: the first save makes it 1. */
const NEVER_SAVED = 0;

/**
 * (ext) `/api/notification-settings` (docs/interface.md#notifications): the caller's own choice of
 * notification mails, versioned on its own (ETag, If-Match), since it is not part of the user record.
 */
export const notificationSettingsRoutes = declareRoutes(
  {
    get: {
      method: 'GET',
      path: '/api/notification-settings',
      tag: 'Notifications',
      summary: "Get the caller's e-mail notification settings",
      extension: true,
      response: notificationSettingsSingleSchema,
      etag: true,
    },
    edit: {
      method: 'PUT',
      path: '/api/notification-settings',
      tag: 'Notifications',
      summary: "Edit the caller's e-mail notification settings",
      extension: true,
      body: notificationSettingsEditSchema,
      response: notificationSettingsSingleSchema,
      etag: true,
      ifMatch: true,
    },
  },
  ({ db }) => {
    return {
      get: async (c) => {
        const [row] = await db
          .select()
          .from(notificationSettings)
          .where(eq(notificationSettings.usersId, c.get('caller').id));
        return withEtag(c, row?.version ?? NEVER_SAVED, {
          notification_settings: toNotificationSettings(row),
        });
      },

      edit: async (c) => {
        const usersId = c.get('caller').id;
        const body = parseWith(
          notificationSettingsEditSchema,
          await readRawBody(c, notificationSettingsEditSchema),
        );
        const saved = await db.transaction(async (tx) => {
          // The user's row lock orders two saves of one user's settings, even before the first exists.
          await lockRow(tx, users, usersId);
          const [current] = await tx
            .select()
            .from(notificationSettings)
            .where(eq(notificationSettings.usersId, usersId));
          checkIfMatch(c, current?.version ?? NEVER_SAVED);
          const next = { ...toNotificationSettings(current), ...body };
          const values = {
            ...updateValues(notificationSettingsColumns, next),
            version: (current?.version ?? NEVER_SAVED) + 1,
          };
          const [row] = await tx
            .insert(notificationSettings)
            .values({ usersId, ...values })
            .onConflictDoUpdate({ target: notificationSettings.usersId, set: values })
            .returning();
          return row;
        });
        return withEtag(c, saved?.version ?? NEVER_SAVED, {
          notification_settings: toNotificationSettings(saved),
        });
      },
    };
  },
);
