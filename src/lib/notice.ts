import { type NotificationData, notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n.ts';

/**
 * Shows a notification whose close button is named in the user's language: Mantine's has no name
 * of its own, which screen readers announce as an unlabelled button.
 */
export function showNotice(notice: NotificationData): string {
  return notifications.show({
    ...notice,
    closeButtonProps: { 'aria-label': i18n.t('common.close'), ...notice.closeButtonProps },
  });
}
