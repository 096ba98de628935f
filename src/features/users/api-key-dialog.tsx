import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract/users.ts';
import { useIssueApiKey } from '../../api/users.ts';
import { confirmDestructive } from '../../components/confirm.tsx';
import { describeError } from '../../lib/http.ts';

type KeyHolder = Pick<User, 'id' | 'name'>;

/** Where the flow stands: offering a first key, or showing the key (null while it is being issued). */
type KeyFlow = { user: KeyHolder; step: 'offer' } | { user: KeyHolder; step: 'issue'; key: string | null };

/**
 * Issuing a co-worker's API key: offered right after creating them, or a new one from the list after
 * confirming (the old key stops working at once). The key is shown once, with a copy button; the
 * service keeps only its hash, so closing the dialog loses it for good.
 */
export function useApiKeyFlow() {
  const { t } = useTranslation();
  const issue = useIssueApiKey();
  const [flow, setFlow] = useState<KeyFlow | null>(null);

  function issueFor(user: KeyHolder) {
    issue.reset();
    setFlow({ user, step: 'issue', key: null });
    issue.mutate({ id: user.id }, { onSuccess: (key) => setFlow({ user, step: 'issue', key }) });
  }

  async function rotate(user: KeyHolder) {
    const confirmed = await confirmDestructive({
      title: t('users.apiKey.rotateTitle', { name: user.name }),
      message: t('users.apiKey.rotateText'),
      confirmLabel: t('users.apiKey.rotate'),
      color: 'orange',
    });
    if (confirmed) issueFor(user);
  }

  function close() {
    issue.reset();
    setFlow(null);
  }

  const dialog = flow && (
    <Modal
      opened
      onClose={close}
      title={
        flow.step === 'offer'
          ? t('users.apiKey.offerTitle', { name: flow.user.name })
          : t('users.apiKey.revealTitle', { name: flow.user.name })
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
    >
      {flow.step === 'offer' ? (
        <Stack gap="md">
          <Text size="sm">{t('users.apiKey.offerText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('users.apiKey.later')}
            </Button>
            <Button data-autofocus onClick={() => issueFor(flow.user)}>
              {t('users.apiKey.issue')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <KeyReveal
          name={flow.user.name}
          apiKey={flow.key}
          error={issue.error}
          pending={issue.isPending}
          onRetry={() => issueFor(flow.user)}
          onClose={close}
        />
      )}
    </Modal>
  );

  return { offer: (user: KeyHolder) => setFlow({ user, step: 'offer' }), rotate, dialog };
}

function KeyReveal({
  name,
  apiKey,
  error,
  pending,
  onRetry,
  onClose,
}: {
  name: string;
  apiKey: string | null;
  error: unknown;
  pending: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm">{describeError(error)}</Text>
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={onRetry} loading={pending}>
            {t('common.tryAgain')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <TextInput
        label={t('users.apiKey.key')}
        value={apiKey ?? ''}
        readOnly
        disabled={apiKey === null}
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        rightSection={
          apiKey && (
            <CopyButton value={apiKey} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('users.apiKey.copied') : t('users.apiKey.copy')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={copied ? t('users.apiKey.copied') : t('users.apiKey.copy')}
                  >
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          )
        }
      />
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="status">
        <Text size="sm">{t('users.apiKey.notAgain', { name })}</Text>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose} loading={pending} data-autofocus>
          {t('users.apiKey.done')}
        </Button>
      </Group>
    </Stack>
  );
}
