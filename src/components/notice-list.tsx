// Its styles come with the list, which loads with the first notice (`NoticeArea`).
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where notices appear: bottom left, at most four at a time. */
export function NoticeList() {
  return <Notifications position="bottom-left" limit={4} />;
}
