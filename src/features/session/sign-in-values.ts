import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SignInAttempt } from '../../lib/auth.ts';
import { ApiError, describeError, isApiError } from '../../lib/http.ts';

/** How the form signs in: a password first; an API key for a service without sessions (API_UPSTREAM). */
export type SignInMethod = Exclude<SignInAttempt['method'], 'two_factor'>;

/** The secret is the password or the key, as the method asks. */
export type SignInValues = { email: string; secret: string; staySignedIn: boolean };

/** The e-mail address a person signs in with, as the sign-in and the reset forms check it. */
export const emailField = (t: TFunction) =>
  z
    .string()
    .trim()
    .pipe(z.email({ error: t('signIn.emailInvalid') }).max(255));

export function useSignInSchema(method: SignInMethod) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the UI language.
  return useMemo(
    () =>
      z.object({
        email: emailField(t),
        // Pasted keys often bring spaces along; a password is taken exactly as typed.
        secret:
          method === 'key'
            ? z
                .string()
                .trim()
                .min(1, { error: t('signIn.apiKeyRequired') })
                .max(256)
            : z.string().min(1, { error: t('signIn.passwordRequired') }),
        staySignedIn: z.boolean(),
      }),
    [t, i18n.language, method],
  );
}

export function attemptOf(method: SignInMethod, values: SignInValues): SignInAttempt {
  return method === 'key'
    ? { method, credentials: { email: values.email, key: values.secret }, staySignedIn: values.staySignedIn }
    : { method, email: values.email, password: values.secret };
}

/**
 * A service that does not know `POST /api/session` (another implementation of the interface, behind
 * API_UPSTREAM) has no passwords: its people sign in with a key.
 */
export const offersNoPasswords = (error: unknown) => isApiError(error, 404) || isApiError(error, 405);

/** What a refused sign-in, reset or new password tells the person when it is a throttle. */
export function throttledText(error: unknown, t: TFunction): string | null {
  if (!isApiError(error, 429)) return null;
  return error.retryAfterSeconds
    ? t('signIn.tooManyAttempts', { seconds: Math.ceil(error.retryAfterSeconds) })
    : t('signIn.tooManyAttemptsLater');
}

export function signInErrorText(error: unknown, method: SignInMethod, t: TFunction): string {
  if (error instanceof ApiError && error.status === 401) {
    return method === 'key' ? t('signIn.wrongCredentials') : t('signIn.wrongPassword');
  }
  return throttledText(error, t) ?? describeError(error);
}
