import { Fieldset, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Language, languageSchema, NAME_MAX } from '../../../contract/common.ts';
import type { NonbusinessGroup } from '../../../contract/nonbusiness-groups.ts';
import { type Caller, rights, type UserFacts } from '../../../contract/rights.ts';
import type { Team } from '../../../contract/teams.ts';
import {
  isTimeZone,
  type RightsFlag,
  rightsFlagRoles,
  type User,
  type UserRole,
  userAddSchema,
  userEditSchema,
  userRoles,
} from '../../../contract/users.ts';
import type { Versioned } from '../../api/resource.ts';
import { useCreateUser, userQueries, useUpdateUser } from '../../api/users.ts';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { NameField, useRecordForm } from '../../components/record-form.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { useCaller } from '../../lib/auth.ts';
import { fieldErrorText, numberOrNull, textOrNull } from '../../lib/form.ts';
import { useFormatter } from '../../lib/format.ts';
import { dynamicLockOptions, effectiveLockText } from './edit-lock.ts';

type Values = {
  name: string;
  email: string;
  role: UserRole;
  mail_to_user: boolean;
  number: string;
  active: boolean;
  wage_type: number | null;
  worktime_regulation_id: number | string;
  teams_id: number | null;
  boss: number | null;
  absence_managers_id: number[];
  nonbusinessgroups_id: number | null;
  can_generally_see_absences: boolean;
  can_generally_manage_absences: boolean;
  can_add_customers: boolean;
  edit_lock: string | null;
  edit_lock_dyn: number | null;
  edit_lock_sync: boolean;
  language: Language;
  timezone: string;
  timeformat_12h: boolean;
  weekstart_monday: boolean;
  weekend_friday: boolean;
};

// Every input is named after the body field it fills, so a 400 naming a field marks that input.
const formFields = ['email', ...Object.keys(userEditSchema.shape)];

const rightsFlags = Object.keys(rightsFlagRoles) as RightsFlag[];

function newUser(caller: Caller, language: Language): Values {
  return {
    name: '',
    email: '',
    role: 'worker',
    mail_to_user: false,
    number: '',
    active: true,
    wage_type: null,
    worktime_regulation_id: '',
    teams_id: null,
    boss: null,
    absence_managers_id: [],
    nonbusinessgroups_id: null,
    can_generally_see_absences: false,
    can_generally_manage_absences: false,
    can_add_customers: false,
    edit_lock: null,
    edit_lock_dyn: null,
    edit_lock_sync: false,
    language,
    timezone: caller.timezone,
    timeformat_12h: false,
    weekstart_monday: true,
    weekend_friday: false,
  };
}

function toValues(user: User): Values {
  return {
    name: user.name,
    email: user.email,
    role: user.role ?? 'worker',
    mail_to_user: false,
    number: user.number ?? '',
    active: user.active,
    wage_type: user.wage_type ?? null,
    worktime_regulation_id: user.worktime_regulation_id ?? '',
    teams_id: user.teams_id,
    boss: user.boss,
    absence_managers_id: user.absence_managers_id,
    nonbusinessgroups_id: user.nonbusinessgroups_id ?? null,
    can_generally_see_absences: user.can_generally_see_absences ?? false,
    can_generally_manage_absences: user.can_generally_manage_absences ?? false,
    can_add_customers: user.can_add_customers ?? false,
    edit_lock: user.edit_lock ?? null,
    edit_lock_dyn: user.edit_lock_dyn ?? null,
    edit_lock_sync: user.edit_lock_sync ?? false,
    language: user.language,
    timezone: user.timezone,
    timeformat_12h: user.timeformat_12h,
    weekstart_monday: user.weekstart_monday,
    weekend_friday: user.weekend_friday,
  };
}

type BodyOptions = { edit: boolean; timezoneEditable: boolean };

/**
 * The request body: a rights flag only with the role it fits (the service refuses the others), the
 * e-mail and the welcome mail only on add, the active flag and the edit lock only on edit, the time
 * zone only where it may change.
 */
function toBody(values: Values, { edit, timezoneEditable }: BodyOptions) {
  const body: Record<string, unknown> = {
    name: values.name,
    role: values.role,
    number: textOrNull(values.number),
    wage_type: values.wage_type,
    worktime_regulation_id: numberOrNull(values.worktime_regulation_id),
    teams_id: values.teams_id,
    boss: values.boss,
    absence_managers_id: values.absence_managers_id,
    nonbusinessgroups_id: values.nonbusinessgroups_id,
    edit_lock_sync: values.edit_lock_sync,
    language: values.language,
    timeformat_12h: values.timeformat_12h,
    weekstart_monday: values.weekstart_monday,
    weekend_friday: values.weekend_friday,
  };
  for (const flag of rightsFlags) if (rightsFlagRoles[flag] === values.role) body[flag] = values[flag];
  if (edit) {
    body.active = values.active;
    body.edit_lock = values.edit_lock;
    body.edit_lock_dyn = values.edit_lock_dyn;
    if (timezoneEditable) body.timezone = values.timezone;
  } else {
    body.email = values.email;
    body.mail_to_user = values.mail_to_user;
    body.timezone = values.timezone;
  }
  return body;
}

/** Every time zone of the form Area/City the browser knows, plus `current` should it not be one. */
function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone').filter(isTimeZone);
  return zones.includes(current) ? zones : [current, ...zones];
}

/** One group of the long form under a heading, so it reads in parts. */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text component="span" fw={700}>
          {legend}
        </Text>
      }
    >
      {children}
    </Fieldset>
  );
}

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

/** What the caller may not change about this co-worker, asked of the rights one field at a time. */
function useEditLimits(edit: EditStart<Versioned<User>> | undefined) {
  const caller = useCaller();
  const record = edit?.detail.record;
  const facts: UserFacts | undefined = record && {
    id: record.id,
    role: record.role ?? 'worker',
    active: record.active,
  };
  const forbids = (field: string, change: { role?: UserRole; active?: boolean } = {}) =>
    facts !== undefined &&
    rights.forbiddenUserEditFields(caller, facts, { fields: [field], ...change }).length > 0;
  return {
    caller,
    ownRecord: record?.id === caller.id,
    field: (field: string) => forbids(field),
    role: (role: UserRole) =>
      facts
        ? role !== facts.role && forbids('role', { role })
        : role === 'owner' && !rights.managesOwners(caller),
    active: facts !== undefined && forbids('active', { active: !facts.active }),
  };
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
  const format = useFormatter();
  const limits = useEditLimits(edit);
  const record = edit?.detail.record;
  // The service lets a zone change only on the company creator's record during the trial; the app
  // cannot see either, so it offers the change on owners' records and shows the service's answer.
  const timezoneEditable = record === undefined || record.role === 'owner';
  const bodyOptions: BodyOptions = { edit: edit !== undefined, timezoneEditable };
  const language = languageSchema.safeParse(i18n.language).data ?? 'en';
  const { form, saving, initial } = useRecordForm({
    edit,
    empty: newUser(limits.caller, language),
    toValues,
    toBody: (values: Values) => toBody(values, bodyOptions),
    addSchema: userAddSchema,
    editSchema: userEditSchema,
    create: useCreateUser(),
    update: useUpdateUser(),
    formFields,
    createdMessage: (user) => t('users.created', { name: user.name }),
    updatedMessage: (user) => t('users.updated', { name: user.name }),
    onCreated,
    onDone,
  });
  const { errors } = form.formState;
  const [role, editLock, editLockDyn] = form.watch(['role', 'edit_lock', 'edit_lock_dyn']);

  const people = useMemo(
    () =>
      coworkers
        .filter((user) => user.id !== record?.id)
        .filter(
          (user) => user.active || user.id === initial.boss || initial.absence_managers_id.includes(user.id),
        )
        .map((user) => ({ value: user.id, label: user.name })),
    [coworkers, record?.id, initial.boss, initial.absence_managers_id],
  );
  const zones = useMemo(() => timeZoneOptions(initial.timezone), [initial.timezone]);
  const roleOptions = userRoles.map((option) => ({
    value: option,
    label: t(`roles.${option}`),
    disabled: limits.role(option),
  }));
  const roleFixed = roleOptions.every((option) => option.value === initial.role || option.disabled);
  const rightsLocked = limits.field('can_add_customers');
  const lockLocked = limits.field('edit_lock');

  function changeRole(next: UserRole) {
    form.setValue('role', next, { shouldDirty: true });
    // A flag that does not fit the new role is switched off, as the service does.
    for (const flag of rightsFlags) {
      if (rightsFlagRoles[flag] !== next) form.setValue(flag, false, { shouldDirty: true });
    }
  }

  const roleHint = limits.ownRecord
    ? roleFixed && t('users.fields.ownRoleLocked')
    : roleOptions.some((option) => option.disabled) && t('users.fields.ownerRoleOnlyOwners');

  return (
    <FormFrame
      save={saving}
      submitLabel={edit ? t('common.save') : t('common.create')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <Section legend={t('users.sections.person')}>
        <Stack gap="md">
          <NameField label={t('users.fields.name')} error={errors.name} {...form.register('name')} />
          <TextInput
            type="email"
            label={t('users.fields.email')}
            description={edit ? t('users.fields.emailFixed') : undefined}
            required={!edit}
            readOnly={edit !== undefined}
            maxLength={NAME_MAX}
            error={fieldErrorText(errors.email)}
            {...form.register('email')}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select<UserRole>
                label={t('users.fields.role')}
                description={roleHint || t('users.fields.roleHint')}
                required
                data={roleOptions}
                value={field.value}
                onChange={(value) => value && changeRole(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                allowDeselect={false}
                disabled={roleFixed}
                comboboxProps={{ zIndex: 1000 }}
                error={fieldErrorText(errors.role)}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('users.fields.number')}
              maxLength={NAME_MAX}
              error={fieldErrorText(errors.number)}
              {...form.register('number')}
            />
            <SelectField
              control={form.control}
              name="wage_type"
              label={t('users.fields.wageType')}
              description={t('users.fields.wageTypeHint')}
              data={[
                { value: 1, label: t('users.fields.salary') },
                { value: 2, label: t('users.fields.hourlyWage') },
              ]}
              clearable
            />
          </SimpleGrid>
          <NumberField
            control={form.control}
            name="worktime_regulation_id"
            label={t('users.fields.worktimeRegulation')}
            description={t('users.fields.worktimeRegulationHint')}
          />
          {edit ? (
            <SwitchField
              control={form.control}
              name="active"
              label={t('users.fields.active')}
              description={t('users.fields.activeHint')}
              disabled={limits.active}
            />
          ) : (
            <SwitchField
              control={form.control}
              name="mail_to_user"
              label={t('users.fields.mailToUser')}
              description={t('users.fields.mailToUserHint')}
            />
          )}
        </Stack>
      </Section>

      <Section legend={t('users.sections.organisation')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <SelectField
              control={form.control}
              name="teams_id"
              label={t('users.fields.team')}
              data={teams.map((team) => ({ value: team.id, label: team.name }))}
              searchable
              clearable
            />
            <SelectField
              control={form.control}
              name="boss"
              label={t('users.fields.boss')}
              description={t('users.fields.bossHint')}
              data={people}
              searchable
              clearable
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="absence_managers_id"
            render={({ field }) => (
              <MultiSelect<number>
                label={t('users.fields.absenceManagers')}
                description={t('users.fields.absenceManagersHint')}
                data={people}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': t('common.clear') }}
                error={errors.absence_managers_id?.message}
                nothingFoundMessage={t('list.noRecords')}
                comboboxProps={{ zIndex: 1000 }}
              />
            )}
          />
          <SelectField
            control={form.control}
            name="nonbusinessgroups_id"
            label={t('users.fields.nonbusinessGroup')}
            description={t('users.fields.nonbusinessGroupHint')}
            data={groups.map((group) => ({ value: group.id, label: group.name }))}
            clearable
          />
        </Stack>
      </Section>

      <Section legend={t('users.sections.rights')}>
        <Stack gap="sm">
          {role === 'owner' && (
            <Text size="sm" c="dimmed">
              {t('users.fields.noRightsForOwners')}
            </Text>
          )}
          {role === 'worker' && (
            <>
              <SwitchField
                control={form.control}
                name="can_generally_see_absences"
                label={t('users.fields.canSeeAbsences')}
                description={t('users.fields.onlyWorkers')}
                disabled={rightsLocked}
              />
              <SwitchField
                control={form.control}
                name="can_add_customers"
                label={t('users.fields.canAddCustomers')}
                description={t('users.fields.onlyWorkers')}
                disabled={rightsLocked}
              />
            </>
          )}
          {role === 'manager' && (
            <SwitchField
              control={form.control}
              name="can_generally_manage_absences"
              label={t('users.fields.canManageAbsences')}
              description={rightsLocked ? t('users.fields.ownRoleLocked') : t('users.fields.onlyManagers')}
              disabled={rightsLocked}
            />
          )}
        </Stack>
      </Section>

      <Section legend={t('users.sections.editLock')}>
        <Stack gap="md">
          {record && (
            <>
              <Text size="sm" role="status">
                {t('users.fields.lockInEffect', {
                  text: effectiveLockText(t, format.date, {
                    ...record,
                    role,
                    edit_lock: editLock,
                    edit_lock_dyn: editLockDyn as User['edit_lock_dyn'],
                  }),
                })}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <FormDateField
                  control={form.control}
                  name="edit_lock"
                  label={t('users.fields.editLock')}
                  description={t('users.fields.editLockHint')}
                  disabled={lockLocked}
                  clearable
                />
                <SelectField
                  control={form.control}
                  name="edit_lock_dyn"
                  label={t('users.fields.editLockDyn')}
                  description={t('users.fields.editLockDynHint')}
                  placeholder={t('users.fields.noDynamicLock')}
                  data={dynamicLockOptions(t)}
                  disabled={lockLocked}
                  clearable
                />
              </SimpleGrid>
            </>
          )}
          <SwitchField
            control={form.control}
            name="edit_lock_sync"
            label={t('users.fields.editLockSync')}
            description={t('users.fields.editLockSyncHint')}
            disabled={lockLocked}
          />
        </Stack>
      </Section>

      <Section legend={t('users.sections.preferences')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <SelectField
              control={form.control}
              name="language"
              label={t('users.fields.language')}
              data={languageSchema.options.map((option) => ({
                value: option,
                label: t(`languages.${option}`),
              }))}
            />
            <SelectField
              control={form.control}
              name="timezone"
              label={t('users.fields.timezone')}
              description={
                timezoneEditable ? t('users.fields.timezoneHint') : t('users.fields.timezoneLocked')
              }
              data={zones}
              searchable
              disabled={!timezoneEditable}
            />
          </SimpleGrid>
          <SwitchField control={form.control} name="timeformat_12h" label={t('users.fields.timeformat12h')} />
          <SwitchField
            control={form.control}
            name="weekstart_monday"
            label={t('users.fields.weekstartMonday')}
          />
          <SwitchField control={form.control} name="weekend_friday" label={t('users.fields.weekendFriday')} />
        </Stack>
      </Section>
    </FormFrame>
  );
}
