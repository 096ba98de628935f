import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type NotificationKind,
  type NotificationSettings,
  notificationKinds,
  notificationSettingsEditSchema,
} from '../../contract/notification-settings.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import { useUpdateNotificationSettings } from '../api/notification-settings.ts';
import type { Versioned } from '../api/resource.ts';
import { useCaller } from '../lib/auth.ts';
import type { Mutation } from '../lib/versioned-save.ts';
import { FormFrame } from './form-frame.tsx';
import type { DialogFormProps, EditStart } from './form-modal.tsx';
import { useRecordForm } from './record-form.tsx';
import { SwitchField } from './switch-field.tsx';

/** Budget warnings go only to those who see budgets; to anyone else the switch would mean nothing. */
const shownTo = (caller: Caller) => (kind: NotificationKind) =>
  kind !== 'budget_warning' || rights.hearsOfBudgets(caller);

const toValues = (settings: NotificationSettings): NotificationSettings => ({ ...settings });
const toBody = (values: NotificationSettings) => ({ ...values });

/**
 * Which notification mails the signed-in user gets, one switch per kind. Settings are never
 * created, only edited: the service answers defaults for a user who never saved any.
 */
export function NotificationSettingsForm({
  edit,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & { edit: EditStart<Versioned<NotificationSettings>> }) {
  const { t } = useTranslation();
  const caller = useCaller();
  const update = useUpdateNotificationSettings();
  // useRecordForm also wants the create half; settings exist for everyone, so saving is always an edit.
  const create: Mutation<
    { body: NotificationSettings; idempotencyKey: string },
    Versioned<NotificationSettings>
  > = {
    ...update,
    mutate: ({ body }, callbacks) => update.mutate({ id: edit.id, body, etag: edit.detail.etag }, callbacks),
  };
  const { form, saving } = useRecordForm({
    edit,
    empty: toValues(edit.detail.record),
    toValues,
    toBody,
    addSchema: notificationSettingsEditSchema.required(),
    editSchema: notificationSettingsEditSchema,
    create,
    update,
    formFields: notificationKinds,
    createdMessage: () => t('notificationSettings.saved'),
    updatedMessage: () => t('notificationSettings.saved'),
    onDone,
  });
  return (
    <FormFrame
      save={saving}
      submitLabel={t('common.save')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      label={t('notificationSettings.title')}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('notificationSettings.intro')}
        </Text>
        {notificationKinds.filter(shownTo(caller)).map((kind) => (
          <SwitchField
            key={kind}
            control={form.control}
            name={kind}
            label={t(`notificationSettings.kinds.${kind}`)}
            description={t(`notificationSettings.hints.${kind}`)}
          />
        ))}
      </Stack>
    </FormFrame>
  );
}
