import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Team, teamAddSchema, teamEditSchema } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import type { Versioned } from '../../api/resource.ts';
import { teamQueries, useCreateTeam, useUpdateTeam } from '../../api/teams.ts';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { NameField, useRecordForm } from '../../components/record-form.tsx';
import { fieldErrorText } from '../../lib/form.ts';

type Values = { name: string; leader: number | null };

const formFields = ['name', 'leader'] as const;

const newTeam: Values = { name: '', leader: null };

const toValues = (team: Team): Values => ({ name: team.name, leader: team.leader });

const toBody = (values: Values) => ({ name: values.name, leader: values.leader });

/** Create or edit a team in a dialog; closing with unsaved changes asks first. */
export function TeamFormModal({
  target,
  coworkers,
  onClose,
}: {
  target: FormTarget | null;
  /** The leader is picked from these. */
  coworkers: User[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('teams.newTitle'), edit: t('teams.editTitle') }}
      detail={teamQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => <TeamForm {...form} edit={edit} coworkers={coworkers} />}
    </FormDialog>
  );
}

function TeamForm({
  edit,
  coworkers,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & { edit?: EditStart<Versioned<Team>>; coworkers: User[] }) {
  const { t } = useTranslation();
  const { form, saving, initial } = useRecordForm({
    edit,
    empty: newTeam,
    toValues,
    toBody,
    addSchema: teamAddSchema,
    editSchema: teamEditSchema,
    create: useCreateTeam(),
    update: useUpdateTeam(),
    formFields,
    createdMessage: (team) => t('teams.created', { name: team.name }),
    updatedMessage: (team) => t('teams.updated', { name: team.name }),
    onDone,
  });
  const { errors } = form.formState;
  // An inactive leader stays selectable on the team that has them; new picks are active co-workers.
  const leaderOptions = coworkers
    .filter((user) => user.active || user.id === initial.leader)
    .map((user) => ({ value: user.id, label: user.name }));

  return (
    <FormFrame
      save={saving}
      submitLabel={edit ? t('common.save') : t('common.create')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <NameField label={t('teams.fields.name')} error={errors.name} {...form.register('name')} />
      <Controller
        control={form.control}
        name="leader"
        render={({ field }) => (
          <Select<number>
            label={t('teams.fields.leader')}
            description={t('teams.fields.leaderHint')}
            data={leaderOptions}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            searchable
            clearable
            nothingFoundMessage={t('list.noRecords')}
            error={fieldErrorText(errors.leader)}
            comboboxProps={{ zIndex: 1000 }}
          />
        )}
      />
    </FormFrame>
  );
}
