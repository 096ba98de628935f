import { Alert, AppShell, Box, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClockHour4, IconWifiOff } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/online.ts';
import classes from './app-layout.module.css';
import { PaletteTrigger } from './command-palette.tsx';
import type { NavItem } from './nav-item.ts';
import { UserMenu } from './user-menu.tsx';

/**
 * The signed-in frame: header with product name, what the route puts there (the timer) and user
 * menu, navigation, and the page.
 */
export function AppLayout({
  navItems,
  headerActions,
  children,
}: {
  navItems: NavItem[];
  headerActions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const online = useOnline();

  // On a phone the navigation covers the page, so it closes once the user has picked a page.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <a href="#main" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('nav.closeNavigation') : t('nav.openNavigation')}
              aria-expanded={opened}
              aria-controls="app-navigation"
            />
            <Link to="/" className={classes.brand} aria-label={t('app.name')}>
              <IconClockHour4 size={24} aria-hidden />
              {/* On a phone the header's controls need the room; the icon still leads home. */}
              <Text component="span" fw={700} size="lg" visibleFrom="xs">
                {t('app.name')}
              </Text>
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerActions}
            <PaletteTrigger />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="app-navigation" aria-label={t('nav.label')} component="nav">
        <ScrollArea type="auto">
          {navItems.map((item) => (
            <NavLink
              key={String(item.to)}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={item.icon}
              rightSection={item.badge}
              active={pathname === item.to || pathname.startsWith(`${String(item.to)}/`)}
              aria-current={pathname === item.to ? 'page' : undefined}
              className={classes.navLink}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        {!online && (
          <Alert color="yellow" icon={<IconWifiOff aria-hidden />} mb="md" role="status">
            {t('errors.offline')}
          </Alert>
        )}
        <Box>{children}</Box>
      </AppShell.Main>
    </AppShell>
  );
}
