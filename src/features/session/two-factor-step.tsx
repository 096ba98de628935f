import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { recoveryCodeSchema, totpCodeSchema } from '../../../contract/two-factor.ts';
import type { SignInAttempt } from '../../lib/auth.ts';
import { describeError, isApiError } from '../../lib/http.ts';
import { checksCredentials } from '../../query-client.ts';
import { throttledText } from './sign-in-values.ts';

type Mode = 'code' | 'recovery';

/** The contract's own check of a code or recovery code, with the message in the UI's language. */
function stepSchema(mode: Mode, t: TFunction) {
  const contract = mode === 'code' ? totpCodeSchema : recoveryCodeSchema;
  const message = mode === 'code' ? t('twoFactor.codeInvalid') : t('twoFactor.recoveryCodeInvalid');
  return z.object({
    value: z
      .string()
      .refine((value) => contract.safeParse(value).success, { error: message })
      .transform((value) => contract.parse(value)),
  });
}

function stepErrorText(error: unknown, mode: Mode, t: TFunction): string {
  if (isApiError(error, 401)) return t('twoFactor.expired');
  if (isApiError(error, 400))
    return mode === 'code' ? t('twoFactor.codeWrong') : t('twoFactor.recoveryCodeWrong');
  return throttledText(error, t) ?? describeError(error);
}

/**
 * The second step of signing in with two-factor on (docs/interface.md#two-factor-sign-in): the code
 * from the authenticator app, or a recovery code instead. `onRestart` goes back to the password, which
 * an expired challenge needs.
 */
export function TwoFactorStep<Result>({
  email,
  challenge,
  signInWith,
  onSignedIn,
  onRestart,
}: {
  email: string;
  challenge: string;
  signInWith: (attempt: SignInAttempt) => Promise<Result>;
  onSignedIn: (result: Result) => unknown;
  onRestart: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<Mode>('code');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the UI language.
  const schema = useMemo(() => stepSchema(mode, t), [mode, t, i18n.language]);
  const form = useForm<{ value: string }, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { value: '' },
  });
  const attempt = useMutation({
    mutationFn: ({ value }: z.output<typeof schema>) =>
      signInWith({
        method: 'two_factor',
        email,
        challenge,
        ...(mode === 'code' ? { code: value } : { recovery_code: value }),
      }),
    onSuccess: onSignedIn,
    meta: checksCredentials,
  });

  function switchMode() {
    attempt.reset();
    form.reset({ value: '' });
    setMode(mode === 'code' ? 'recovery' : 'code');
  }

  const byCode = mode === 'code';
  const expired = isApiError(attempt.error, 401);
  return (
    <Stack gap="lg">
      {attempt.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('signIn.failed')} role="alert">
          {stepErrorText(attempt.error, mode, t)}
        </Alert>
      )}
      <form noValidate onSubmit={form.handleSubmit((values) => attempt.mutate(values))}>
        <Stack gap="md">
          <Text size="sm">{byCode ? t('twoFactor.stepText') : t('twoFactor.recoveryStepText')}</Text>
          <TextInput
            key={mode}
            label={byCode ? t('twoFactor.code') : t('twoFactor.recoveryCode')}
            autoComplete={byCode ? 'one-time-code' : 'off'}
            inputMode={byCode ? 'numeric' : 'text'}
            maxLength={byCode ? 7 : 40}
            required
            withAsterisk={false}
            data-autofocus
            autoFocus
            error={form.formState.errors.value?.message}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
            {...form.register('value')}
          />
          <Button type="submit" loading={attempt.isPending} disabled={expired} fullWidth>
            {t('twoFactor.verify')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={switchMode}>
              {byCode ? t('twoFactor.useRecovery') : t('twoFactor.useCode')}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={onRestart}>
              {t('twoFactor.back')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
