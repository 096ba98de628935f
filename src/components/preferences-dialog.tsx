import { Select, Stack, Tabs } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type User, userAddSchema, userEditSchema, userPreferenceFields } from '../../contract/users.ts';
import { notificationSettingsQueries } from '../api/notification-settings.ts';
import type { Versioned } from '../api/resource.ts';
import { useCreateUser, userQueries } from '../api/users.ts';
import { type Language, languages } from '../i18n/i18n.ts';
import { useCurrentUser } from '../lib/auth.ts';
import { useSaveOwnUser } from '../lib/own-user.ts';
import { FormFrame } from './form-frame.tsx';
import { type DialogFormProps, EditLoader, type EditStart, FormDialog } from './form-modal.tsx';
import { NotificationSettingsForm } from './notification-settings-form.tsx';
import { useRecordForm } from './record-form.tsx';
import { SwitchField } from './switch-field.tsx';

type Values = {
  language: Language;
  timeformat_12h: boolean;
  weekstart_monday: boolean;
  weekend_friday: boolean;
};

const toValues = (user: User): Values => ({
  language: user.language,
  timeformat_12h: user.timeformat_12h,
  weekstart_monday: user.weekstart_monday,
  weekend_friday: user.weekend_friday,
});

const toBody = (values: Values) => ({ ...values });

/**
 * The preferences every user may change on their own record (docs/interface.md#roles-and-rights):
 * language, clock, first day of the week and weekend; and, on a tab of their own, which notification
 * mails they get (docs/interface.md#notifications). Each tab is loaded fresh and saved with the
 * version the user saw; closing asks first while either has unsaved changes.
 */
export function PreferencesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <FormDialog
      target={opened ? { kind: 'edit', id: user.id } : null}
      title={{ create: t('preferences.title'), edit: t('preferences.title') }}
      detail={userQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => edit && <PreferencesTabs form={form} edit={edit} />}
    </FormDialog>
  );
}

type Part = 'general' | 'notifications';

function PreferencesTabs({ form, edit }: { form: DialogFormProps; edit: EditStart<Versioned<User>> }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [dirty, setDirty] = useState<Record<Part, boolean>>({ general: false, notifications: false });
  const { onDirtyChange } = form;
  useEffect(() => onDirtyChange(dirty.general || dirty.notifications), [dirty, onDirtyChange]);
  const generalDirty = useCallback((value: boolean) => setDirty((now) => ({ ...now, general: value })), []);
  const notificationsDirty = useCallback(
    (value: boolean) => setDirty((now) => ({ ...now, notifications: value })),
    [],
  );
  // Both panels stay mounted, so switching tabs keeps what was typed on the other.
  return (
    <Tabs defaultValue="general" keepMounted>
      <Tabs.List mb="md">
        <Tabs.Tab value="general">{t('notificationSettings.generalTab')}</Tabs.Tab>
        <Tabs.Tab value="notifications">{t('notificationSettings.title')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="general">
        <PreferencesForm {...form} onDirtyChange={generalDirty} edit={edit} />
      </Tabs.Panel>
      <Tabs.Panel value="notifications">
        <EditLoader query={notificationSettingsQueries.own()}>
          {(detail, reload) => (
            <NotificationSettingsForm
              {...form}
              onDirtyChange={notificationsDirty}
              edit={{ id: user.id, detail, reload }}
            />
          )}
        </EditLoader>
      </Tabs.Panel>
    </Tabs>
  );
}

function PreferencesForm({
  edit,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & { edit: EditStart<Versioned<User>> }) {
  const { t } = useTranslation();
  const { form, saving } = useRecordForm({
    edit,
    empty: toValues(edit.detail.record),
    toValues,
    toBody,
    editSchema: userEditSchema,
    update: useSaveOwnUser(),
    // The dialog always edits the signed-in user's record; useRecordForm also wants the create half.
    addSchema: userAddSchema,
    create: useCreateUser(),
    formFields: userPreferenceFields,
    createdMessage: () => t('preferences.saved'),
    updatedMessage: () => t('preferences.saved'),
    onDone,
  });
  const { errors } = form.formState;
  return (
    <FormFrame save={saving} submitLabel={t('common.save')} onCancel={onCancel} onDirtyChange={onDirtyChange}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <Select
              label={t('preferences.language')}
              data={languages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              error={errors.language?.message}
              data-autofocus
            />
          )}
        />
        <SwitchField
          control={form.control}
          name="timeformat_12h"
          label={t('preferences.clock12')}
          description={t('preferences.clock12Hint')}
        />
        <SwitchField
          control={form.control}
          name="weekstart_monday"
          label={t('preferences.weekstartMonday')}
          description={t('preferences.weekstartMondayHint')}
        />
        <SwitchField
          control={form.control}
          name="weekend_friday"
          label={t('preferences.weekendFriday')}
          description={t('preferences.weekendFridayHint')}
        />
      </Stack>
    </FormFrame>
  );
}
