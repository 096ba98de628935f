import { useTranslation } from 'react-i18next';
import { languageSchema } from '../../../contract/common.ts';
import type { NonbusinessGroup } from '../../../contract/nonbusiness-groups.ts';
import type { Team } from '../../../contract/teams.ts';
import { type User, userAddSchema, userEditSchema } from '../../../contract/users.ts';
import type { Versioned } from '../../api/resource.ts';
import { useCreateUser, userQueries, useUpdateUser } from '../../api/users.ts';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { useRecordForm } from '../../components/record-form.tsx';
import { EditLockSection, RightsSection } from './user-access-sections.tsx';
import { useEditLimits } from './user-edit-limits.ts';
import { OrganisationSection, PersonSection, PreferencesSection } from './user-form-sections.tsx';
import {
  newUser,
  type UserBodyOptions,
  type UserValues,
  userBody,
  userFormFields,
  userToValues,
} from './user-values.ts';

/** Create or edit a co-worker in a dialog; closing with unsaved changes asks first. */
export function UserFormModal({
  target,
  coworkers,
  teams,
  groups,
  onCreated,
  onClose,
}: {
  target: FormTarget | null;
  /** Bosses and absence managers are picked from these. */
  coworkers: User[];
  teams: Team[];
  groups: NonbusinessGroup[];
  /** After a create, e.g. to offer the new co-worker's API key. */
  onCreated: (user: User) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('users.newTitle'), edit: t('users.editTitle') }}
      detail={userQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => (
        <UserForm
          {...form}
          edit={edit}
          coworkers={coworkers}
          teams={teams}
          groups={groups}
          onCreated={(user) => {
            form.onDone();
            onCreated(user);
          }}
        />
      )}
    </FormDialog>
  );
}

function UserForm({
  edit,
  coworkers,
  teams,
  groups,
  onCreated,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & {
  edit?: EditStart<Versioned<User>>;
  coworkers: User[];
  teams: Team[];
  groups: NonbusinessGroup[];
  onCreated: (user: User) => void;
}) {
  const { t, i18n } = useTranslation();
  const limits = useEditLimits(edit);
  const record = edit?.detail.record;
  // The service lets a zone change only on the company creator's record during the trial; the app
  // cannot see either, so it offers the change on owners' records and shows the service's answer.
  const timezoneEditable = record === undefined || record.role === 'owner';
  const bodyOptions: UserBodyOptions = { edit: edit !== undefined, timezoneEditable };
  const language = languageSchema.safeParse(i18n.language).data ?? 'en';
  const { form, saving, initial } = useRecordForm({
    edit,
    empty: newUser(limits.caller, language),
    toValues: userToValues,
    toBody: (values: UserValues) => userBody(values, bodyOptions),
    addSchema: userAddSchema,
    editSchema: userEditSchema,
    create: useCreateUser(),
    update: useUpdateUser(),
    formFields: userFormFields,
    createdMessage: (user) => t('users.created', { name: user.name }),
    updatedMessage: (user) => t('users.updated', { name: user.name }),
    onCreated,
    onDone,
  });
  const role = form.watch('role');

  return (
    <FormFrame
      save={saving}
      submitLabel={edit ? t('common.save') : t('common.create')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <PersonSection form={form} editing={edit !== undefined} initialRole={initial.role} limits={limits} />
      <OrganisationSection
        form={form}
        recordId={record?.id}
        initial={initial}
        coworkers={coworkers}
        teams={teams}
        groups={groups}
      />
      <RightsSection form={form} role={role} locked={limits.field('can_add_customers')} />
      <EditLockSection form={form} record={record} role={role} locked={limits.field('edit_lock')} />
      <PreferencesSection
        form={form}
        initialTimezone={initial.timezone}
        timezoneEditable={timezoneEditable}
      />
    </FormFrame>
  );
}
