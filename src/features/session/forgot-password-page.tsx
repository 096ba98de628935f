import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { successSchema } from '../../../contract/common.ts';
import { api, describeError } from '../../lib/http.ts';
import { PublicFrame } from './public-frame.tsx';
import { emailField, throttledText } from './sign-in-values.ts';

/**
 * "Forgot password?": the service mails a reset link to an active user with the address, and answers
 * the same whether or not there is one, so the page says the same whatever was typed.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the UI language.
  const schema = useMemo(() => z.object({ email: emailField(t) }), [t, i18n.language]);
  const form = useForm<{ email: string }, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const request = useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      await api.send('POST', '/api/password/reset', {
        body: { email },
        schema: successSchema,
        credentials: null,
      });
      return email;
    },
  });

  return (
    <PublicFrame
      title={t('passwords.forgotTitle')}
      subtitle={request.isSuccess ? undefined : t('passwords.forgotText')}
    >
      {request.isSuccess ? (
        <Alert color="teal" icon={<IconMailCheck aria-hidden />} role="status">
          {t('passwords.linkSent', { email: request.data })}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
          <Stack gap="md">
            {request.isError && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {throttledText(request.error, t) ?? describeError(request.error)}
              </Alert>
            )}
            <TextInput
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              required
              withAsterisk={false}
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" loading={request.isPending} fullWidth>
              {t('passwords.sendLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/sign-in" size="sm">
        {t('passwords.backToSignIn')}
      </Anchor>
    </PublicFrame>
  );
}
