import { Checkbox, Switch, Text, Textarea } from '@mantine/core';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Absence, fullDayTypes, OVERTIME_REDUCTION, sickNoteTypes } from '../../../contract/absences.ts';
import { isRealDate } from '../../../contract/common.ts';
import type { User } from '../../../contract/users.ts';
import { absenceQueries } from '../../api/absences.ts';
import type { Versioned } from '../../api/resource.ts';
import { FormFrame } from '../../components/form-frame.tsx';
import { type DialogFormProps, type EditStart, FormDialog } from '../../components/form-modal.tsx';
import { fieldErrorText } from '../../lib/form.ts';
import { AbsenceDaysFields, AbsenceLengthField, AbsenceTypeField, CoworkerField } from './absence-fields.tsx';
import { absenceTypeOf, includesType, rangeProblem } from './absence-values.ts';
import styles from './absences.module.css';
import { strongPrimary } from './colors.ts';
import type { People } from './people.ts';
import { RequestCost } from './request-cost.tsx';
import { useAbsenceForm } from './use-absence-form.ts';

/** A new absence, for someone and the days picked in the calendar, if any; or one to edit. */
export type AbsenceFormTarget =
  | { kind: 'create'; usersId: number; since?: string; until?: string }
  | { kind: 'edit'; id: number };

type NewAbsence = Extract<AbsenceFormTarget, { kind: 'create' }>;

/** Request (or, for an absence manager, enter) an absence, or edit one, in a dialog; closing with changes asks first. */
export function AbsenceFormModal({
  target,
  viewer,
  people,
  coworkers,
  onClose,
}: {
  target: AbsenceFormTarget | null;
  viewer: User;
  people: People;
  /** Everyone the viewer may file a new absence for (themselves included). */
  coworkers: readonly User[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const forOthers = coworkers.some((user) => user.id !== viewer.id);
  return (
    <FormDialog
      target={target}
      title={{
        create: forOthers ? t('absences.form.titleEnter') : t('absences.form.titleRequest'),
        edit: t('absences.form.titleEdit'),
      }}
      detail={absenceQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => (
        <AbsenceForm
          {...form}
          draft={target?.kind === 'create' ? target : undefined}
          edit={edit}
          viewer={viewer}
          people={people}
          coworkers={coworkers}
        />
      )}
    </FormDialog>
  );
}

function AbsenceForm({
  draft,
  edit,
  viewer,
  people,
  coworkers,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & {
  draft?: NewAbsence;
  edit?: EditStart<Versioned<Absence>>;
  viewer: User;
  people: People;
  coworkers: readonly User[];
}) {
  const { t } = useTranslation();
  const { form, save, mayApproveFor } = useAbsenceForm({ draft, edit, viewer, people, onDone });
  const { errors } = form.formState;
  // The contract names body fields; count_days and status have no input of the same name.
  const bodyErrors = errors as Record<string, FieldError | undefined>;

  const values = form.watch();
  const type = absenceTypeOf(values);
  const singleDay = !!values.date_since && values.date_since === values.date_until;
  const fullDaysOnly = includesType(fullDayTypes, type) || type === OVERTIME_REDUCTION;
  const forOthers = !edit && coworkers.some((user) => user.id !== viewer.id);
  const mayApprove = !edit && mayApproveFor(values.users_id);
  const problem = rangeProblem(values);

  const submitLabel = edit
    ? t('common.save')
    : mayApprove && values.approve
      ? t('absences.form.submitEnter')
      : t('absences.form.submitRequest');
  const label = edit
    ? t('absences.form.titleEdit')
    : forOthers
      ? t('absences.form.titleEnter')
      : t('absences.form.titleRequest');

  return (
    <FormFrame
      save={save}
      label={label}
      submitLabel={submitLabel}
      submitColor={strongPrimary}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      {forOthers && (
        <CoworkerField form={form} viewer={viewer} coworkers={coworkers} mayApproveFor={mayApproveFor} />
      )}
      <AbsenceTypeField form={form} />
      <AbsenceDaysFields form={form} problem={problem} />
      <AbsenceLengthField
        form={form}
        fullDaysOnly={fullDaysOnly}
        singleDay={singleDay}
        countDaysError={bodyErrors.count_days}
      />
      {values.date_since &&
        values.date_until &&
        isRealDate(values.date_since) &&
        isRealDate(values.date_until) &&
        problem === null && (
          <RequestCost
            usersId={values.users_id}
            since={values.date_since}
            until={values.date_until}
            type={type}
            halfDay={values.length === 'half'}
            editing={edit?.detail.record}
          />
        )}
      {includesType(sickNoteTypes, type) && (
        <Checkbox label={t('absences.form.sickNote')} {...form.register('sick_note')} />
      )}
      <Textarea
        label={t('absences.form.note')}
        autosize
        minRows={2}
        maxRows={6}
        error={fieldErrorText(errors.note)}
        {...form.register('note')}
      />
      {mayApprove ? (
        <Controller
          control={form.control}
          name="approve"
          render={({ field }) => (
            <Switch
              label={t('absences.form.approve')}
              description={t('absences.form.approveHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              error={fieldErrorText(bodyErrors.status)}
            />
          )}
        />
      ) : (
        !edit && (
          <Text size="sm" className={styles.muted}>
            {t('absences.form.requestHint')}
          </Text>
        )
      )}
    </FormFrame>
  );
}
