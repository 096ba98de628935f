import { Fieldset, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languageSchema } from '../../../contract/common.ts';
import type { NonbusinessGroup } from '../../../contract/nonbusiness-groups.ts';
import type { Team } from '../../../contract/teams.ts';
import { isTimeZone, rightsFlagRoles, type User, type UserRole, userRoles } from '../../../contract/users.ts';
import { NumberField } from '../../components/number-field.tsx';
import { NameField } from '../../components/record-form.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { fieldErrorText } from '../../lib/form.ts';
import type { EditLimits } from './user-edit-limits.ts';
import { rightsFlags, type UserValues } from './user-values.ts';

/** One group of the long form under a heading, so it reads in parts. */
export function Section({ legend, children }: { legend: string; children: ReactNode }) {
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

/** Name, e-mail (fixed once added), role, number, wage type, regulation, and active or welcome mail. */
export function PersonSection({
  form,
  editing,
  initialRole,
  limits,
}: {
  form: UseFormReturn<UserValues>;
  editing: boolean;
  initialRole: UserRole;
  limits: EditLimits;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const roleOptions = userRoles.map((option) => ({
    value: option,
    label: t(`roles.${option}`),
    disabled: limits.role(option),
  }));
  const roleFixed = roleOptions.every((option) => option.value === initialRole || option.disabled);

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
    <Section legend={t('users.sections.person')}>
      <Stack gap="md">
        <NameField label={t('users.fields.name')} error={errors.name} {...form.register('name')} />
        <TextInput
          type="email"
          label={t('users.fields.email')}
          description={editing ? t('users.fields.emailFixed') : undefined}
          required={!editing}
          readOnly={editing}
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
        {editing ? (
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
  );
}

/**
 * Team, boss, absence managers and the group of non-business days. Bosses and managers are picked
 * from the other co-workers, inactive ones only when the record already names them.
 */
export function OrganisationSection({
  form,
  recordId,
  initial,
  coworkers,
  teams,
  groups,
}: {
  form: UseFormReturn<UserValues>;
  recordId: number | undefined;
  initial: UserValues;
  coworkers: User[];
  teams: Team[];
  groups: NonbusinessGroup[];
}) {
  const { t } = useTranslation();
  const people = useMemo(
    () =>
      coworkers
        .filter((user) => user.id !== recordId)
        .filter(
          (user) => user.active || user.id === initial.boss || initial.absence_managers_id.includes(user.id),
        )
        .map((user) => ({ value: user.id, label: user.name })),
    [coworkers, recordId, initial.boss, initial.absence_managers_id],
  );
  return (
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
              error={form.formState.errors.absence_managers_id?.message}
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
  );
}

/** Every time zone of the form Area/City the browser knows, plus `current` should it not be one. */
function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone').filter(isTimeZone);
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Language, time zone (where it may change), clock and week. */
export function PreferencesSection({
  form,
  initialTimezone,
  timezoneEditable,
}: {
  form: UseFormReturn<UserValues>;
  initialTimezone: string;
  timezoneEditable: boolean;
}) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZoneOptions(initialTimezone), [initialTimezone]);
  return (
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
            description={timezoneEditable ? t('users.fields.timezoneHint') : t('users.fields.timezoneLocked')}
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
  );
}
