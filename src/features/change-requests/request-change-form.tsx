import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { DateInput, DatesProvider, TimeInput } from '@mantine/dates';
import { IconCircleCheck, IconHourglass, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type FieldError, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CHANGE_REQUEST_CHANGES_MAX,
  CHANGE_REQUESTS_VALID_FROM,
  type ChangeRequestAddResponse,
  changeRequestAddSchema,
} from '../../../contract/change-requests.ts';
import { isRealDate } from '../../../contract/common.ts';
import type { User } from '../../../contract/users.ts';
import type { IntervalChange } from '../../../contract/work-time-intervals.ts';
import { changeRequestQueries, useCreateChangeRequest } from '../../api/change-requests.ts';
import { workTimeQueries } from '../../api/work-times.ts';
import { FormActions, FormModal } from '../../components/form-modal.tsx';
import { SaveErrorAlert } from '../../components/save-error-alert.tsx';
import { useGuardedClose } from '../../components/unsaved-changes.tsx';
import { applyServerFieldErrors, bodyResolver, useIdempotencyKey } from '../../lib/form.ts';
import { useCalendarProps } from './calendar-props.ts';
import { DayTimeline } from './day-timeline.tsx';
import { blankChange, CHECK_DAY, emptyDraft, lockedFor, type RequestChangeDraft, toBody } from './draft.ts';
import { toInterval } from './intervals.ts';
import { parseClock } from './time-input.ts';
import type { Presentation } from './use-presentation.ts';
import type { RequestRights } from './use-request-rights.ts';

/** Request a change of one day's work times, in a dialog; closing with typed values asks first. */
export function RequestChangeModal({
  draft,
  users,
  present,
  can,
  onClose,
}: {
  draft: RequestChangeDraft | null;
  users: readonly User[];
  present: Presentation;
  can: RequestRights;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { setDirty, finish, requestClose } = useGuardedClose(onClose);

  return (
    <FormModal opened={draft !== null} onClose={requestClose} title={t('changeRequests.form.title')}>
      {draft && (
        <RequestChangeForm
          draft={draft}
          users={users}
          present={present}
          can={can}
          onDirtyChange={setDirty}
          onDone={finish}
          onCancel={requestClose}
        />
      )}
    </FormModal>
  );
}

function RequestChangeForm({
  draft,
  users,
  present,
  can,
  onDirtyChange,
  onDone,
  onCancel,
}: {
  draft: RequestChangeDraft;
  users: readonly User[];
  present: Presentation;
  can: RequestRights;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { viewer } = present;
  const calendarProps = useCalendarProps();
  const [result, setResult] = useState<{
    response: ChangeRequestAddResponse;
    body: RequestChangeDraft;
  } | null>(null);
  const resolver = useMemo(
    () =>
      bodyResolver(changeRequestAddSchema, (values: RequestChangeDraft) =>
        toBody(values, present.zoneOf(values.users_id)),
      ),
    [present],
  );
  const form = useForm<RequestChangeDraft>({
    resolver,
    defaultValues: draft,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const fields = useFieldArray({ control: form.control, name: 'changes' });
  const create = useCreateChangeRequest();
  const idempotencyKey = useIdempotencyKey();
  const [fieldsMarked, setFieldsMarked] = useState(false);
  const { errors, isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty && result === null), [isDirty, result, onDirtyChange]);

  const values = useWatch({ control: form.control }) as RequestChangeDraft;
  const usersId = values.users_id ?? draft.users_id;
  const timeZone = present.zoneOf(usersId);
  const date = values.date && isRealDate(values.date) ? values.date : null;
  const clock = present.clockFor({ users_id: usersId, date: date ?? CHECK_DAY });

  const workDay = useQuery({ ...workTimeQueries.day(usersId, date ?? ''), enabled: date !== null });
  const pendingOn = useQuery({
    ...changeRequestQueries.pendingOn(usersId, date ?? ''),
    enabled: date !== null,
  });
  // Whether a day needs approval is judged for the one who files, not for the co-worker
  // (docs/interface.md#change-requests-and-work-times).
  const locked = date ? lockedFor(viewer, date, present.today()) : null;

  // The preview shows every interval that is complete and in order; the others wait for typing.
  const previewChanges: IntervalChange[] = [];
  if (date) {
    const body = toBody({ ...values, date, changes: values.changes ?? [] }, timeZone);
    for (const change of body.changes) {
      if (!change.time_since || !change.time_until) continue;
      const interval = toInterval(change);
      if (interval.since < interval.until) previewChanges.push({ type: change.type, ...interval });
    }
  }

  const formFields = [
    'date',
    'users_id',
    'changes',
    ...(values.changes ?? []).flatMap((_, index) => [
      `changes.${index}.time_since`,
      `changes.${index}.time_until`,
    ]),
  ];

  const submit = form.handleSubmit((submitted) => {
    if (create.isPending) return;
    const body = toBody(submitted, present.zoneOf(submitted.users_id));
    create.mutate(
      // The resolver has checked this body against the contract; parsing gives its exact type.
      { body: changeRequestAddSchema.parse(body), idempotencyKey: idempotencyKey(body) },
      {
        onSuccess: (response) => {
          setResult({ response, body: submitted });
          onDirtyChange(false);
        },
        onError: (error) => setFieldsMarked(applyServerFieldErrors(error, form.setError, formFields)),
      },
    );
  });

  if (result) {
    return (
      <SavedResult
        result={result.response}
        draft={result.body}
        present={present}
        onDone={onDone}
        onAnother={() => {
          const next = { ...emptyDraft(result.body.users_id) };
          form.reset(next);
          create.reset();
          setResult(null);
        }}
      />
    );
  }

  const userOptions = users
    .filter((user) => (user.active || user.id === draft.users_id) && can.files(user.id))
    .map((user) => ({ value: user.id, label: user.name }));
  const filesForOthers = userOptions.some((option) => option.value !== viewer.id);

  function dateError(error: FieldError | undefined): string | undefined {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (!values.date) return t('form.required');
    if (isRealDate(values.date)) {
      return t('changeRequests.form.tooEarly', { date: present.day(CHANGE_REQUESTS_VALID_FROM) });
    }
    return t('form.invalidDate');
  }

  function timeError(error: FieldError | undefined, value: string | undefined, isEnd: boolean) {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (!value) return t('form.required');
    return isEnd && parseClock(value) !== null ? t('changeRequests.form.endBeforeStart') : t('form.invalid');
  }

  const day = date ? present.day(date) : null;

  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: viewer.weekstart_monday ? 1 : 0 }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: filesForOthers ? 2 : 1 }} spacing="md">
            {filesForOthers && (
              <Controller
                control={form.control}
                name="users_id"
                render={({ field }) => (
                  <Select<number>
                    label={t('changeRequests.form.coworker')}
                    required
                    searchable
                    data={userOptions}
                    value={field.value}
                    onChange={(value) => value !== null && field.onChange(value)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    allowDeselect={false}
                    nothingFoundMessage={t('list.noRecords')}
                    error={errors.users_id?.message}
                    comboboxProps={{ zIndex: 1000 }}
                  />
                )}
              />
            )}
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <DateInput
                  {...calendarProps}
                  label={t('changeRequests.form.date')}
                  required
                  data-autofocus
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  minDate={CHANGE_REQUESTS_VALID_FROM}
                  popoverProps={{ zIndex: 1000 }}
                  error={dateError(errors.date)}
                />
              )}
            />
          </SimpleGrid>

          {locked !== null && date && (
            <Text size="sm" c="dimmed">
              {locked ? t('changeRequests.form.lockedHint') : t('changeRequests.form.openHint')}
            </Text>
          )}
          {pendingOn.data && (
            <Alert
              color="yellow"
              icon={<IconHourglass aria-hidden />}
              title={t('changeRequests.form.pendingTitle')}
            >
              <Text size="sm">
                {t('changeRequests.form.pendingText', { summary: present.summary(pendingOn.data) })}
              </Text>
            </Alert>
          )}

          <Stack gap="xs">
            {fields.fields.map((item, index) => {
              const changeErrors = errors.changes?.[index];
              const typed = values.changes?.[index];
              return (
                <Fieldset
                  key={item.id}
                  legend={t('changeRequests.form.changeLegend', { number: index + 1 })}
                  variant="filled"
                  p="sm"
                >
                  <Group align="flex-start" gap="sm" wrap="wrap">
                    <Controller
                      control={form.control}
                      name={`changes.${index}.type`}
                      render={({ field }) => (
                        <Stack gap={4}>
                          <Text size="sm" fw={500} id={`change-${item.id}-type`}>
                            {t('changeRequests.form.kind')}
                          </Text>
                          <SegmentedControl
                            aria-labelledby={`change-${item.id}-type`}
                            value={String(field.value)}
                            onChange={(value) => field.onChange(Number(value) as 1 | 2)}
                            data={[
                              { value: '1', label: t('changeRequests.form.add') },
                              { value: '2', label: t('changeRequests.form.remove') },
                            ]}
                          />
                        </Stack>
                      )}
                    />
                    <TimeInput
                      label={t('changeRequests.form.from')}
                      required
                      w={{ base: 'calc(50% - 36px)', xs: 130 }}
                      error={timeError(changeErrors?.time_since, typed?.time_since, false)}
                      {...form.register(`changes.${index}.time_since`)}
                    />
                    <TimeInput
                      label={t('changeRequests.form.to')}
                      required
                      w={{ base: 'calc(50% - 36px)', xs: 130 }}
                      error={timeError(changeErrors?.time_until, typed?.time_until, true)}
                      {...form.register(`changes.${index}.time_until`)}
                    />
                    <Tooltip label={t('changeRequests.form.removeChange')} openDelay={300}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        mt={28}
                        size="lg"
                        aria-label={t('changeRequests.form.removeChangeLabel', { number: index + 1 })}
                        disabled={fields.fields.length <= 1}
                        onClick={() => fields.remove(index)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Fieldset>
              );
            })}
            <Group justify="space-between" gap="xs">
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={fields.fields.length >= CHANGE_REQUEST_CHANGES_MAX}
                onClick={() => fields.append({ ...blankChange })}
              >
                {t('changeRequests.form.addChange')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('changeRequests.form.timesHint', { zone: timeZone })}
              </Text>
            </Group>
          </Stack>

          {date && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('changeRequests.form.preview', { day })}
              </Text>
              {workDay.isPending ? (
                <Skeleton height={96} />
              ) : (
                <DayTimeline
                  date={date}
                  current={workDay.data ? workDay.data.day.intervals.map(toInterval) : null}
                  changes={previewChanges}
                  clock={clock}
                  hour12={present.hour12}
                />
              )}
            </Stack>
          )}

          <SaveErrorAlert error={create.error} fieldsMarked={fieldsMarked} />
          <FormActions
            submitLabel={t('changeRequests.form.submit')}
            pending={create.isPending}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </DatesProvider>
  );
}

function SavedResult({
  result,
  draft,
  present,
  onDone,
  onAnother,
}: {
  result: ChangeRequestAddResponse;
  draft: RequestChangeDraft;
  present: Presentation;
  onDone: () => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const day = present.day(draft.date ?? '');
  const replaced = result.replaced_change_request;
  return (
    <Stack gap="md">
      {result.approved_immediately ? (
        <Alert
          color="green"
          role="status"
          icon={<IconCircleCheck aria-hidden />}
          title={t('changeRequests.saved.appliedTitle')}
        >
          {t('changeRequests.saved.appliedText', { day })}
        </Alert>
      ) : (
        <Alert
          color="blue"
          role="status"
          icon={<IconHourglass aria-hidden />}
          title={t('changeRequests.saved.pendingTitle')}
        >
          <Stack gap={4}>
            <Text size="sm">{t('changeRequests.saved.pendingText', { day })}</Text>
            {replaced && (
              <Text size="sm">
                {t('changeRequests.saved.replacedText', { summary: present.summary(replaced) })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onAnother}>
          {t('changeRequests.saved.another')}
        </Button>
        <Button onClick={onDone} data-autofocus>
          {t('changeRequests.saved.done')}
        </Button>
      </Group>
    </Stack>
  );
}
