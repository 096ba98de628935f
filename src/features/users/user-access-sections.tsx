import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User, UserRole } from '../../../contract/users.ts';
import { FormDateField } from '../../components/form-date-field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { useFormatter } from '../../lib/format.ts';
import { dynamicLockOptions, effectiveLockText } from './edit-lock.ts';
import { Section } from './user-form-sections.tsx';
import type { UserValues } from './user-values.ts';

/** The rights flags the chosen role can have; owners have every right and no flags. */
export function RightsSection({
  form,
  role,
  locked,
}: {
  form: UseFormReturn<UserValues>;
  role: UserRole;
  locked: boolean;
}) {
  const { t } = useTranslation();
  return (
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
              disabled={locked}
            />
            <SwitchField
              control={form.control}
              name="can_add_customers"
              label={t('users.fields.canAddCustomers')}
              description={t('users.fields.onlyWorkers')}
              disabled={locked}
            />
          </>
        )}
        {role === 'manager' && (
          <SwitchField
            control={form.control}
            name="can_generally_manage_absences"
            label={t('users.fields.canManageAbsences')}
            description={locked ? t('users.fields.ownRoleLocked') : t('users.fields.onlyManagers')}
            disabled={locked}
          />
        )}
      </Stack>
    </Section>
  );
}

/**
 * The edit lock: on an existing record, the lock in effect with the values typed so far, the fixed
 * and the moving lock; always whether the lock follows the company's.
 */
export function EditLockSection({
  form,
  record,
  role,
  locked,
}: {
  form: UseFormReturn<UserValues>;
  record: User | undefined;
  role: UserRole;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const [editLock, editLockDyn] = form.watch(['edit_lock', 'edit_lock_dyn']);
  return (
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
                disabled={locked}
                clearable
              />
              <SelectField
                control={form.control}
                name="edit_lock_dyn"
                label={t('users.fields.editLockDyn')}
                description={t('users.fields.editLockDynHint')}
                placeholder={t('users.fields.noDynamicLock')}
                data={dynamicLockOptions(t)}
                disabled={locked}
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
          disabled={locked}
        />
      </Stack>
    </Section>
  );
}
