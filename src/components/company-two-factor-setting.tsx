import { Alert, Stack, Switch, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { twoFactorQueries, useSaveCompanySettings } from '../api/two-factor.ts';
import { describeError } from '../lib/http.ts';
import { showNotice } from '../lib/notice.ts';

/** The owners' switch that requires two-factor sign-in of owners and managers. */
export function CompanyTwoFactorSetting() {
  const { t } = useTranslation();
  const settings = useQuery(twoFactorQueries.companySettings());
  const save = useSaveCompanySettings();
  if (!settings.data) return null;
  const { record, etag } = settings.data;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('twoFactor.companyTitle')}
      </Text>
      <Switch
        label={t('twoFactor.companyRequire')}
        description={t('twoFactor.companyRequireHint')}
        checked={record.two_factor_required_for_managers}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { body: { two_factor_required_for_managers: event.currentTarget.checked }, etag },
            { onSuccess: () => showNotice({ color: 'teal', message: t('twoFactor.companySaved') }) },
          )
        }
      />
      {save.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {describeError(save.error)}
        </Alert>
      )}
    </Stack>
  );
}
