import {
  Avatar,
  Group,
  Kbd,
  type MantineColorScheme,
  Menu,
  Text,
  UnstyledButton,
  useMantineColorScheme,
} from '@mantine/core';
import {
  IconAdjustments,
  IconApi,
  IconCalendarShare,
  IconCheck,
  IconChevronDown,
  IconDevices,
  IconKeyboard,
  IconLanguage,
  IconLock,
  IconLogout,
  IconShieldLock,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userQueries } from '../api/users.ts';
import { type Language, languages, setLanguage } from '../i18n/i18n.ts';
import { roleOf, useCredentials, useCurrentUser, useSignOut } from '../lib/auth.ts';
import { durationFormats, setDurationFormat, useDurationFormat } from '../lib/duration-format.ts';
import { describeError } from '../lib/http.ts';
import { showNotice } from '../lib/notice.ts';
import { useSaveOwnUser } from '../lib/own-user.ts';
import { lazyDialog, lazyFormDialog } from './lazy-form-dialog.tsx';
import { ColorSchemeIcon, colorSchemes } from './preference-controls.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';

// Every page has the menu, few visits open these dialogs: their forms load when first opened.
const PreferencesDialog = lazyDialog(
  () => import('./preferences-dialog.tsx'),
  (module) => module.PreferencesDialog,
);
const SessionsDialog = lazyDialog(
  () => import('./sessions-dialog.tsx'),
  (module) => module.SessionsDialog,
);
const ChangePasswordDialog = lazyFormDialog(
  () => import('./change-password-dialog.tsx'),
  (module) => module.ChangePasswordDialog,
  (props) => props.opened,
);
const TwoFactorDialog = lazyDialog(
  () => import('./two-factor-dialog.tsx'),
  (module) => module.TwoFactorDialog,
);
const CalendarFeedDialog = lazyDialog(
  () => import('./calendar-feed-dialog.tsx'),
  (module) => module.CalendarFeedDialog,
);

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

// Mantine renders every item as role="menuitem"; these are choices, so they say which one is on.
const check = (selected: boolean) =>
  selected ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />;

type MenuDialog = 'preferences' | 'shortcuts' | 'feeds' | 'sessions' | 'password' | 'twoFactor';

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const current = useCurrentUser();
  const { user } = current;
  const signOut = useSignOut();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const durations = useDurationFormat();
  const saveOwnUser = useSaveOwnUser();
  const queryClient = useQueryClient();
  // The dialog the menu opened: it outlives the menu, which closes as it opens it.
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const close = () => setDialog(null);
  // Sessions are those of a password sign-in; a key signs in without one.
  const bySession = useCredentials() === null;

  function chooseLanguage(language: Language) {
    if (language === i18n.language) return;
    void setLanguage(language);
    if (user.language === language) return;
    const failed = (error: unknown) =>
      showNotice({
        color: 'yellow',
        message: t('userMenu.languageSaveFailed', { message: describeError(error) }),
      });
    // The session check's record carries no ETag; the single record gives the version to send back.
    const version = current.etag
      ? Promise.resolve(current.etag)
      : queryClient.fetchQuery(userQueries.detail(user.id)).then((detail) => detail.etag);
    version.then(
      (etag) =>
        saveOwnUser.mutate(
          { id: user.id, body: { language }, etag },
          { onSuccess: () => {}, onError: failed },
        ),
      failed,
    );
  }

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label={t('userMenu.open', { name: user.name })}
            p={4}
            style={{ borderRadius: 8 }}
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar size={32} radius="xl" color="indigo" aria-hidden>
                {initialsOf(user.name)}
              </Avatar>
              <div style={{ lineHeight: 1.1 }}>
                <Text size="sm" fw={500} lineClamp={1} visibleFrom="xs">
                  {user.name}
                </Text>
                <Text size="xs" c="dimmed" visibleFrom="xs">
                  {t(`roles.${roleOf(user)}`)}
                </Text>
              </div>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        {/* Below the 56-pixel header the menu scrolls rather than run past the window's foot, where
            its last items (Sign out) would be out of reach on a short window or a phone. */}
        <Menu.Dropdown mah="calc(100dvh - 64px)" style={{ overflowY: 'auto' }}>
          <Menu.Label>{t('userMenu.signedInAs')}</Menu.Label>
          <div style={{ padding: '0 12px 8px' }}>
            <Text size="sm" fw={500}>
              {user.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {user.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`roles.${roleOf(user)}`)}
            </Text>
          </div>
          <Menu.Divider />
          <Menu.Label>
            <Group gap={6}>
              <IconLanguage size={14} aria-hidden />
              {t('userMenu.language')}
            </Group>
          </Menu.Label>
          {languages.map((language) => (
            <Menu.Item
              key={language}
              renderRoot={(props) => (
                <button
                  type="button"
                  {...props}
                  role="menuitemradio"
                  aria-checked={i18n.language === language}
                />
              )}
              leftSection={check(i18n.language === language)}
              onClick={() => chooseLanguage(language)}
              lang={language}
            >
              {t(`languages.${language}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Label>{t('userMenu.colorScheme')}</Menu.Label>
          {colorSchemes.map((scheme: MantineColorScheme) => (
            <Menu.Item
              key={scheme}
              renderRoot={(props) => (
                <button type="button" {...props} role="menuitemradio" aria-checked={colorScheme === scheme} />
              )}
              leftSection={check(colorScheme === scheme)}
              rightSection={<ColorSchemeIcon scheme={scheme} />}
              onClick={() => setColorScheme(scheme)}
            >
              {t(`userMenu.${scheme}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Label>{t('userMenu.durations')}</Menu.Label>
          {durationFormats.map((format) => (
            <Menu.Item
              key={format}
              renderRoot={(props) => (
                <button type="button" {...props} role="menuitemradio" aria-checked={durations === format} />
              )}
              leftSection={check(durations === format)}
              onClick={() => setDurationFormat(format)}
            >
              {t(`userMenu.durationFormats.${format}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={() => setDialog('preferences')}
          >
            {t('userMenu.preferences')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconKeyboard size={16} aria-hidden />}
            rightSection={
              <Kbd size="xs" aria-hidden>
                ?
              </Kbd>
            }
            onClick={() => setDialog('shortcuts')}
          >
            {t('shortcuts.menuItem')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconCalendarShare size={16} aria-hidden />}
            onClick={() => setDialog('feeds')}
          >
            {t('calendarFeed.menuItem')}
          </Menu.Item>
          {bySession && (
            <>
              <Menu.Item
                leftSection={<IconDevices size={16} aria-hidden />}
                onClick={() => setDialog('sessions')}
              >
                {t('sessions.menuItem')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconLock size={16} aria-hidden />}
                onClick={() => setDialog('password')}
              >
                {t('passwordChange.menuItem')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconShieldLock size={16} aria-hidden />}
                onClick={() => setDialog('twoFactor')}
              >
                {t('twoFactor.menuItem')}
              </Menu.Item>
            </>
          )}
          <Menu.Item
            leftSection={<IconApi size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/api-reference" />}
          >
            {t('apiReference.menu')}
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'preferences' && <PreferencesDialog opened onClose={close} />}
      <ShortcutsHelp opened={dialog === 'shortcuts'} onOpen={() => setDialog('shortcuts')} onClose={close} />
      {dialog === 'feeds' && <CalendarFeedDialog opened onClose={close} />}
      {dialog === 'sessions' && <SessionsDialog opened onClose={close} />}
      {dialog === 'password' && <ChangePasswordDialog opened onClose={close} />}
      {dialog === 'twoFactor' && <TwoFactorDialog opened onClose={close} />}
    </>
  );
}
