import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { successSchema } from '../../../contract/common.ts';
import { PASSWORD_MIN_LENGTH } from '../../../contract/sessions.ts';
import { api, describeError, isApiError } from '../../lib/http.ts';
import { type NewPasswordValues, useNewPasswordSchema } from '../../lib/new-password.ts';
import { showNotice } from '../../lib/notice.ts';
import { PublicFrame } from './public-frame.tsx';
import { throttledText } from './sign-in-values.ts';

/** The service names the token when the link is unknown, used, expired or its user deactivated. */
const linkRefused = (error: unknown) => isApiError(error, 400) && error.fields.includes('token');

/**
 * Where the invitation and reset mails lead (`/set-password#token=…`, the token after `#` so that it
 * never reaches a server's log): the new password twice; then the person signs in with it.
 */
export function SetPasswordPage({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const router = useRouter();
  const schema = useNewPasswordSchema();
  const form = useForm<NewPasswordValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', repeat: '' },
  });
  const save = useMutation({
    mutationFn: (values: z.output<typeof schema>) =>
      api.send('POST', '/api/password/link', {
        body: { token, password: values.password },
        schema: successSchema,
        credentials: null,
      }),
    onSuccess: () => {
      showNotice({ color: 'teal', message: t('passwords.saved') });
      void router.navigate({ to: '/sign-in', search: { redirect: undefined }, replace: true });
    },
    onError: (error) => {
      // A password the service finds too easy to guess is answered at its field, in words.
      if (isApiError(error, 400) && error.fields.includes('password')) {
        form.setError('password', { message: t('passwords.tooEasy') }, { shouldFocus: true });
      }
    },
  });
  const { errors } = form.formState;
  const askAgain = (
    <Anchor component={Link} to="/forgot-password" size="sm">
      {t('passwords.askNewLink')}
    </Anchor>
  );

  if (!token) {
    return (
      <PublicFrame title={t('passwords.setTitle')}>
        <Alert color="yellow" icon={<IconAlertCircle aria-hidden />}>
          {t('passwords.noToken')}
        </Alert>
        {askAgain}
      </PublicFrame>
    );
  }
  const otherError =
    save.isError && !(isApiError(save.error, 400) && save.error.fields.includes('password'))
      ? save.error
      : null;
  return (
    <PublicFrame
      title={t('passwords.setTitle')}
      subtitle={t('passwords.setText', { min: PASSWORD_MIN_LENGTH })}
    >
      {otherError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            {linkRefused(otherError)
              ? t('passwords.linkDead')
              : (throttledText(otherError, t) ?? describeError(otherError))}
            {linkRefused(otherError) && askAgain}
          </Stack>
        </Alert>
      )}
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          <PasswordInput
            label={t('passwords.newPassword')}
            visibilityToggleButtonProps={{ 'aria-label': t('signIn.togglePasswordVisibility') }}
            autoComplete="new-password"
            required
            withAsterisk={false}
            error={errors.password?.message}
            aria-invalid={errors.password ? true : undefined}
            data-autofocus
            {...form.register('password')}
          />
          <PasswordInput
            label={t('passwords.repeatPassword')}
            visibilityToggleButtonProps={{ 'aria-label': t('signIn.togglePasswordVisibility') }}
            autoComplete="new-password"
            required
            withAsterisk={false}
            error={errors.repeat?.message}
            aria-invalid={errors.repeat ? true : undefined}
            {...form.register('repeat')}
          />
          <Button type="submit" loading={save.isPending} fullWidth>
            {t('passwords.save')}
          </Button>
        </Stack>
      </form>
    </PublicFrame>
  );
}
