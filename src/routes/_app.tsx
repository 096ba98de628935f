import {
  IconBeach,
  IconBriefcase,
  IconBuildingStore,
  IconChecklist,
  IconClockEdit,
  IconClockHour4,
  IconCoin,
  IconHourglass,
  IconPercentage,
  IconReceipt,
  IconReportAnalytics,
  IconScale,
  IconTable,
  IconTools,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { rights } from '../../contract/rights.ts';
import { AppLayout } from '../components/app-layout.tsx';
import { CommandPalette } from '../components/command-palette.tsx';
import { DateSettings } from '../components/date-settings.tsx';
import type { NavItem } from '../components/nav-item.ts';
import { TwoFactorRequired } from '../components/two-factor-required.tsx';
import { WaitingBadge } from '../features/approvals/waiting-badge.tsx';
import { useWaitingCount } from '../features/approvals/waiting-count.ts';
import { SignInAgain } from '../features/session/sign-in-again.tsx';
import { HeaderTimer } from '../features/timer/header-timer.tsx';
import { applyUserLanguage, currentUserQuery, useCaller, useCurrentUser } from '../lib/auth.ts';
import { clearCredentials, mayBeSignedIn, readCredentials } from '../lib/credentials.ts';
import { isApiError } from '../lib/http.ts';

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    if (!mayBeSignedIn()) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    try {
      const { user } = await context.queryClient.ensureQueryData(currentUserQuery(readCredentials()));
      await applyUserLanguage(user);
      return { currentUser: user };
    } catch (error) {
      // The key was rotated, the session ended or the user deactivated; the next sign-in clears what is cached.
      if (isApiError(error, 401)) {
        clearCredentials();
        throw redirect({ to: '/sign-in', search: { redirect: location.href } });
      }
      throw error;
    }
  },
  component: AuthenticatedLayout,
});

/** The main navigation, shown in the side bar and offered as pages in the command palette. */
function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const waiting = useWaitingCount();
  const caller = useCaller();
  const seesEveryonesAccount = rights.readsEveryonesUserRecords(caller);
  return [
    { to: '/my-time', label: t('account.myTimeNav'), icon: <IconHourglass size={18} aria-hidden /> },
    { to: '/timesheet', label: t('timesheet.nav'), icon: <IconTable size={18} aria-hidden /> },
    { to: '/entries', label: t('entries.nav'), icon: <IconClockHour4 size={18} aria-hidden /> },
    { to: '/reports', label: t('reports.nav'), icon: <IconReportAnalytics size={18} aria-hidden /> },
    ...(waiting.decides
      ? [
          {
            to: '/approvals' as const,
            label: t('approvals.nav'),
            icon: <IconChecklist size={18} aria-hidden />,
            badge: <WaitingBadge count={waiting.count} />,
          },
        ]
      : []),
    ...(seesEveryonesAccount
      ? [{ to: '/accounts' as const, label: t('account.nav'), icon: <IconScale size={18} aria-hidden /> }]
      : []),
    { to: '/projects', label: t('nav.projects'), icon: <IconBriefcase size={18} aria-hidden /> },
    { to: '/customers', label: t('nav.customers'), icon: <IconBuildingStore size={18} aria-hidden /> },
    { to: '/change-requests', label: t('changeRequests.nav'), icon: <IconClockEdit size={18} aria-hidden /> },
    { to: '/users', label: t('users.nav'), icon: <IconUsers size={18} aria-hidden /> },
    { to: '/teams', label: t('teams.title'), icon: <IconUsersGroup size={18} aria-hidden /> },
    { to: '/services', label: t('services.title'), icon: <IconTools size={18} aria-hidden /> },
    {
      to: '/lumpsum-services',
      label: t('lumpsumServices.title'),
      icon: <IconReceipt size={18} aria-hidden />,
    },
    { to: '/surcharges', label: t('surcharges.title'), icon: <IconPercentage size={18} aria-hidden /> },
    ...(rights.seesRightsFields(caller)
      ? [{ to: '/rates' as const, label: t('rates.title'), icon: <IconCoin size={18} aria-hidden /> }]
      : []),
    { to: '/absences', label: t('absences.nav'), icon: <IconBeach size={18} aria-hidden /> },
  ];
}

function AuthenticatedLayout() {
  const { user } = useCurrentUser();
  const navItems = useNavItems();
  return (
    <DateSettings weekstartMonday={user.weekstart_monday}>
      <AppLayout navItems={navItems} headerActions={<HeaderTimer />}>
        <Outlet />
      </AppLayout>
      <CommandPalette pages={navItems} />
      <SignInAgain />
      <TwoFactorRequired />
    </DateSettings>
  );
}
