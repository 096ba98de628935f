import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totpCodeSchema } from '../../contract/two-factor.ts';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/two-factor.ts';
import { describeError, isApiError } from '../lib/http.ts';

/** The key as a person types it off a screen: groups of four. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/**
 * Turning two-factor on (docs/interface.md#two-factor-sign-in): a new key for the authenticator app,
 * the app's first code to confirm it, then the recovery codes, shown this once, until the person says
 * they saved them. `onStart` comes with the key, `onDone` once they have.
 */
export function TwoFactorSetup({
  email,
  onStart,
  onDone,
}: {
  email: string;
  onStart: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes email={email} codes={codes} onDone={onDone} />;
  if (!start.data) {
    return (
      <Stack gap="sm">
        {start.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {describeError(start.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => start.mutate(undefined, { onSuccess: onStart })} loading={start.isPending}>
            {t('twoFactor.turnOn')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <ConfirmKey secret={start.data.secret} uri={start.data.otpauth_uri} onConfirmed={setCodes} />;
}

function ConfirmKey({
  secret,
  uri,
  onConfirmed,
}: {
  secret: string;
  uri: string;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    setInvalid(!parsed.success);
    if (parsed.success) confirm.mutate(parsed.data, { onSuccess: onConfirmed });
  }

  const error = invalid
    ? t('twoFactor.codeInvalid')
    : isApiError(confirm.error, 400)
      ? t('twoFactor.codeWrong')
      : undefined;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.addAccount')}</Text>
        <Anchor href={uri} size="sm">
          {t('twoFactor.openInApp')}
        </Anchor>
        <Group gap="xs" wrap="wrap" align="center">
          <Code
            data-testid="two-factor-key"
            style={{ fontSize: 'var(--mantine-font-size-md)', overflowWrap: 'anywhere' }}
          >
            {grouped(secret)}
          </Code>
          <CopyButton value={secret} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
              >
                {copied ? t('twoFactor.copied') : t('twoFactor.copyKey')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t('twoFactor.enterCode')}</Text>
        <TextInput
          label={t('twoFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
        />
        {confirm.isError && !isApiError(confirm.error, 400) && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {describeError(confirm.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={confirm.isPending}>
            {t('twoFactor.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ email, codes, onDone }: { email: string; codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const text = `${t('twoFactor.recoveryFile', { email })}\n\n${codes.join('\n')}\n`;

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'stint-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Stack gap="sm">
      <Alert color="teal" icon={<IconCheck aria-hidden />} role="status">
        {t('twoFactor.turnedOn')}
      </Alert>
      <Text fw={600}>{t('twoFactor.recoveryTitle')}</Text>
      <Text size="sm">{t('twoFactor.recoveryText')}</Text>
      <Code
        block
        data-testid="recovery-codes"
        style={{ columns: 2, fontSize: 'var(--mantine-font-size-sm)' }}
      >
        {codes.join('\n')}
      </Code>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="xs"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            >
              {copied ? t('twoFactor.copied') : t('twoFactor.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          size="xs"
          onClick={download}
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          {t('twoFactor.download')}
        </Button>
      </Group>
      <Checkbox
        label={t('twoFactor.saved')}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button onClick={onDone} disabled={!saved}>
          {t('twoFactor.done')}
        </Button>
      </Group>
    </Stack>
  );
}
