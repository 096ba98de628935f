import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Most visits show no notice: the list and its transitions load with the first one, which the
// notifications store holds until then.
const NoticeList = lazy(() => import('./notice-list.tsx').then((module) => ({ default: module.NoticeList })));

/** The app's notices (`showNotice`), drawn once there is one. */
export function NoticeArea() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NoticeList />
    </Suspense>
  ) : null;
}
