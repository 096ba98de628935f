import { type MantineColor, type MantineSpacing, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import type { FormSave } from '../lib/versioned-save.ts';
import classes from './form-frame.module.css';
import { FormActions } from './form-modal.tsx';
import { SaveErrorAlert } from './save-error-alert.tsx';
import { useUnsavedChangesGuard } from './unsaved-changes.tsx';

/**
 * A form on the versioned save (`useVersionedSave`): its fields, why saving failed (with the 412
 * choice), and cancel and submit. Unsaved changes are guarded: a form in a dialog reports them
 * through `onDirtyChange` (see `useGuardedClose`); a form on a page of its own guards leaving the
 * page itself.
 */
export function FormFrame({
  save,
  submitLabel,
  onCancel,
  label,
  onDirtyChange,
  secondaryAction,
  stickyActions = false,
  submitColor,
  gap = 'md',
  children,
}: {
  save: FormSave;
  submitLabel: string;
  onCancel: () => void;
  /** Accessible name, where the dialog or page title does not already name the form. */
  label?: string;
  onDirtyChange?: (dirty: boolean) => void;
  /** A further action on the left of the buttons, e.g. deleting the record. */
  secondaryAction?: ReactNode;
  /** Keeps the buttons in reach at the bottom of a long form on a page. */
  stickyActions?: boolean;
  submitColor?: MantineColor;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  useUnsavedChangesGuard(onDirtyChange === undefined && save.dirty);
  useEffect(() => onDirtyChange?.(save.dirty), [save.dirty, onDirtyChange]);
  // A form that is gone (saved, or replaced by its result) has nothing left to lose.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const footer = (
    <Stack gap="sm">
      <SaveErrorAlert {...save.alert} />
      <FormActions
        submitLabel={submitLabel}
        pending={save.pending}
        onCancel={onCancel}
        submitColor={submitColor}
        secondary={secondaryAction}
      />
    </Stack>
  );
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => refuseWhileInvalid(event) || save.onSubmit(event)}
    >
      <Stack gap={gap}>
        {children}
        {stickyActions ? <div className={classes.stickyActions}>{footer}</div> : footer}
      </Stack>
    </form>
  );
}

/**
 * True, with the submit stopped and the first such field focused, while a field reports a custom
 * validity: it holds text that is no value (an impossible date), which a form's schema may not see,
 * since the form turns its values into a body first (a day and a time into one instant, rolling
 * 30 February over into March). Only custom errors count; the schema judges everything else.
 */
function refuseWhileInvalid(event: FormEvent<HTMLFormElement>): boolean {
  const invalid = [...event.currentTarget.elements].filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.validity.customError,
  );
  if (invalid.length === 0) return false;
  event.preventDefault();
  // Each one fires `invalid`, on which it shows its message.
  for (const element of invalid) element.checkValidity();
  invalid[0]?.focus();
  return true;
}
