import { Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../contract/sessions.ts';
import { sessionQueries, useEndSession, useSignOutEverywhere } from '../api/sessions.ts';
import { useSignOut } from '../lib/auth.ts';
import { useFormatter } from '../lib/format.ts';
import { describeError } from '../lib/http.ts';
import { showNotice } from '../lib/notice.ts';
import { confirmDestructive } from './confirm.tsx';
import { ErrorPanel } from './page-states.tsx';

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Windows" from a User-Agent, as a person names a browser; the whole text is its title. */
function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return system ?? null;
  return system ? `${browser} · ${system}` : browser;
}

/**
 * The signed-in user's password sessions (docs/interface.md#sessions-and-passwords), this browser's
 * marked; every other one can be signed out alone, and "Sign out everywhere" for a device left signed
 * in somewhere ends them all, this one too, and leaves for the sign-in page.
 */
export function SessionsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sessions.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {opened && <SessionList />}
    </Modal>
  );
}

function SessionList() {
  const { t } = useTranslation();
  const sessions = useQuery(sessionQueries.list());
  const everywhere = useSignOutEverywhere();
  const signOut = useSignOut();

  async function signOutEverywhere() {
    const confirmed = await confirmDestructive({
      title: t('sessions.confirmTitle'),
      message: t('sessions.confirmText'),
      confirmLabel: t('sessions.signOutEverywhere'),
    });
    if (!confirmed) return;
    everywhere.mutate(undefined, {
      onSuccess: () => {
        showNotice({ color: 'teal', message: t('sessions.signedOutEverywhere') });
        signOut();
      },
      onError: (error) => showNotice({ color: 'red', message: describeError(error) }),
    });
  }

  if (sessions.isError) {
    return (
      <ErrorPanel error={sessions.error} onRetry={() => sessions.refetch()} retrying={sessions.isFetching} />
    );
  }
  if (!sessions.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  return (
    <Stack gap="md">
      <Text size="sm">{t('sessions.text')}</Text>
      {sessions.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sessions.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          onClick={signOutEverywhere}
          loading={everywhere.isPending}
          disabled={sessions.data.length === 0}
        >
          {t('sessions.signOutEverywhere')}
        </Button>
      </Group>
    </Stack>
  );
}

function SessionItem({ session }: { session: Session }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const browser = browserName(session.user_agent) ?? t('sessions.unknownBrowser');
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconDevices size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text size="sm" fw={500} title={session.user_agent ?? undefined}>
              {browser}
            </Text>
            {session.current && (
              <Badge size="sm" variant="light">
                {t('sessions.thisDevice')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('sessions.lastSeen', { when: format.dateTime(session.last_seen_at) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('sessions.started', { when: format.dateTime(session.created_at) })}
          </Text>
        </Stack>
        {!session.current && (
          <EndSessionButton id={session.id} browser={browser} when={format.dateTime(session.last_seen_at)} />
        )}
      </Group>
    </Paper>
  );
}

/** Signs out another browser: its next request is refused, and it is asked to sign in again. */
function EndSessionButton({ id, browser, when }: { id: number; browser: string; when: string }) {
  const { t } = useTranslation();
  const end = useEndSession();

  async function endSession() {
    const confirmed = await confirmDestructive({
      title: t('sessions.confirmOneTitle'),
      message: t('sessions.confirmOneText', { browser, when }),
      confirmLabel: t('sessions.signOutOne'),
    });
    if (!confirmed) return;
    end.mutate(id, {
      onSuccess: () => showNotice({ color: 'teal', message: t('sessions.signedOutOne', { browser }) }),
      onError: (error) => showNotice({ color: 'red', message: describeError(error) }),
    });
  }

  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      onClick={endSession}
      loading={end.isPending}
      aria-label={t('sessions.signOutOneLabel', { browser, when })}
      style={{ flexShrink: 0 }}
    >
      {t('sessions.signOutOne')}
    </Button>
  );
}
