import { Alert, Select, SimpleGrid, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CHANGE_REQUESTS_VALID_FROM,
  type ChangeRequestAddResponse,
  changeRequestAddSchema,
} from '../../../contract/change-requests.ts';
import { isRealDate } from '../../../contract/common.ts';
import type { User } from '../../../contract/users.ts';
import { changeRequestQueries, useCreateChangeRequest } from '../../api/change-requests.ts';
import { DateField } from '../../components/date-field.tsx';
import { FormFrame } from '../../components/form-frame.tsx';
import type { DialogFormProps } from '../../components/form-modal.tsx';
import { bodyResolver } from '../../lib/form.ts';
import { useVersionedSave } from '../../lib/versioned-save.ts';
import { useCalendarProps } from './calendar-props.ts';
import { ChangeFieldsets } from './change-fieldsets.tsx';
import { DayPreview } from './day-preview.tsx';
import { emptyDraft, lockedFor, type RequestChangeDraft, toBody } from './draft.ts';
import { SavedResult } from './saved-result.tsx';
import type { Presentation } from './use-presentation.ts';
import type { RequestRights } from './use-request-rights.ts';

/** The request form: co-worker and day, the changes, a preview of the day, then what became of it. */
export function RequestChangeForm({
  draft,
  users,
  present,
  can,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & {
  draft: RequestChangeDraft;
  users: readonly User[];
  present: Presentation;
  can: RequestRights;
}) {
  const { t } = useTranslation();
  const { viewer } = present;
  const calendarProps = useCalendarProps();
  const [result, setResult] = useState<{ response: ChangeRequestAddResponse; date: string } | null>(null);
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
  const { errors } = form.formState;

  const values = useWatch({ control: form.control }) as RequestChangeDraft;
  const usersId = values.users_id ?? draft.users_id;
  const timeZone = present.zoneOf(usersId);
  const date = values.date && isRealDate(values.date) ? values.date : null;

  const pendingOn = useQuery({
    ...changeRequestQueries.pendingOn(usersId, date ?? ''),
    enabled: date !== null,
  });
  // Whether a day needs approval is judged for the one who files, not for the co-worker
  // (docs/interface.md#change-requests-and-work-times).
  const locked = date ? lockedFor(viewer, date, present.today()) : null;

  const formFields = [
    'date',
    'users_id',
    'changes',
    ...(values.changes ?? []).flatMap((_, index) => [
      `changes.${index}.time_since`,
      `changes.${index}.time_until`,
    ]),
  ];

  const saving = useVersionedSave({
    form,
    create: useCreateChangeRequest(),
    addBody: (submitted: RequestChangeDraft) => toBody(submitted, present.zoneOf(submitted.users_id)),
    addSchema: changeRequestAddSchema,
    formFields,
    // The dialog shows what became of the request instead of closing.
    onCreated: (response) => setResult({ response, date: form.getValues('date') ?? '' }),
    onDone,
  });

  if (result) {
    return (
      <SavedResult
        result={result.response}
        date={result.date}
        present={present}
        onDone={onDone}
        onAnother={() => {
          form.reset(emptyDraft(usersId));
          saving.reset();
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

  return (
    <FormFrame
      save={saving}
      submitLabel={t('changeRequests.form.submit')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
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
            <DateField
              {...calendarProps}
              label={t('changeRequests.form.date')}
              required
              data-autofocus
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              minDate={CHANGE_REQUESTS_VALID_FROM}
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

      <ChangeFieldsets form={form} timeZone={timeZone} />

      {date && (
        <DayPreview
          usersId={usersId}
          date={date}
          changes={values.changes ?? []}
          present={present}
          appliedAtOnce={locked === false}
        />
      )}
    </FormFrame>
  );
}
