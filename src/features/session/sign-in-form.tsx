import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxField } from '../../components/switch-field.tsx';
import type { Credentials } from '../../lib/credentials.ts';
import { ApiError, describeError } from '../../lib/http.ts';
import { checksCredentials } from '../../query-client.ts';

type SignInValues = { email: string; key: string; staySignedIn: boolean };

function useSignInSchema() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the UI language.
  return useMemo(
    () =>
      z.object({
        email: z
          .string()
          .trim()
          .pipe(z.email({ error: t('signIn.emailInvalid') }).max(255)),
        key: z
          .string()
          .trim()
          .min(1, { error: t('signIn.apiKeyRequired') })
          .max(256),
        staySignedIn: z.boolean(),
      }),
    [t, i18n.language],
  );
}

function signInErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 401) return t('signIn.wrongCredentials');
  if (error instanceof ApiError && error.status === 429) {
    return error.retryAfterSeconds
      ? t('signIn.tooManyAttempts', { seconds: Math.ceil(error.retryAfterSeconds) })
      : t('signIn.tooManyAttemptsLater');
  }
  return describeError(error);
}

/**
 * The e-mail and API key form with its checks and its errors, for the sign-in page and for signing
 * in again over an open page. `signInWith` tries the credentials (and remembers them when they work).
 */
export function SignInForm<Result>({
  defaultEmail = '',
  defaultStaySignedIn = false,
  signInWith,
  onSignedIn,
  children,
}: {
  defaultEmail?: string;
  defaultStaySignedIn?: boolean;
  signInWith: (credentials: Credentials, staySignedIn: boolean) => Promise<Result>;
  onSignedIn: (result: Result) => unknown;
  /** Further actions below the submit button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const schema = useSignInSchema();
  const form = useForm<SignInValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail, key: '', staySignedIn: defaultStaySignedIn },
  });
  const attempt = useMutation({
    mutationFn: (values: z.output<typeof schema>) =>
      signInWith({ email: values.email, key: values.key }, values.staySignedIn),
    onSuccess: onSignedIn,
    meta: checksCredentials,
  });
  const { errors } = form.formState;

  return (
    <Stack gap="lg">
      {attempt.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('signIn.failed')} role="alert">
          {signInErrorText(attempt.error, t)}
        </Alert>
      )}
      <form noValidate onSubmit={form.handleSubmit((values) => attempt.mutate(values))}>
        {/* Both fields are needed; asterisks on a two-field form would only add noise. */}
        <Stack gap="md">
          <TextInput
            label={t('signIn.email')}
            type="email"
            autoComplete="username"
            required
            withAsterisk={false}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('signIn.apiKey')}
            visibilityToggleButtonProps={{ 'aria-label': t('signIn.toggleKeyVisibility') }}
            autoComplete="current-password"
            required
            withAsterisk={false}
            error={errors.key?.message}
            // Mantine marks a PasswordInput invalid only visually; screen readers need aria-invalid.
            aria-invalid={errors.key ? true : undefined}
            // The e-mail is known when signing in again: the key is what is asked for.
            data-autofocus={defaultEmail ? true : undefined}
            {...form.register('key')}
          />
          <CheckboxField
            control={form.control}
            name="staySignedIn"
            label={t('signIn.staySignedIn')}
            description={t('signIn.staySignedInHint')}
          />
          <Button type="submit" loading={attempt.isPending} fullWidth>
            {t('signIn.submit')}
          </Button>
          {children}
        </Stack>
      </form>
    </Stack>
  );
}
