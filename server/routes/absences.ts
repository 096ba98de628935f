import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  type Absence,
  type AbsenceStatus,
  absenceAddSchema,
  absenceCountQuery,
  absenceCountSchema,
  absenceEditSchema,
  absenceListQuery,
  absenceListSchema,
  absenceSingleSchema,
  absenceTransitions,
  fullDayTypes,
  OVERTIME_REDUCTION,
  sickNoteTypes,
} from '../../contract/absences.ts';
import { id as idSchema, successSchema } from '../../contract/common.ts';
import { dayIn, yearOf } from '../../contract/dates.ts';
import { type Caller, rights, type Subject } from '../../contract/rights.ts';
import { absences, users } from '../db/schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import {
  checkDraft,
  countsOf,
  type Draft,
  editedFields,
  FINAL_STATUSES,
  recountFields,
  rejectOverlap,
  rejectServerOwnedFields,
} from '../domain/absence-drafts.ts';
import {
  type AbsenceRow,
  countAbsence,
  loadCountingFacts,
  subjectOf,
  subjectsOf,
  toAbsence,
  unknownSubject,
} from '../domain/absences.ts';
import {
  type AbsenceDecision,
  queueAbsenceDecided,
  queueAbsenceFiled,
  queueAbsenceWithdrawn,
} from '../domain/notifications.ts';
import { lockRow, requireExisting } from '../domain/records.ts';
import {
  ApiError,
  checkIfMatch,
  forbidden,
  forbiddenFields,
  invalidFields,
  notFound,
  parseWith,
  pathId,
  readRawBody,
  withEtag,
} from '../http.ts';

/**
 * `/api/absences` (docs/interface.md#absences, rights at #roles-and-rights). Who sees, files and administers
 * whose absences is `rights.ts`'s call; this router fetches the facts and applies the rules.
 */
export const absencesRoutes = declareRoutes(
  {
    list: {
      method: 'GET',
      path: '/api/absences',
      tag: 'Absences',
      summary: 'List absences of a year',
      description:
        '(extension) `date_since` and `date_until` narrow the list to the absences that overlap those days, `status` to one status.',
      query: absenceListQuery,
      response: absenceListSchema,
      refusals: [403],
    },
    count: {
      method: 'GET',
      path: '/api/absences/count',
      tag: 'Absences',
      summary: 'Count what an absence would take',
      description: 'The work days and target hours an absence over these days would count.',
      extension: true,
      query: absenceCountQuery,
      response: absenceCountSchema,
      refusals: [403],
    },
    get: {
      method: 'GET',
      path: '/api/absences/:id',
      tag: 'Absences',
      summary: 'Get an absence',
      response: absenceSingleSchema,
      etag: true,
    },
    add: {
      method: 'POST',
      path: '/api/absences',
      tag: 'Absences',
      summary: 'File an absence',
      body: absenceAddSchema,
      response: absenceSingleSchema,
      etag: true,
      refusals: [403, 409],
    },
    edit: {
      method: 'PUT',
      path: '/api/absences/:id',
      tag: 'Absences',
      summary: 'Edit an absence or move its status',
      body: absenceEditSchema,
      response: absenceSingleSchema,
      etag: true,
      ifMatch: true,
      refusals: [403, 409, 422],
    },
    delete: {
      method: 'DELETE',
      path: '/api/absences/:id',
      tag: 'Absences',
      summary: 'Delete a declined, cancelled or withdrawn absence',
      response: successSchema,
      ifMatch: true,
      refusals: [403, 422],
    },
  },
  ({ db, clock, appUrl }) => {
    const mailContext = () => ({ now: clock.now(), appUrl });
    const today = (caller: Caller) => dayIn(clock.now().getTime(), caller.timezone);

    /** The absence and its user's facts, or 404 when missing or not visible to the caller. */
    async function visibleAbsence(
      caller: Caller,
      id: number,
    ): Promise<{ row: AbsenceRow; subject: Subject }> {
      const [row] = await db.select().from(absences).where(eq(absences.id, id));
      if (!row) throw notFound();
      const subject = await subjectOf(db, row.usersId);
      if (!rights.seesAbsencesOf(caller, subject)) throw notFound();
      return { row, subject };
    }

    return {
      list: async (c, input) => {
        const caller = c.get('caller');
        const query = input.query();
        // An absence lies within one calendar year, so it overlaps the year exactly when it starts in
        // it; bounding date_since keeps the query on the (users_id,) date_since indexes.
        const rows = await db
          .select()
          .from(absences)
          .where(
            and(
              gte(absences.dateSince, `${query.year}-01-01`),
              lte(absences.dateSince, `${query.year}-12-31`),
              query.users_id === undefined ? undefined : eq(absences.usersId, query.users_id),
              query.date_until === undefined ? undefined : lte(absences.dateSince, query.date_until),
              query.date_since === undefined ? undefined : gte(absences.dateUntil, query.date_since),
              query.status === undefined ? undefined : eq(absences.status, query.status),
            ),
          )
          .orderBy(asc(absences.dateSince), asc(absences.id));
        const subjects = await subjectsOf(
          db,
          rows.map((row) => row.usersId),
        );
        const visible: Absence[] = [];
        for (const row of rows) {
          const subject = subjects.get(row.usersId) ?? unknownSubject(row.usersId);
          if (!rights.seesAbsencesOf(caller, subject)) continue;
          visible.push(toAbsence(row, rights.seesAbsenceDetailsOf(caller, subject)));
        }
        return c.json({ absences: visible });
      },

      // Before /absences/:id, which would otherwise take "count" for an id.
      count: async (c, input) => {
        const caller = c.get('caller');
        const query = input.query();
        const usersId = query.users_id ?? caller.id;
        const subject = await subjectOf(db, usersId);
        if (!rights.filesAbsenceFor(caller, subject)) throw forbidden();
        if (query.date_until < query.date_since || yearOf(query.date_until) !== yearOf(query.date_since)) {
          throw invalidFields(['date_until']);
        }
        await requireExisting(db, users, 'users_id', usersId);
        const facts = await loadCountingFacts(db, usersId, query.date_since, query.date_until);
        const counted = countAbsence(query.date_since, query.date_until, facts);
        return c.json({ count: { count_days: counted.days, count_hours: counted.hours } });
      },

      get: async (c) => {
        const caller = c.get('caller');
        const { row, subject } = await visibleAbsence(caller, pathId(c));
        return withEtag(c, row.version, {
          absence: toAbsence(row, rights.seesAbsenceDetailsOf(caller, subject)),
        });
      },

      add: async (c) => {
        const caller = c.get('caller');
        const raw = await readRawBody(c, absenceAddSchema);
        // Rights before validation: judged on the target user whenever users_id is well-formed.
        const target = raw.users_id === undefined ? caller.id : idSchema.safeParse(raw.users_id).data;
        if (target !== undefined) {
          const subject = await subjectOf(db, target);
          if (!rights.filesAbsenceFor(caller, subject)) throw forbidden();
          if (raw.status === 1 && !rights.administersAbsencesOf(caller, subject))
            throw forbiddenFields(['status']);
        }
        rejectServerOwnedFields(raw);
        const body = parseWith(absenceAddSchema, raw);
        const usersId = body.users_id ?? caller.id;
        const status = body.status ?? 0;
        const draft: Draft = {
          usersId,
          dateSince: body.date_since,
          dateUntil: body.date_until,
          type: body.type,
          status,
          halfDay: body.count_days === 0.5,
          countHours: body.count_hours,
          sickNote: body.sick_note ?? null,
          sent: {
            dateUntil: true,
            countDays: body.count_days !== undefined,
            countHours: body.count_hours !== undefined,
          },
        };
        checkDraft(draft);
        const row = await db.transaction(async (tx) => {
          await requireExisting(tx, users, 'users_id', usersId);
          // The user's row lock serialises every write to their absences: the overlap check holds.
          await lockRow(tx, users, usersId);
          await rejectOverlap(tx, draft);
          const counts = await countsOf(tx, draft);
          const day = today(caller);
          const [inserted] = await tx
            .insert(absences)
            .values({
              usersId,
              dateSince: draft.dateSince,
              dateUntil: draft.dateUntil,
              status,
              type: draft.type,
              note: body.note ?? null,
              countDays: counts.countDays,
              countHours: counts.countHours,
              sickNote: draft.sickNote,
              dateEnquired: day,
              dateApproved: status === 1 ? day : null,
              approvedBy: status === 1 ? caller.id : null,
            })
            .returning();
          const created = inserted as AbsenceRow;
          // Mails go out with the change or not at all (docs/interface.md#notifications).
          if (status === 0) await queueAbsenceFiled(tx, created, caller.id, mailContext());
          else await queueAbsenceDecided(tx, created, 1, caller.id, mailContext());
          return created;
        });
        // Whoever may file it sees its details: their own, or one they administer.
        return withEtag(c, row.version, { absence: toAbsence(row, true) });
      },

      edit: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        const seen = await visibleAbsence(caller, id);
        const subject = seen.subject;
        if (!rights.filesAbsenceFor(caller, subject)) throw forbidden();
        const raw = await readRawBody(c, absenceEditSchema);
        rejectServerOwnedFields(raw);
        const body = parseWith(absenceEditSchema, raw);
        const row = await db.transaction(async (tx) => {
          // User first, then the absence: the same order as a create, so the two cannot deadlock.
          await lockRow(tx, users, seen.row.usersId);
          const current = await lockRow(tx, absences, id);
          checkIfMatch(c, current.version);

          const sent = editedFields.filter((field) => body[field] !== undefined);
          if (sent.length > 0 && !rights.editsAbsenceOf(caller, subject, current.status)) {
            throw forbiddenFields([...sent]);
          }
          const from = current.status;
          const to = body.status ?? from;
          // Edits send only what changes (docs/interface.md#wire-format): a status sent is a move, and sending
          // the current one is not among the allowed moves either.
          if (body.status !== undefined) {
            if (!absenceTransitions[from as AbsenceStatus].includes(to as AbsenceStatus)) {
              throw new ApiError(422, 'absence_status_transition', ['status'], {
                from: String(from),
                to: String(to),
              });
            }
            if (!rights.movesAbsenceStatus(caller, subject, from, to)) throw forbiddenFields(['status']);
          }

          const type = body.type ?? current.type;
          const dateSince = body.date_since ?? current.dateSince;
          const dateUntil = body.date_until ?? current.dateUntil;
          const keepsHalfDay =
            body.count_days === undefined &&
            current.countDays === 0.5 &&
            dateSince === dateUntil &&
            type !== OVERTIME_REDUCTION &&
            !(fullDayTypes as readonly number[]).includes(type);
          const keepsHours =
            body.count_hours === undefined &&
            current.type === OVERTIME_REDUCTION &&
            current.countHours !== null;
          const draft: Draft = {
            usersId: current.usersId,
            dateSince,
            dateUntil,
            type,
            status: to,
            halfDay: body.count_days === 0.5 || keepsHalfDay,
            countHours: body.count_hours ?? (keepsHours ? (current.countHours as number) : undefined),
            // A sick note stays only while the type takes one.
            sickNote:
              body.sick_note !== undefined
                ? body.sick_note
                : (sickNoteTypes as readonly number[]).includes(type)
                  ? current.sickNote
                  : null,
            sent: {
              dateUntil: body.date_until !== undefined,
              countDays: body.count_days != null,
              countHours: body.count_hours != null,
            },
          };
          checkDraft(draft);
          await rejectOverlap(tx, draft, id);
          // Counts follow the record's days and type; a status move or a note keeps them as stored.
          const counts = recountFields.some((field) => body[field] !== undefined)
            ? await countsOf(tx, draft)
            : { countDays: current.countDays, countHours: current.countHours };
          const decided = body.status !== undefined && [1, 2, 3].includes(to);
          const [updated] = await tx
            .update(absences)
            .set({
              dateSince,
              dateUntil,
              status: to,
              type,
              note: body.note === undefined ? current.note : body.note,
              countDays: counts.countDays,
              countHours: counts.countHours,
              sickNote: draft.sickNote,
              dateApproved: decided ? today(caller) : current.dateApproved,
              approvedBy: decided ? caller.id : current.approvedBy,
              version: current.version + 1,
            })
            .where(eq(absences.id, id))
            .returning();
          if (decided)
            await queueAbsenceDecided(
              tx,
              updated as AbsenceRow,
              to as AbsenceDecision,
              caller.id,
              mailContext(),
              body.note !== undefined && body.note !== current.note ? body.note : null,
            );
          else if (from === 0 && to === 4)
            await queueAbsenceWithdrawn(tx, updated as AbsenceRow, caller.id, mailContext());
          return updated as AbsenceRow;
        });
        return withEtag(c, row.version, {
          absence: toAbsence(row, rights.seesAbsenceDetailsOf(caller, subject)),
        });
      },

      delete: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        const { subject } = await visibleAbsence(caller, id);
        if (!rights.administersAbsencesOf(caller, subject)) throw forbidden();
        await db.transaction(async (tx) => {
          const current = await lockRow(tx, absences, id);
          checkIfMatch(c, current.version);
          if (!FINAL_STATUSES.includes(current.status)) throw new ApiError(422, 'absence_not_deletable');
          await tx.delete(absences).where(eq(absences.id, id));
        });
        return c.json({ success: true });
      },
    };
  },
);
