import { Alert, Button, Divider, Group, Loader, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rights } from '../../contract/rights.ts';
import { twoFactorQueries, useTurnOffTwoFactor } from '../api/two-factor.ts';
import { useCaller, useCurrentUser } from '../lib/auth.ts';
import { describeError, isApiError } from '../lib/http.ts';
import { showNotice } from '../lib/notice.ts';
import { CompanyTwoFactorSetting } from './company-two-factor-setting.tsx';
import { ErrorPanel } from './page-states.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

/**
 * The signed-in user's two-factor sign-in (docs/interface.md#two-factor-sign-in): turning it on with
 * an authenticator app, or off with the password; owners also find the company's rule here.
 */
export function TwoFactorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('twoFactor.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {opened && <TwoFactorPanel />}
    </Modal>
  );
}

function TwoFactorPanel() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const caller = useCaller();
  const status = useQuery(twoFactorQueries.status());
  // A setup in progress stays on screen while the status refetches behind it.
  const [settingUp, setSettingUp] = useState(false);

  if (status.isError) {
    return <ErrorPanel error={status.error} onRetry={() => status.refetch()} retrying={status.isFetching} />;
  }
  if (!status.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  const { enabled, required, recovery_codes_left } = status.data;
  return (
    <Stack gap="md">
      <Text size="sm">{t('twoFactor.intro')}</Text>
      {required && !enabled && (
        <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} role="status">
          {t('twoFactor.mustTurnOn')}
        </Alert>
      )}
      {enabled && !settingUp ? (
        <Stack gap="xs">
          <Group gap="xs">
            <IconShieldCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden />
            <Text fw={500}>{t('twoFactor.on')}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('twoFactor.codesLeft', { count: recovery_codes_left })}
          </Text>
          {required ? <Text size="sm">{t('twoFactor.required')}</Text> : <TurnOff />}
        </Stack>
      ) : (
        <Stack gap="xs">
          {!settingUp && <Text fw={500}>{t('twoFactor.off')}</Text>}
          <TwoFactorSetup
            email={user.email}
            onStart={() => setSettingUp(true)}
            onDone={() => setSettingUp(false)}
          />
        </Stack>
      )}
      {rights.changesCompanySettings(caller) && (
        <>
          <Divider />
          <CompanyTwoFactorSetting />
        </>
      )}
    </Stack>
  );
}

function TurnOff() {
  const { t } = useTranslation();
  const off = useTurnOffTwoFactor();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  if (!asking) {
    return (
      <Group justify="flex-end">
        <Button color="red" variant="light" onClick={() => setAsking(true)}>
          {t('twoFactor.turnOff')}
        </Button>
      </Group>
    );
  }
  function submit(event: React.FormEvent) {
    event.preventDefault();
    setMissing(password === '');
    if (password === '') return;
    off.mutate(
      { password },
      { onSuccess: () => showNotice({ color: 'teal', message: t('twoFactor.turnedOff') }) },
    );
  }
  const error = missing
    ? t('twoFactor.passwordRequired')
    : isApiError(off.error, 400)
      ? t('twoFactor.passwordWrong')
      : undefined;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.turnOffText')}</Text>
        <PasswordInput
          label={t('twoFactor.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          aria-invalid={error ? true : undefined}
          data-autofocus
        />
        {off.isError && !isApiError(off.error, 400) && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {describeError(off.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={off.isPending}>
            {t('twoFactor.turnOff')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
