import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CheckboxField } from '../../components/switch-field.tsx';
import { type SignInAttempt, TwoFactorNeeded } from '../../lib/auth.ts';
import { checksCredentials } from '../../query-client.ts';
import {
  attemptOf,
  offersNoPasswords,
  type SignInMethod,
  type SignInValues,
  signInErrorText,
  useSignInSchema,
} from './sign-in-values.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

/**
 * The sign-in form with its checks and its errors, for the sign-in page and for signing in again over
 * an open page: e-mail and password first, "Sign in with an API key" as the other way. `signInWith`
 * tries the attempt (and remembers the sign-in when it works). A service without password sign-in
 * (API_UPSTREAM to another implementation) answers 404, and the form turns to the key.
 */
export function SignInForm<Result>({
  defaultEmail = '',
  defaultMethod = 'password',
  defaultStaySignedIn = false,
  offerReset = false,
  signInWith,
  onSignedIn,
  children,
}: {
  defaultEmail?: string;
  defaultMethod?: SignInMethod;
  defaultStaySignedIn?: boolean;
  /** Offers "Forgot password?", a page of its own (not over an open page, whose work it would leave). */
  offerReset?: boolean;
  signInWith: (attempt: SignInAttempt) => Promise<Result>;
  onSignedIn: (result: Result) => unknown;
  /** Further actions below the submit button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<SignInMethod>(defaultMethod);
  const [noPasswords, setNoPasswords] = useState(false);
  // The password was right and a code is asked for: the second step, for this e-mail.
  const [challenge, setChallenge] = useState<{ email: string; challenge: string } | null>(null);
  const schema = useSignInSchema(method);
  const form = useForm<SignInValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail, secret: '', staySignedIn: defaultStaySignedIn },
  });
  const attempt = useMutation({
    mutationFn: (values: z.output<typeof schema>) => signInWith(attemptOf(method, values)),
    onSuccess: onSignedIn,
    onError: (error, values) => {
      if (method === 'password' && offersNoPasswords(error)) switchTo('key', true);
      if (error instanceof TwoFactorNeeded) setChallenge({ email: values.email, challenge: error.challenge });
    },
    meta: checksCredentials,
  });
  const { errors } = form.formState;

  function switchTo(next: SignInMethod, becauseNoPasswords = false) {
    attempt.reset();
    setNoPasswords(becauseNoPasswords);
    setMethod(next);
    form.resetField('secret');
    form.clearErrors();
  }

  const byKey = method === 'key';
  if (challenge) {
    return (
      <TwoFactorStep
        email={challenge.email}
        challenge={challenge.challenge}
        signInWith={signInWith}
        onSignedIn={onSignedIn}
        onRestart={() => {
          setChallenge(null);
          switchTo('password');
        }}
      />
    );
  }
  return (
    <Stack gap="lg">
      {noPasswords && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} role="status">
          {t('signIn.noPasswords')}
        </Alert>
      )}
      {attempt.isError && !offersNoPasswords(attempt.error) && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('signIn.failed')} role="alert">
          {signInErrorText(attempt.error, method, t)}
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
            // A new element for the other method, so that a password manager never offers one for the other.
            key={method}
            label={byKey ? t('signIn.apiKey') : t('signIn.password')}
            visibilityToggleButtonProps={{
              'aria-label': byKey ? t('signIn.toggleKeyVisibility') : t('signIn.togglePasswordVisibility'),
            }}
            autoComplete={byKey ? 'off' : 'current-password'}
            required
            withAsterisk={false}
            error={errors.secret?.message}
            // Mantine marks a PasswordInput invalid only visually; screen readers need aria-invalid.
            aria-invalid={errors.secret ? true : undefined}
            // The e-mail is known when signing in again: the secret is what is asked for.
            data-autofocus={defaultEmail ? true : undefined}
            {...form.register('secret')}
          />
          {byKey && (
            <CheckboxField
              control={form.control}
              name="staySignedIn"
              label={t('signIn.staySignedIn')}
              description={t('signIn.staySignedInHint')}
            />
          )}
          <Button type="submit" loading={attempt.isPending} fullWidth>
            {t('signIn.submit')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => switchTo(byKey ? 'password' : 'key')}
            >
              {byKey ? t('signIn.withPassword') : t('signIn.withKey')}
            </Anchor>
            {offerReset && !byKey && (
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t('signIn.forgotPassword')}
              </Anchor>
            )}
          </Group>
          {children}
        </Stack>
      </form>
    </Stack>
  );
}
