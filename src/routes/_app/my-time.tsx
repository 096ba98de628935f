import { createFileRoute } from '@tanstack/react-router';
import { yearOf } from '../../../contract/dates.ts';
import { prefetchPersonAccount } from '../../api/user-reports.ts';
import { MyTimePage } from '../../features/account/my-time-page.tsx';
import { todayIn } from '../../lib/format.ts';

export const Route = createFileRoute('/_app/my-time')({
  loader: ({ context }) => {
    // The same reads as the full account, so opening it from here finds them cached.
    prefetchPersonAccount(
      context.queryClient,
      context.currentUser.id,
      yearOf(todayIn(context.currentUser.timezone)),
    );
  },
  component: MyTimePage,
});
