import { z } from 'zod';
import { single } from './common.ts';

/**
 * (ext) The notification mails a user may switch off (docs/interface.md#notifications):
 * - `absence_filed`: an absence waits for the user's decision (to its absence managers);
 * - `absence_decided`: the user's own absence was approved, declined or cancelled by someone else;
 * - `change_request_waiting`: a change request waits for the user as boss or team leader;
 * - `change_request_decided`: a change request the user filed was approved or declined;
 * - `budget_warning`: an entry brought a project past 80 % or 100 % of its budget (owners and managers).
 */
export const notificationKinds = [
  'absence_filed',
  'absence_decided',
  'change_request_waiting',
  'change_request_decided',
  'budget_warning',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

const notificationSettingsSchema = z.object({
  absence_filed: z.boolean(),
  absence_decided: z.boolean(),
  change_request_waiting: z.boolean(),
  change_request_decided: z.boolean(),
  budget_warning: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A user who never chose gets every kind. */
export const defaultNotificationSettings: NotificationSettings = {
  absence_filed: true,
  absence_decided: true,
  change_request_waiting: true,
  change_request_decided: true,
  budget_warning: true,
};

/** Edits are partial: only the kinds to change. */
export const notificationSettingsEditSchema = notificationSettingsSchema.partial();
export type NotificationSettingsEdit = z.input<typeof notificationSettingsEditSchema>;

export const notificationSettingsSingleSchema = single('notification_settings', notificationSettingsSchema);
