import { useNotifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { LazyPartHost, lazyPart } from './lazy-part.tsx';

// Most visits show no notice: the list and its transitions load with the first one, which the
// notifications store holds until then.
const noticeList = lazyPart(
  () => import('./notice-list.tsx'),
  (module) => module.NoticeList,
);

/** How long after a failed download the notice list is asked for again. */
const RETRY_AFTER_MS = 5_000;

/**
 * The app's notices (`showNotice`), drawn once there is one. The first often comes when the
 * network is down ("could not reach the service"), so the list's code may not arrive: the notices
 * wait in the store and appear once it does.
 */
export function NoticeArea() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <LazyPartHost
      part={noticeList}
      props={{}}
      loading={null}
      failed={(retry) => <RetryQuietly retry={retry} />}
    />
  ) : null;
}

/** Nothing to see: asks again when the browser is back online, or a few seconds later. */
function RetryQuietly({ retry }: { retry: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(retry, RETRY_AFTER_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [retry]);
  return null;
}
