import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CalendarFeed,
  type CalendarFeedScope,
  calendarFeedScopesFor,
} from '../../contract/calendar-feed.ts';
import { calendarFeedQueries, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feeds.ts';
import { useCaller, useCurrentUser } from '../lib/auth.ts';
import { useFormatter } from '../lib/format.ts';
import { describeError } from '../lib/http.ts';
import { showNotice } from '../lib/notice.ts';
import { confirmDestructive } from './confirm.tsx';
import { ErrorPanel } from './page-states.tsx';

/**
 * The signed-in user's calendar feeds (docs/interface.md#calendar-feeds): one per scope the rights
 * allow, each created, replaced or revoked here. The address is shown once, right after creating it;
 * the service keeps only a hash of its token.
 */
export function CalendarFeedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('calendarFeed.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {opened && <FeedList />}
    </Modal>
  );
}

function FeedList() {
  const { t } = useTranslation();
  const caller = useCaller();
  const { user } = useCurrentUser();
  const feeds = useQuery(calendarFeedQueries.list());
  // The address just created, by scope; it is gone once the dialog closes.
  const [created, setCreated] = useState<Partial<Record<CalendarFeedScope, string>>>({});
  const scopes = calendarFeedScopesFor(caller, user.teams_id);

  if (feeds.isPending) return <Loader aria-label={t('calendarFeed.loading')} size="sm" />;
  if (feeds.isError) {
    return <ErrorPanel error={feeds.error} onRetry={() => feeds.refetch()} retrying={feeds.isFetching} />;
  }
  return (
    <Stack gap="md">
      <Text size="sm">{t('calendarFeed.intro')}</Text>
      {scopes.map((scope) => (
        <ScopeFeed
          key={scope}
          scope={scope}
          feed={feeds.data.find((feed) => feed.scope === scope)}
          url={created[scope]}
          onCreated={(url) => setCreated((current) => ({ ...current, [scope]: url }))}
          onRevoked={() => setCreated((current) => ({ ...current, [scope]: undefined }))}
        />
      ))}
    </Stack>
  );
}

function ScopeFeed({
  scope,
  feed,
  url,
  onCreated,
  onRevoked,
}: {
  scope: CalendarFeedScope;
  feed: CalendarFeed | undefined;
  url: string | undefined;
  onCreated: (url: string) => void;
  onRevoked: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const name = t(`calendarFeed.scopes.${scope}`);
  const headingId = `calendar-feed-${scope}`;

  async function createFeed() {
    if (feed) {
      const confirmed = await confirmDestructive({
        title: t('calendarFeed.replaceTitle', { name }),
        message: t('calendarFeed.replaceText'),
        confirmLabel: t('calendarFeed.replace'),
        color: 'orange',
      });
      if (!confirmed) return;
    }
    create.mutate({ scope }, { onSuccess: onCreated });
  }

  async function revokeFeed() {
    const confirmed = await confirmDestructive({
      title: t('calendarFeed.revokeTitle', { name }),
      message: t('calendarFeed.revokeText'),
      confirmLabel: t('calendarFeed.revoke'),
    });
    if (!confirmed) return;
    revoke.mutate(
      { scope },
      {
        onSuccess: () => {
          onRevoked();
          showNotice({ color: 'green', message: t('calendarFeed.revoked', { name }) });
        },
      },
    );
  }

  const error = create.error ?? revoke.error;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Title order={3} size="h5" id={headingId}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`calendarFeed.scopeHints.${scope}`)}
            </Text>
            <Text size="sm" mt={4}>
              {feed
                ? t('calendarFeed.activeSince', { date: format.dateTime(feed.created_at) })
                : t('calendarFeed.none')}
            </Text>
          </div>
          <Group gap="xs">
            {feed && (
              <Button variant="light" color="red" onClick={revokeFeed} loading={revoke.isPending}>
                {t('calendarFeed.revoke')}
              </Button>
            )}
            <Button onClick={createFeed} loading={create.isPending} variant={feed ? 'default' : 'filled'}>
              {feed ? t('calendarFeed.replace') : t('calendarFeed.create')}
            </Button>
          </Group>
        </Group>
        {error && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            <Text size="sm">{describeError(error)}</Text>
          </Alert>
        )}
        {url && feed && <FeedAddress url={url} />}
      </Stack>
    </Paper>
  );
}

function FeedAddress({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <TextInput
        label={t('calendarFeed.address')}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        rightSection={
          <CopyButton value={url} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('calendarFeed.copied') : t('calendarFeed.copy')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? t('calendarFeed.copied') : t('calendarFeed.copy')}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="status">
        <Text size="sm">{t('calendarFeed.secret')}</Text>
      </Alert>
    </Stack>
  );
}
