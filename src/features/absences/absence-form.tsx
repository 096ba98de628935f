import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import {
  Checkbox,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Controller, type FieldError, type Resolver, type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AbsenceType,
  absenceAddSchema,
  absenceTypes,
  absenceTypeValues,
  fullDayTypes,
  OVERTIME_REDUCTION,
  sickNoteTypes,
} from '../../../contract/absences.ts';
import { isRealDate, NOTE_MAX } from '../../../contract/common.ts';
import { rights } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import { useCreateAbsence } from '../../api/absences.ts';
import { FormActions, FormModal } from '../../components/form-modal.tsx';
import { SaveErrorAlert } from '../../components/save-error-alert.tsx';
import { useGuardedClose } from '../../components/unsaved-changes.tsx';
import { i18n as i18nInstance } from '../../i18n/i18n.ts';
import { useCaller } from '../../lib/auth.ts';
import { bodyResolver, fieldErrorText, textOrNull, useIdempotencyKey } from '../../lib/form.ts';
import { ApiError } from '../../lib/http.ts';
import styles from './absences.module.css';
import { strongPrimary } from './colors.ts';
import { type People, subjectIn } from './people.ts';

// DateInput parses typed dates with the format below, which needs this plugin.
dayjs.extend(customParseFormat);

/** Who the new absence is for, and the days picked in the calendar, if any. */
export type AbsenceFormTarget = { usersId: number; since?: string; until?: string };

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

/** Typed dates: ISO for English (unambiguous between US and UK readers), the local habit otherwise. */
const dateFormats: Record<string, string> = { en: 'YYYY-MM-DD', de: 'DD.MM.YYYY', fr: 'DD/MM/YYYY' };

const includes = (list: readonly number[], value: number | undefined) =>
  value !== undefined && list.includes(value);

function typeOf(values: Values): AbsenceType | undefined {
  const type = Number(values.type);
  return (absenceTypeValues as readonly number[]).includes(type) ? (type as AbsenceType) : undefined;
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

/** Which date rule the range breaks, for a message that says what to do. */
function rangeProblem(values: Values): 'order' | 'year' | null {
  const { date_since: since, date_until: until } = values;
  if (!since || !until || !isRealDate(since) || !isRealDate(until)) return null;
  if (until < since) return 'order';
  return since.slice(0, 4) !== until.slice(0, 4) ? 'year' : null;
}

/** Puts a refusal of the service on the inputs it concerns, and returns what the alert says. */
function applyServiceError(
  error: unknown,
  setError: UseFormSetError<Values>,
): { shown: unknown; marked: boolean } {
  const t = i18nInstance.t.bind(i18nInstance);
  if (!(error instanceof ApiError)) return { shown: error, marked: false };
  if (error.status === 409) {
    const short = t('absences.errors.overlapShort');
    setError('date_since', { type: 'server', message: short });
    setError('date_until', { type: 'server', message: short });
    return { shown: new ApiError('http', 409, t('absences.errors.overlap')), marked: true };
  }
  if (error.status === 403) {
    return { shown: new ApiError('http', 403, t('absences.errors.forbidden')), marked: false };
  }
  if (error.status === 400 && error.fields.length > 0) {
    const messages: Record<string, string> = {
      date_until: t('absences.errors.range'),
      count_days: t('absences.errors.halfDay'),
      sick_note: t('absences.errors.sickNote'),
    };
    let marked = false;
    for (const field of error.fields) {
      if (!formFields.includes(field)) continue;
      // Errors are keyed by body field (count_days, status), as the contract check names them too.
      setError(
        field as keyof Values,
        { type: 'server', message: messages[field] ?? error.message },
        { shouldFocus: !marked },
      );
      marked = true;
    }
    const first = error.fields.find((field) => messages[field]);
    return { shown: first ? new ApiError('http', 400, messages[first] as string) : error, marked };
  }
  return { shown: error, marked: false };
}

/** Request (or, for an absence manager, enter) an absence in a dialog; closing with changes asks first. */
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
  /** Everyone the viewer may file for (themselves included). */
  coworkers: readonly User[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { setDirty, finish, requestClose } = useGuardedClose(onClose);
  const forOthers = coworkers.some((user) => user.id !== viewer.id);
  return (
    <FormModal
      opened={target !== null}
      onClose={requestClose}
      title={forOthers ? t('absences.form.titleEnter') : t('absences.form.titleRequest')}
    >
      {target && (
        <AbsenceForm
          target={target}
          viewer={viewer}
          people={people}
          coworkers={coworkers}
          onDirtyChange={setDirty}
          onDone={finish}
          onCancel={requestClose}
        />
      )}
    </FormModal>
  );
}

function AbsenceForm({
  target,
  viewer,
  people,
  coworkers,
  onDirtyChange,
  onDone,
  onCancel,
}: {
  target: AbsenceFormTarget;
  viewer: User;
  people: People;
  coworkers: readonly User[];
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lengthLabelId = useId();
  const caller = useCaller();
  const mayApproveFor = useCallback(
    (usersId: number) => rights.administersAbsencesOf(caller, subjectIn(people, usersId)),
    [caller, people],
  );
  const initial: Values = {
    users_id: target.usersId,
    type: null,
    date_since: target.since ?? null,
    date_until: target.until ?? target.since ?? null,
    length: 'full',
    note: '',
    sick_note: false,
    // Entering for someone else is usually recording what was agreed; one's own waits for approval.
    approve: target.usersId !== viewer.id && mayApproveFor(target.usersId),
  };
  const resolver = useMemo(() => {
    const contract = bodyResolver(absenceAddSchema, (values: Values) =>
      toBody(values, { viewerId: viewer.id, mayApprove: mayApproveFor(values.users_id) }),
    );
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
  }, [viewer.id, mayApproveFor, i18n]);
  const form = useForm<Values>({
    resolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const create = useCreateAbsence();
  const idempotencyKey = useIdempotencyKey();
  const [saveError, setSaveError] = useState<{ shown: unknown; marked: boolean } | null>(null);
  const { errors, isDirty } = form.formState;
  // The contract names body fields; count_days and status have no input of the same name.
  const bodyErrors = errors as Record<string, FieldError | undefined>;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const values = form.watch();
  const type = typeOf(values);
  const singleDay = !!values.date_since && values.date_since === values.date_until;
  const fullDaysOnly = includes(fullDayTypes, type) || type === OVERTIME_REDUCTION;
  const forOthers = coworkers.some((user) => user.id !== viewer.id);
  const mayApprove = mayApproveFor(values.users_id);
  const problem = rangeProblem(values);

  const typeOptions = absenceTypeValues.map((value) => ({
    value: String(value),
    label: t(`absences.types.${absenceTypes[value]}`),
  }));
  const coworkerOptions = coworkers.map((user) => ({
    value: String(user.id),
    label: user.id === viewer.id ? t('absences.form.yourself', { name: user.name }) : user.name,
  }));
  const dateFormat = dateFormats[i18n.language] ?? 'YYYY-MM-DD';

  const submit = form.handleSubmit((submitted) => {
    if (create.isPending) return;
    const body = toBody(submitted, { viewerId: viewer.id, mayApprove: mayApproveFor(submitted.users_id) });
    setSaveError(null);
    create.mutate(
      // The resolver has checked this body against the contract; parsing gives its exact type.
      { body: absenceAddSchema.parse(body), idempotencyKey: idempotencyKey(body) },
      {
        onSuccess: ({ record: absence }) => {
          notifications.show({
            color: 'green',
            message: absence.status === 1 ? t('absences.form.entered') : t('absences.form.requested'),
          });
          onDone();
        },
        onError: (error) => setSaveError(applyServiceError(error, form.setError)),
      },
    );
  });

  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: viewer.weekstart_monday ? 1 : 0 }}>
      <form
        noValidate
        aria-label={forOthers ? t('absences.form.titleEnter') : t('absences.form.titleRequest')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
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
                <DateInput
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
                  valueFormat={dateFormat}
                  placeholder={dateFormat}
                  popoverProps={{ zIndex: 1000 }}
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
                <DateInput
                  label={t('absences.form.until')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  valueFormat={dateFormat}
                  placeholder={dateFormat}
                  popoverProps={{ zIndex: 1000 }}
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
            <Text size="sm" className={styles.muted}>
              {t('absences.form.requestHint')}
            </Text>
          )}
          <SaveErrorAlert error={saveError?.shown} fieldsMarked={saveError?.marked ?? false} />
          <FormActions
            submitLabel={
              mayApprove && values.approve ? t('absences.form.submitEnter') : t('absences.form.submitRequest')
            }
            submitColor={strongPrimary}
            pending={create.isPending}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </DatesProvider>
  );
}
