import { z } from 'zod';
import {
  amount,
  collection,
  dateOrder,
  datesInOrder,
  halfSteps,
  id,
  isoDate,
  isRealDate,
  noteText,
  queryId,
  queryInt,
  single,
  year,
} from './common.ts';

/** Absence types 1–15 and their message keys. */
export const absenceTypes = {
  1: 'holiday',
  2: 'special_leave',
  3: 'overtime_reduction',
  4: 'sick',
  5: 'sick_child',
  6: 'education',
  7: 'maternity',
  8: 'home_office',
  9: 'out_of_office',
  10: 'unpaid_leave',
  11: 'sick_unpaid',
  12: 'sick_child_unpaid',
  13: 'quarantine',
  14: 'military',
  15: 'sick_benefit',
} as const;
export const absenceTypeValues = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
export const absenceTypeSchema = z.literal(absenceTypeValues);
export type AbsenceType = z.infer<typeof absenceTypeSchema>;
export type AbsenceTypeKey = (typeof absenceTypes)[AbsenceType];

/** Overtime reduction counts hours (`count_hours`), not days (`count_days` is null). */
export const OVERTIME_REDUCTION = 3;

/** Working from home: a worked day elsewhere, not an absence from work. */
export const HOME_OFFICE = 8;

/** Only sick days (4) and sick days of a child (5) take a sick note. */
export const sickNoteTypes = [4, 5] as const;
/** Quarantine and military service are full days only, so no half day. */
export const fullDayTypes = [13, 14] as const;

export const absenceStatuses = {
  0: 'enquired',
  1: 'approved',
  2: 'declined',
  3: 'cancelled',
  4: 'withdrawn',
} as const;
const absenceStatusValues = [0, 1, 2, 3, 4] as const;
const absenceStatusSchema = z.literal(absenceStatusValues);
export type AbsenceStatus = z.infer<typeof absenceStatusSchema>;

/**
 * Allowed status moves (docs/interface.md#absences): the requester may withdraw (0→4); 2, 3 and 4
 * are final.
 */
export const absenceTransitions: Record<AbsenceStatus, readonly AbsenceStatus[]> = {
  0: [1, 2, 4],
  1: [3],
  2: [],
  3: [],
  4: [],
};

export const absenceSchema = z.object({
  id,
  users_id: id,
  date_since: z.string(),
  date_until: z.string(),
  status: absenceStatusSchema,
  // Detail fields: only with absence-administration rights or for the caller's own absences.
  type: absenceTypeSchema.optional(),
  note: z.string().nullable().optional(),
  /** null for overtime reduction. */
  count_days: z.number().nullable().optional(),
  /** Hours of overtime reduction; null for the other types. */
  count_hours: z.number().nullable().optional(),
  sick_note: z.boolean().nullable().optional(),
  date_enquired: z.string().nullable().optional(),
  date_approved: z.string().nullable().optional(),
  approved_by: id.nullable().optional(),
});
export type Absence = z.infer<typeof absenceSchema>;

/** Fields hidden unless the caller administers the absence or it is their own. */
export const absenceDetailFields = [
  'type',
  'note',
  'count_days',
  'count_hours',
  'sick_note',
  'date_enquired',
  'date_approved',
  'approved_by',
] as const;

/** 0.5 is a half day; longer absences are counted by the service. */
const countDays = halfSteps(0.5, 366);
/** Overtime reduction in hours, at most a leap year of whole days. */
const countHours = amount(366 * 24);

const isAbsenceType = (type: unknown): type is AbsenceType => absenceTypeSchema.safeParse(type).success;

type AbsenceRuleInput = {
  date_since?: string | undefined;
  date_until?: string | undefined;
  type?: number | undefined;
  count_days?: number | null | undefined;
  count_hours?: number | null | undefined;
  sick_note?: boolean | null | undefined;
};

// The rules that can be judged from the body alone; on edit they apply to the fields sent together,
// and the service judges the merged record. A field that is itself invalid is reported by its own
// schema and takes no part in these rules, so that only it is named.
function checkAbsenceRules(input: AbsenceRuleInput, ctx: z.RefinementCtx): void {
  const value = { ...input, type: isAbsenceType(input.type) ? input.type : undefined };
  const { date_since, date_until, type, count_days, count_hours, sick_note } = value;
  if (
    date_since !== undefined &&
    date_until !== undefined &&
    isRealDate(date_since) &&
    isRealDate(date_until)
  ) {
    if (date_until < date_since) {
      ctx.addIssue({ code: 'custom', path: ['date_until'], message: 'Must not be before date_since' });
    } else if (date_until.slice(0, 4) !== date_since.slice(0, 4)) {
      ctx.addIssue({
        code: 'custom',
        path: ['date_until'],
        message: 'Must be in the same year as date_since',
      });
    }
  }
  if (count_days === 0.5) {
    if (date_since !== undefined && date_until !== undefined && date_since !== date_until) {
      ctx.addIssue({ code: 'custom', path: ['count_days'], message: 'A half day must be a single day' });
    }
    if (type !== undefined && (fullDayTypes as readonly number[]).includes(type)) {
      ctx.addIssue({ code: 'custom', path: ['count_days'], message: 'This absence type is full days only' });
    }
  }
  if (type !== undefined && type === OVERTIME_REDUCTION && count_days != null) {
    ctx.addIssue({
      code: 'custom',
      path: ['count_days'],
      message: 'Overtime reduction counts hours, not days',
    });
  }
  if (type !== undefined && type !== OVERTIME_REDUCTION && count_hours != null) {
    ctx.addIssue({ code: 'custom', path: ['count_hours'], message: 'Only overtime reduction counts hours' });
  }
  if (type !== undefined && sick_note != null && !(sickNoteTypes as readonly number[]).includes(type)) {
    ctx.addIssue({ code: 'custom', path: ['sick_note'], message: 'Only sick days take a sick note' });
  }
}

export const absenceAddSchema = z
  .object({
    date_since: isoDate,
    date_until: isoDate,
    type: absenceTypeSchema,
    /** Default: the calling user. */
    users_id: id.optional(),
    note: noteText.nullable().optional(),
    count_days: countDays.optional(),
    /** Computed when not sent (type 3). */
    count_hours: countHours.optional(),
    /** 1 needs absence-administration rights (403 otherwise). */
    status: z.literal([0, 1]).optional(),
    sick_note: z.boolean().nullable().optional(),
  })
  .superRefine(checkAbsenceRules);

/** Status moves are checked against `absenceTransitions` by the service (422). */
export const absenceEditSchema = z
  .object({
    date_since: isoDate.optional(),
    date_until: isoDate.optional(),
    note: noteText.nullable().optional(),
    type: absenceTypeSchema.optional(),
    status: absenceStatusSchema.optional(),
    count_days: countDays.nullable().optional(),
    /** null asks the service to recompute it. */
    count_hours: countHours.nullable().optional(),
    sick_note: z.boolean().nullable().optional(),
  })
  .superRefine(checkAbsenceRules);

export const absenceListQuery = z
  .object({
    year: queryInt.pipe(year),
    users_id: queryId.optional(),
    /**
     * (ext) Only the year's absences that overlap these days, either bound alone too
     * (docs/interface.md#absences): a month's calendar need not download the year.
     */
    date_since: isoDate.optional(),
    date_until: isoDate.optional(),
    /** (ext) Only absences in this status: the pending requests need not download the year. */
    status: queryInt.pipe(absenceStatusSchema).optional(),
  })
  .refine(datesInOrder, dateOrder);

/**
 * (extension, docs/interface.md#absences) `GET /api/absences/count`: what an absence over these days
 * would count for the user, before it is filed, so that a form can show it and the balance after it.
 */
export const absenceCountQuery = z.object({
  date_since: isoDate,
  date_until: isoDate,
  /** Default: the calling user. */
  users_id: queryId.optional(),
});

export const absenceCountSchema = z.object({
  count: z.object({
    /** Work days in the range, as `count_days` of a full-day absence would be. */
    count_days: z.number(),
    /** Their target hours, as `count_hours` of a reduction of overtime would be. */
    count_hours: z.number(),
  }),
});

export const absenceListSchema = collection('absences', absenceSchema);
export const absenceSingleSchema = single('absence', absenceSchema);
