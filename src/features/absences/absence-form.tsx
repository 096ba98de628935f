import { Checkbox, Input, SegmentedControl, Select, SimpleGrid, Switch, Text, Textarea } from '@mantine/core';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Controller, type FieldError, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type Absence,
  type AbsenceType,
  absenceAddSchema,
  absenceEditSchema,
  absenceTypes,
  absenceTypeValues,
  fullDayTypes,
  OVERTIME_REDUCTION,
  sickNoteTypes,
} from '../../../contract/absences.ts';
import { isRealDate, NOTE_MAX } from '../../../contract/common.ts';
import { rights } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import { absenceQueries, useCreateAbsence, useUpdateAbsence } from '../../api/absences.ts';
import type { Versioned } from '../../api/resource.ts';
import { DateField } from '../../components/date-field.tsx';
import { FormFrame } from '../../components/form-frame.tsx';
import { type DialogFormProps, type EditStart, FormDialog } from '../../components/form-modal.tsx';
import { useCaller } from '../../lib/auth.ts';
import { bodyResolver, fieldErrorText, textOrNull } from '../../lib/form.ts';
import { ApiError, isApiError } from '../../lib/http.ts';
import { type FormBase, useVersionedSave } from '../../lib/versioned-save.ts';
import styles from './absences.module.css';
import { strongPrimary } from './colors.ts';
import { type People, subjectIn } from './people.ts';
import { RequestCost } from './request-cost.tsx';

/** A new absence, for someone and the days picked in the calendar, if any; or one to edit. */
export type AbsenceFormTarget =
  | { kind: 'create'; usersId: number; since?: string; until?: string }
  | { kind: 'edit'; id: number };

type NewAbsence = Extract<AbsenceFormTarget, { kind: 'create' }>;

type Length = 'full' | 'half';

type Values = {
  users_id: number;
  type: string | null;
  date_since: string | null;
  date_until: string | null;
  length: Length;
  note: string;
  sick_note: boolean;
  approve: boolean;
};

/** The body fields the inputs stand for; a 400 naming another field stays in the alert. */
const formFields = [
  'users_id',
  'type',
  'date_since',
  'date_until',
  'count_days',
  'note',
  'sick_note',
  'status',
];

const includes = (list: readonly number[], value: number | undefined) =>
  value !== undefined && list.includes(value);

function typeOf(values: Values): AbsenceType | undefined {
  const type = Number(values.type);
  return (absenceTypeValues as readonly number[]).includes(type) ? (type as AbsenceType) : undefined;
}

function valuesOf(absence: Absence): Values {
  return {
    users_id: absence.users_id,
    type: absence.type === undefined ? null : String(absence.type),
    date_since: absence.date_since,
    date_until: absence.date_until,
    length: absence.count_days === 0.5 ? 'half' : 'full',
    note: absence.note ?? '',
    sick_note: absence.sick_note === true,
    approve: false,
  };
}

/** The request body exactly as the service expects it (half day = count_days 0.5; status only when 1). */
function toBody(values: Values, { viewerId, mayApprove }: { viewerId: number; mayApprove: boolean }) {
  const type = typeOf(values);
  return {
    date_since: values.date_since ?? '',
    date_until: values.date_until ?? '',
    type,
    users_id: values.users_id === viewerId ? undefined : values.users_id,
    note: textOrNull(values.note),
    count_days: values.length === 'half' ? 0.5 : undefined,
    status: mayApprove && values.approve ? 1 : undefined,
    sick_note: includes(sickNoteTypes, type) ? values.sick_note : undefined,
  };
}

/**
 * The edit body before only its changes are picked: full days are sent as null, which asks the
 * service to count them, and overtime reduction asks for its hours anew once days or type change,
 * since the service otherwise keeps the old hours (docs/interface.md#absences).
 */
function toEditBody(values: Values, base: Values) {
  const type = typeOf(values);
  const recount =
    values.date_since !== base.date_since ||
    values.date_until !== base.date_until ||
    values.type !== base.type;
  return {
    date_since: values.date_since ?? '',
    date_until: values.date_until ?? '',
    type,
    note: textOrNull(values.note),
    count_days: values.length === 'half' ? 0.5 : null,
    count_hours: type === OVERTIME_REDUCTION && recount ? null : undefined,
    sick_note: includes(sickNoteTypes, type) ? values.sick_note : null,
  };
}

/** Which date rule the range breaks, for a message that says what to do. */
function rangeProblem(values: Values): 'order' | 'year' | null {
  const { date_since: since, date_until: until } = values;
  if (!since || !until || !isRealDate(since) || !isRealDate(until)) return null;
  if (until < since) return 'order';
  return since.slice(0, 4) !== until.slice(0, 4) ? 'year' : null;
}

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
  const { t, i18n } = useTranslation();
  const lengthLabelId = useId();
  const caller = useCaller();
  const mayApproveFor = useCallback(
    (usersId: number) => rights.administersAbsencesOf(caller, subjectIn(people, usersId)),
    [caller, people],
  );
  const [base, setBase] = useState<FormBase<Values>>(() => {
    if (edit) return { values: valuesOf(edit.detail.record), etag: edit.detail.etag };
    const usersId = draft?.usersId ?? viewer.id;
    return {
      values: {
        users_id: usersId,
        type: null,
        date_since: draft?.since ?? null,
        date_until: draft?.until ?? draft?.since ?? null,
        length: 'full',
        note: '',
        sick_note: false,
        // Entering for someone else is usually recording what was agreed; one's own waits for approval.
        approve: usersId !== viewer.id && mayApproveFor(usersId),
      },
      etag: null,
    };
  });
  const addBody = useCallback(
    (values: Values) => toBody(values, { viewerId: viewer.id, mayApprove: mayApproveFor(values.users_id) }),
    [viewer.id, mayApproveFor],
  );
  const resolver = useMemo(() => {
    const contract = edit
      ? bodyResolver(absenceEditSchema, (values: Values) => toEditBody(values, base.values))
      : bodyResolver(absenceAddSchema, addBody);
    // An empty type reads better as "required" than as the contract's "invalid option".
    const checked: Resolver<Values> = async (values, context, options) => {
      const result = await contract(values, context, options);
      if (typeOf(values) === undefined) {
        return {
          values: {},
          errors: { ...result.errors, type: { type: 'required', message: i18n.t('form.required') } },
        };
      }
      return result;
    };
    return checked;
  }, [edit, base.values, addBody, i18n]);
  const form = useForm<Values>({
    resolver,
    defaultValues: base.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const saving = useVersionedSave({
    form,
    base,
    setBase,
    create: useCreateAbsence(),
    update: useUpdateAbsence(),
    edit: edit && { id: edit.id, reload: edit.reload, valuesOf: (fresh) => valuesOf(fresh.record) },
    addBody,
    editBody: toEditBody,
    addSchema: absenceAddSchema,
    editSchema: absenceEditSchema,
    formFields,
    createdMessage: ({ record }) =>
      record.status === 1 ? t('absences.form.entered') : t('absences.form.requested'),
    updatedMessage: () => t('absences.form.updated'),
    onDone,
  });
  const { errors } = form.formState;
  // The contract names body fields; count_days and status have no input of the same name.
  const bodyErrors = errors as Record<string, FieldError | undefined>;

  // An overlap (409) names no field, but it is about the days: both date inputs say so.
  const saveError = saving.alert.error;
  const overlaps = isApiError(saveError, 409);
  useEffect(() => {
    if (!overlaps) return;
    const short = t('absences.errors.overlapShort');
    form.setError('date_since', { type: 'server', message: short });
    form.setError('date_until', { type: 'server', message: short });
  }, [overlaps, form, t]);
  // The service's words for these are general; the form says what to do instead.
  const explained = overlaps
    ? new ApiError('http', 409, t('absences.errors.overlap'))
    : !edit && isApiError(saveError, 403)
      ? new ApiError('http', 403, t('absences.errors.forbidden'))
      : saveError;

  const values = form.watch();
  const type = typeOf(values);
  const singleDay = !!values.date_since && values.date_since === values.date_until;
  const fullDaysOnly = includes(fullDayTypes, type) || type === OVERTIME_REDUCTION;
  const forOthers = !edit && coworkers.some((user) => user.id !== viewer.id);
  const mayApprove = !edit && mayApproveFor(values.users_id);
  const problem = rangeProblem(values);

  const typeOptions = absenceTypeValues.map((value) => ({
    value: String(value),
    label: t(`absences.types.${absenceTypes[value]}`),
  }));
  const coworkerOptions = coworkers.map((user) => ({
    value: String(user.id),
    label: user.id === viewer.id ? t('absences.form.yourself', { name: user.name }) : user.name,
  }));
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
      save={{
        ...saving,
        alert: { ...saving.alert, error: explained, fieldsMarked: saving.alert.fieldsMarked || overlaps },
      }}
      label={label}
      submitLabel={submitLabel}
      submitColor={strongPrimary}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      {forOthers && (
        <Controller
          control={form.control}
          name="users_id"
          render={({ field }) => (
            <Select
              label={t('absences.form.coworker')}
              required
              searchable
              data={coworkerOptions}
              value={String(field.value)}
              onChange={(value) => {
                if (!value) return;
                const usersId = Number(value);
                field.onChange(usersId);
                form.setValue('approve', usersId !== viewer.id && mayApproveFor(usersId));
              }}
              allowDeselect={false}
              nothingFoundMessage={t('list.noRecords')}
              error={fieldErrorText(errors.users_id)}
              comboboxProps={{ zIndex: 1000 }}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select
            label={t('absences.form.type')}
            required
            data-autofocus
            data={typeOptions}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              const next = Number(value);
              if (includes(fullDayTypes, next) || next === OVERTIME_REDUCTION)
                form.setValue('length', 'full');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            nothingFoundMessage={t('list.noRecords')}
            error={fieldErrorText(errors.type)}
            comboboxProps={{ zIndex: 1000 }}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="date_since"
          render={({ field }) => (
            <DateField
              label={t('absences.form.since')}
              required
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // A new first day after the last one moves the last day along.
                const until = form.getValues('date_until');
                if (value && (!until || until < value)) form.setValue('date_until', value);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldErrorText(
                errors.date_since,
                field.value ? t('form.invalidDate') : t('form.required'),
              )}
            />
          )}
        />
        <Controller
          control={form.control}
          name="date_until"
          render={({ field }) => (
            <DateField
              label={t('absences.form.until')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldErrorText(
                errors.date_until,
                problem === 'year'
                  ? t('absences.errors.range')
                  : problem === 'order'
                    ? t('absences.form.untilBeforeSince')
                    : field.value
                      ? t('form.invalidDate')
                      : t('form.required'),
              )}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="length"
        render={({ field }) => (
          <Input.Wrapper
            label={t('absences.form.length')}
            labelProps={{ id: lengthLabelId, component: 'span' }}
            description={fullDaysOnly ? t('absences.form.fullDaysOnly') : t('absences.form.halfDayHint')}
            error={fieldErrorText(
              bodyErrors.count_days,
              fullDaysOnly ? t('absences.form.fullDaysOnly') : t('absences.errors.halfDay'),
            )}
          >
            <div>
              <SegmentedControl
                aria-labelledby={lengthLabelId}
                value={field.value}
                onChange={(value) => field.onChange(value as Length)}
                data={[
                  { value: 'full', label: t('absences.form.fullDays') },
                  {
                    value: 'half',
                    label: t('absences.form.halfDay'),
                    disabled: fullDaysOnly || (!singleDay && field.value !== 'half'),
                  },
                ]}
              />
            </div>
          </Input.Wrapper>
        )}
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
      {includes(sickNoteTypes, type) && (
        <Checkbox label={t('absences.form.sickNote')} {...form.register('sick_note')} />
      )}
      <Textarea
        label={t('absences.form.note')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={NOTE_MAX}
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
