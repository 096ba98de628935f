import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, passwordChangeSchema } from '../../contract/sessions.ts';
import { useChangePassword } from '../api/sessions.ts';
import { type NewPasswordValues, useNewPasswordSchema } from '../lib/new-password.ts';
import { useVersionedSave } from '../lib/versioned-save.ts';
import { FormFrame } from './form-frame.tsx';
import { type DialogFormProps, FormDialog } from './form-modal.tsx';

type Values = NewPasswordValues & { current_password: string };

const currentField = (t: TFunction) => ({
  current_password: z.string().min(1, { error: t('passwordChange.currentRequired') }),
});

/** The inputs a 400 may name; the service names the current password when it is wrong. */
const FORM_FIELDS = ['current_password', 'password'] as const;

/**
 * The signed-in user changes their password (docs/interface.md#sessions-and-passwords): the current
 * one, then the new one twice. The service ends every other session of theirs; this one goes on.
 */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={opened ? { kind: 'create' } : null}
      title={{ create: t('passwordChange.title') }}
      onClose={onClose}
    >
      {(form) => <ChangePasswordForm {...form} />}
    </FormDialog>
  );
}

/** A refusal the service named the field for, in words: only it knows the password and the list. */
const serverText = (error: FieldError | undefined, text: string) =>
  error?.type === 'server' ? text : error?.message;

function ChangePasswordForm({ onDirtyChange, onDone, onCancel }: DialogFormProps) {
  const { t } = useTranslation();
  const schema = useNewPasswordSchema(currentField);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', password: '', repeat: '' },
  });
  const saving = useVersionedSave({
    form,
    create: useChangePassword(),
    addBody: (values: Values) => ({ current_password: values.current_password, password: values.password }),
    addSchema: passwordChangeSchema,
    formFields: FORM_FIELDS,
    createdMessage: () => t('passwordChange.changed'),
    onDone,
  });
  const { errors } = form.formState;
  const toggle = { 'aria-label': t('signIn.togglePasswordVisibility') };
  return (
    <FormFrame
      save={saving}
      submitLabel={t('passwordChange.submit')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <Text size="sm">{t('passwordChange.text', { min: PASSWORD_MIN_LENGTH })}</Text>
      <Stack gap="md">
        <PasswordInput
          label={t('passwordChange.current')}
          visibilityToggleButtonProps={toggle}
          autoComplete="current-password"
          required
          withAsterisk={false}
          error={serverText(errors.current_password, t('passwordChange.currentWrong'))}
          aria-invalid={errors.current_password ? true : undefined}
          data-autofocus
          {...form.register('current_password')}
        />
        <PasswordInput
          label={t('passwords.newPassword')}
          visibilityToggleButtonProps={toggle}
          autoComplete="new-password"
          required
          withAsterisk={false}
          error={serverText(errors.password, t('passwords.tooEasy'))}
          aria-invalid={errors.password ? true : undefined}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('passwords.repeatPassword')}
          visibilityToggleButtonProps={toggle}
          autoComplete="new-password"
          required
          withAsterisk={false}
          error={errors.repeat?.message}
          aria-invalid={errors.repeat ? true : undefined}
          {...form.register('repeat')}
        />
      </Stack>
    </FormFrame>
  );
}
