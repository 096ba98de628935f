import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/sessions.ts';

export type NewPasswordValues = { password: string; repeat: string };

/** Counted in characters as a person counts them (code points), as the service counts them. */
const length = (password: string) => [...password].length;

/**
 * A new password as the service takes it (docs/interface.md#sessions-and-passwords): its length, and
 * typed the same twice. Whether it is too easy to guess only the service knows: its list is long.
 * `more` adds the fields of a form that asks for something besides (changing a password asks for the
 * current one); it is read once, so it is a function of the module, not of the render.
 */
export function useNewPasswordSchema<Shape extends z.ZodRawShape = Record<never, never>>(
  more?: (t: TFunction) => Shape,
) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the UI language.
  return useMemo(
    () =>
      z
        .object({
          ...(more?.(t) as Shape),
          password: z
            .string()
            .refine((password) => length(password) >= PASSWORD_MIN_LENGTH, {
              error: t('passwords.tooShort', { min: PASSWORD_MIN_LENGTH }),
            })
            .refine((password) => length(password) <= PASSWORD_MAX_LENGTH, {
              error: t('passwords.tooLong', { max: PASSWORD_MAX_LENGTH }),
            }),
          repeat: z.string(),
        })
        .refine((values) => (values as NewPasswordValues).password === (values as NewPasswordValues).repeat, {
          error: t('passwords.notSame'),
          path: ['repeat'],
        }),
    [t, i18n.language],
  );
}
