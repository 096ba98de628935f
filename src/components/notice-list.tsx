import { Notifications } from '@mantine/notifications';

/** Where notices appear: bottom left, at most four at a time. */
export function NoticeList() {
  return <Notifications position="bottom-left" limit={4} />;
}
