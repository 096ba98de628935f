import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Absence, absenceAddSchema, absenceEditSchema } from '../../../contract/absences.ts';
import { rights } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import { useCreateAbsence, useUpdateAbsence } from '../../api/absences.ts';
import type { Versioned } from '../../api/resource.ts';
import type { EditStart } from '../../components/form-modal.tsx';
import { useCaller } from '../../lib/auth.ts';
import { bodyResolver } from '../../lib/form.ts';
import { ApiError, isApiError } from '../../lib/http.ts';
import { type FormBase, useVersionedSave } from '../../lib/versioned-save.ts';
import {
  type AbsenceValues,
  absenceBody,
  absenceEditBody,
  absenceFormFields,
  absenceToValues,
  absenceTypeOf,
} from './absence-values.ts';
import { type People, subjectIn } from './people.ts';

/**
 * The absence form's state: its values (a new absence for the draft's co-worker and days, or the
 * one to edit), validation with the contract, and saving, with the service's overlap and refusal
 * said in the form's own words.
 */
export function useAbsenceForm({
  draft,
  edit,
  viewer,
  people,
  onDone,
}: {
  draft?: { usersId: number; since?: string; until?: string };
  edit?: EditStart<Versioned<Absence>>;
  viewer: User;
  people: People;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const caller = useCaller();
  const mayApproveFor = useCallback(
    (usersId: number) => rights.administersAbsencesOf(caller, subjectIn(people, usersId)),
    [caller, people],
  );
  const [base, setBase] = useState<FormBase<AbsenceValues>>(() => {
    if (edit) return { values: absenceToValues(edit.detail.record), etag: edit.detail.etag };
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
    (values: AbsenceValues) =>
      absenceBody(values, { viewerId: viewer.id, mayApprove: mayApproveFor(values.users_id) }),
    [viewer.id, mayApproveFor],
  );
  const resolver = useMemo(() => {
    const contract = edit
      ? bodyResolver(absenceEditSchema, (values: AbsenceValues) => absenceEditBody(values, base.values))
      : bodyResolver(absenceAddSchema, addBody);
    // An empty type reads better as "required" than as the contract's "invalid option".
    const checked: Resolver<AbsenceValues> = async (values, context, options) => {
      const result = await contract(values, context, options);
      if (absenceTypeOf(values) === undefined) {
        return {
          values: {},
          errors: { ...result.errors, type: { type: 'required', message: i18n.t('form.required') } },
        };
      }
      return result;
    };
    return checked;
  }, [edit, base.values, addBody, i18n]);
  const form = useForm<AbsenceValues>({
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
    edit: edit && { id: edit.id, reload: edit.reload, valuesOf: (fresh) => absenceToValues(fresh.record) },
    addBody,
    editBody: absenceEditBody,
    addSchema: absenceAddSchema,
    editSchema: absenceEditSchema,
    formFields: absenceFormFields,
    createdMessage: ({ record }) =>
      record.status === 1 ? t('absences.form.entered') : t('absences.form.requested'),
    updatedMessage: () => t('absences.form.updated'),
    onDone,
  });

  // An overlap (409) names no field, but it is about the days: both date inputs say so.
  const saveError = saving.alert.error;
  const overlaps = isApiError(saveError, 409);
  useEffect(() => {
    if (!overlaps) return;
    const short = t('absences.errors.overlapShort');
    form.setError('date_since', { type: 'server', message: short });
    form.setError('date_until', { type: 'server', message: short });
  }, [overlaps, form, t]);
  // Other days answer the overlap: the banner and the date fields' "overlaps" go, so that a new
  // error of the new days is not shown beside the old one.
  const { reset: forgetSaveError } = saving;
  useEffect(() => {
    if (!overlaps) return;
    const subscription = form.watch((_values, { name }) => {
      if (name !== 'date_since' && name !== 'date_until') return;
      forgetSaveError();
      form.clearErrors(['date_since', 'date_until']);
      void form.trigger(['date_since', 'date_until']);
    });
    return () => subscription.unsubscribe();
  }, [overlaps, form, forgetSaveError]);
  // The service's words for these are general; the form says what to do instead.
  const explained = overlaps
    ? new ApiError('http', 409, t('absences.errors.overlap'))
    : !edit && isApiError(saveError, 403)
      ? new ApiError('http', 403, t('absences.errors.forbidden'))
      : saveError;

  return {
    form,
    save: {
      ...saving,
      alert: { ...saving.alert, error: explained, fieldsMarked: saving.alert.fieldsMarked || overlaps },
    },
    mayApproveFor,
  };
}
