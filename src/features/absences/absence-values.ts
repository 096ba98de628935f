import {
  type Absence,
  type AbsenceType,
  absenceTypeValues,
  OVERTIME_REDUCTION,
  sickNoteTypes,
} from '../../../contract/absences.ts';
import { isRealDate } from '../../../contract/common.ts';
import { textOrNull } from '../../lib/form.ts';

export type Length = 'full' | 'half';

/** The absence form's values, one per input. */
export type AbsenceValues = {
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
export const absenceFormFields = [
  'users_id',
  'type',
  'date_since',
  'date_until',
  'count_days',
  'note',
  'sick_note',
  'status',
];

/** Whether a type, if any, is one of `list` (the full-day or sick-note types). */
export const includesType = (list: readonly number[], value: number | undefined) =>
  value !== undefined && list.includes(value);

/** The chosen type, or undefined while none (or no known one) is chosen. */
export function absenceTypeOf(values: AbsenceValues): AbsenceType | undefined {
  const type = Number(values.type);
  return (absenceTypeValues as readonly number[]).includes(type) ? (type as AbsenceType) : undefined;
}

export function absenceToValues(absence: Absence): AbsenceValues {
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
export function absenceBody(
  values: AbsenceValues,
  { viewerId, mayApprove }: { viewerId: number; mayApprove: boolean },
) {
  const type = absenceTypeOf(values);
  return {
    date_since: values.date_since ?? '',
    date_until: values.date_until ?? '',
    type,
    users_id: values.users_id === viewerId ? undefined : values.users_id,
    note: textOrNull(values.note),
    count_days: values.length === 'half' ? 0.5 : undefined,
    status: mayApprove && values.approve ? 1 : undefined,
    sick_note: includesType(sickNoteTypes, type) ? values.sick_note : undefined,
  };
}

/**
 * The edit body before only its changes are picked: full days are sent as null, which asks the
 * service to count them, and overtime reduction asks for its hours anew once days or type change,
 * since the service otherwise keeps the old hours (docs/interface.md#absences).
 */
export function absenceEditBody(values: AbsenceValues, base: AbsenceValues) {
  const type = absenceTypeOf(values);
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
    sick_note: includesType(sickNoteTypes, type) ? values.sick_note : null,
  };
}

/** A date rule a range breaks: the last day before the first, or the days in two years. */
export type RangeProblem = 'order' | 'year';

/** Which date rule the range breaks, for a message that says what to do. */
export function rangeProblem(values: AbsenceValues): RangeProblem | null {
  const { date_since: since, date_until: until } = values;
  if (!since || !until || !isRealDate(since) || !isRealDate(until)) return null;
  if (until < since) return 'order';
  return since.slice(0, 4) !== until.slice(0, 4) ? 'year' : null;
}
