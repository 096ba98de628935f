import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_INT32 } from '../../contract/common.ts';
import { dayIn } from '../../contract/dates.ts';
import {
  type EntryType,
  entryAddSchema,
  entryEditSchema,
  entryListQuery,
  entryListSchema,
  entrySingleSchema,
  entryTypeSchema,
} from '../../contract/entries.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import type { Tx } from '../db/client.ts';
import { entries } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { countNewEntry, rewritingEntry } from '../domain/budget-usage.ts';
import { settleBudgetWarnings } from '../domain/budget-warnings.ts';
import {
  entryCount,
  entryJson,
  entryListUser,
  entryListWhere,
  entryPage,
  sqlState,
} from '../domain/entries.ts';
import { checkReferences, type References, textsIdOf } from '../domain/entry-references.ts';
import { rateAtStart } from '../domain/rates.ts';
import { lockRow } from '../domain/records.ts';
import {
  ApiError,
  checkIfMatch,
  etagOf,
  filterEcho,
  forbiddenFields,
  invalidFields,
  jsonText,
  movedBoundInvalid,
  notFound,
  pageRead,
  pageWindow,
  paging,
  parseWith,
  pathId,
  readRawBody,
} from '../http.ts';

/** A single entry's answer: its version for the ETag and its JSON as the database wrote it (`entryJson`). */
type EntryAnswer = { id: number; version: number; json: string };

/** Every field an entry body may carry, so that a form body is read with the right types. */
const entryFormFields = z.object({ ...entryEditSchema.shape, type: entryTypeSchema });

/** The type-specific fields an edit may send for each entry type; the type itself never changes. */
const typeFields: Record<EntryType, readonly string[]> = {
  1: ['services_id', 'duration', 'hourly_rate', 'time_until'],
  2: ['services_id', 'lumpsum'],
  3: ['lumpsum_services_id', 'lumpsum_services_amount'],
};
const allTypeFields = [...new Set(Object.values(typeFields).flat())];

const seconds = (since: Date, until: Date) => Math.round((until.getTime() - since.getTime()) / 1000);

function isForm(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/** A form cannot send null: an empty `time_until` there starts a running entry, as null does in JSON. */
async function readEntryBody(c: Context): Promise<Record<string, unknown>> {
  const raw = await readRawBody(c, entryFormFields);
  if (isForm(c) && raw.time_until === '') raw.time_until = null;
  return raw;
}

export const entriesRoutes = declareRoutes(
  recordOperations({
    tag: 'Entries',
    base: '/api/v2/entries',
    noun: 'entry',
    plural: 'entries',
    list: entryListSchema,
    listQuery: entryListQuery,
    single: entrySingleSchema,
    add: entryAddSchema,
    edit: entryEditSchema,
  }),
  ({ db, clock, readCache, appUrl }) => {
    const mailContext = () => ({ now: clock.now(), appUrl });
    /** Workers see only their own entries; another's is a 404, exactly like a missing one. */
    /** The entry's answer (`entryAnswer`), or 404 when it does not exist or the caller may not see it. */
    async function visibleEntry(caller: Caller, id: number): Promise<EntryAnswer> {
      const [found] = await db
        .select({ usersId: entries.usersId, ...entryAnswer(caller) })
        .from(entries)
        .where(eq(entries.id, id));
      if (!found || !rights.entriesOf(caller, found.usersId)) throw notFound();
      return found;
    }

    /** 403 when the day any of `instants` falls on (in the caller's time zone) is locked for them. */
    function assertUnlocked(caller: Caller, instants: Date[]) {
      const today = dayIn(clock.now().getTime(), caller.timezone);
      for (const instant of instants) {
        if (rights.isLockedOn(caller, dayIn(instant.getTime(), caller.timezone), today)) {
          throw new ApiError(403, 'entry_day_locked', ['time_since'], { fields: 'time_since' });
        }
      }
    }

    /** One transaction; the database's own rules become answers instead of 500s. */
    async function write(work: (tx: Tx) => Promise<EntryAnswer>): Promise<EntryAnswer> {
      try {
        return await db.transaction(work);
      } catch (error) {
        const state = sqlState(error);
        if (
          state.code === '23505' &&
          (state.constraint === undefined || state.constraint === 'entries_one_running_per_user')
        ) {
          throw new ApiError(409, 'running_entry_exists');
        }
        throw error;
      }
    }

    /** What a single entry's answer needs, read or returned by the statement that finds or writes it. */
    const entryAnswer = (caller: Caller) => ({
      id: entries.id,
      version: entries.version,
      json: sql<string>`${entryJson({ rightsFields: rights.seesRightsFields(caller) })}::text`,
    });
    const sendEntry = (c: Context, answer: EntryAnswer) => {
      c.header('ETag', etagOf(answer.version));
      return jsonText(c, `{"entry":${answer.json}}`);
    };

    return {
      list: async (c, input) => {
        const caller = c.get('caller');
        const query = input.query();
        const onlyUser = entryListUser(caller, query);
        const where = entryListWhere(db, query, onlyUser);
        const window = pageWindow(query);
        const enhanced = query.enhanced_list === true;
        const withHardBudgetRevenue = query.calc_also_revenues_for_projects_with_hard_budget === true;
        const shape = {
          rightsFields: rights.seesRightsFields(caller),
          enhanced: enhanced ? { withHardBudgetRevenue } : undefined,
        };
        const filter = filterEcho(query);
        // What decides the WHERE: the period, the filters and whose entries; every page of a list shares it.
        const countKey = JSON.stringify([
          'entry count',
          query.time_since,
          query.time_until,
          filter,
          onlyUser,
        ]);
        // A first page's count that is not cached comes with the page, in one statement; a later page
        // needs the count first, to know from which end it is read (`pageRead`).
        const counted: { page?: string } = {};
        const total = await readCache.read(countKey, async () => {
          if (window.offset > 0) return entryCount(db, where);
          const answer = await entryPage(db, where, window, shape, true);
          counted.page = answer.page;
          return answer.count;
        });
        const items =
          counted.page ?? (await entryPage(db, where, pageRead(window, total), shape, false)).page;
        // The page is JSON text already: it goes into the answer as it is, not parsed and written again.
        const head = JSON.stringify({ paging: paging(window, total), filter });
        return jsonText(c, `${head.slice(0, -1)},"entries":${items}}`);
      },

      get: async (c) => {
        return sendEntry(c, await visibleEntry(c.get('caller'), pathId(c)));
      },

      add: async (c) => {
        const caller = c.get('caller');
        const body = parseWith(entryAddSchema, await readEntryBody(c));
        const usersId = body.users_id ?? caller.id;
        if (!rights.entriesOf(caller, usersId)) throw forbiddenFields(['users_id']);
        if (body.type === 1 && body.hourly_rate !== undefined && !rights.seesRightsFields(caller)) {
          throw forbiddenFields(['hourly_rate']);
        }
        const timeSince = new Date(body.time_since);
        assertUnlocked(caller, [timeSince]);
        const now = clock.now();
        const typed: Partial<typeof entries.$inferInsert> = {};
        if (body.type === 1) {
          const timeUntil = body.time_until === null ? null : new Date(body.time_until);
          if (timeUntil === null) {
            // A running entry has no period yet, so there is nothing a duration could correct.
            if (body.duration !== undefined) throw invalidFields(['duration']);
            Object.assign(typed, { timeUntil, duration: 0, offset: 0, timeClockedSince: timeSince });
          } else {
            const period = seconds(timeSince, timeUntil);
            if (period > MAX_INT32) throw invalidFields(['time_until']);
            const duration = body.duration ?? period;
            Object.assign(typed, { timeUntil, duration, offset: duration - period });
          }
          Object.assign(typed, { servicesId: body.services_id, hourlyRate: body.hourly_rate ?? 0 });
        } else if (body.type === 2) {
          // A lump sum is a moment: time_until equals time_since, so it never counts as running.
          Object.assign(typed, { timeUntil: timeSince, servicesId: body.services_id, lumpsum: body.lumpsum });
        } else {
          Object.assign(typed, {
            timeUntil: timeSince,
            lumpsumServicesId: body.lumpsum_services_id,
            lumpsumServicesAmount: body.lumpsum_services_amount,
          });
        }
        const references: References = {
          usersId,
          customersId: body.customers_id,
          projectsId: body.projects_id ?? null,
          servicesId: body.type === 3 ? undefined : body.services_id,
          lumpsumServicesId: body.type === 3 ? body.lumpsum_services_id : undefined,
        };
        const answer = await write(async (tx) => {
          await checkReferences(tx, caller, references, references);
          // Stored on the entry, so that a later change of the rates leaves it as it was billed.
          if (body.type === 1 && body.hourly_rate === undefined) {
            const work = {
              customers_id: body.customers_id,
              projects_id: body.projects_id ?? null,
              services_id: body.services_id,
              users_id: usersId,
            };
            typed.hourlyRate = (await rateAtStart(tx, work, timeSince)) ?? 0;
          }
          const textsId = await textsIdOf(tx, body.text);
          const [inserted] = await tx
            .insert(entries)
            .values({
              type: body.type,
              customersId: body.customers_id,
              projectsId: body.projects_id ?? null,
              usersId,
              billable: body.billable,
              textsId: textsId ?? null,
              timeSince,
              timeInsert: now,
              timeLastChange: now,
              timeLastChangeWorktime: now,
              ...typed,
            })
            .returning(entryAnswer(caller));
          await countNewEntry(tx, (inserted as EntryAnswer).id);
          await settleBudgetWarnings(tx, [body.projects_id], caller.id, mailContext());
          return inserted as EntryAnswer;
        });
        return sendEntry(c, answer);
      },

      edit: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await visibleEntry(caller, id);
        const raw = await readEntryBody(c);
        const body = parseWith(entryEditSchema, raw);
        if (body.users_id !== undefined && !rights.entriesOf(caller, body.users_id)) {
          throw forbiddenFields(['users_id']);
        }
        if (body.hourly_rate !== undefined && !rights.seesRightsFields(caller))
          throw forbiddenFields(['hourly_rate']);
        const answer = await write(async (tx) => {
          const current = await lockRow(tx, entries, id);
          if (!rights.entriesOf(caller, current.usersId)) throw notFound();
          checkIfMatch(c, current.version);
          const type = current.type as EntryType;
          if (raw.type !== undefined && raw.type !== type) throw invalidFields(['type']);
          const timeSince = body.time_since === undefined ? current.timeSince : new Date(body.time_since);
          const foreign = allTypeFields.filter(
            (field) => body[field as keyof typeof body] !== undefined && !typeFields[type].includes(field),
          );
          if (foreign.length > 0) throw invalidFields(foreign);
          assertUnlocked(caller, [current.timeSince, timeSince]);

          const now = clock.now();
          const changes: Partial<typeof entries.$inferInsert> = {};
          let worktimeChanged =
            body.time_since !== undefined && timeSince.getTime() !== current.timeSince.getTime();
          const timesSent =
            body.time_since !== undefined || body.time_until !== undefined || body.duration !== undefined;
          if (type === 1 && timesSent) {
            let timeUntil = current.timeUntil;
            if (body.time_until !== undefined)
              timeUntil = body.time_until === null ? null : new Date(body.time_until);
            const wasRunning = current.timeUntil === null;
            if (timeUntil === null) {
              if (body.duration !== undefined) throw invalidFields(['duration']);
              Object.assign(changes, { timeUntil, duration: 0, offset: 0 });
              if (!wasRunning) {
                Object.assign(changes, { timeClockedSince: timeSince, clocked: false });
                worktimeChanged = true;
              }
            } else {
              const period = seconds(timeSince, timeUntil);
              if (timeUntil.getTime() <= timeSince.getTime() || period > MAX_INT32) {
                throw movedBoundInvalid(body.time_until !== undefined, 'time_since', 'time_until');
              }
              // Moving the times keeps an earlier correction (duration minus period) unless a duration is sent.
              const earlierOffset =
                current.timeUntil && current.duration !== null
                  ? current.duration - seconds(current.timeSince, current.timeUntil)
                  : 0;
              const duration = body.duration ?? Math.max(0, period + earlierOffset);
              Object.assign(changes, { timeUntil, duration, offset: duration - period });
              if (wasRunning) changes.clocked = true;
              if (
                wasRunning ||
                timeUntil.getTime() !== current.timeUntil?.getTime() ||
                duration !== current.duration
              ) {
                worktimeChanged = true;
              }
            }
          }
          if (type === 1) {
            if (body.services_id !== undefined) changes.servicesId = body.services_id;
            if (body.hourly_rate !== undefined) changes.hourlyRate = body.hourly_rate;
          } else {
            changes.timeUntil = timeSince;
            if (body.services_id !== undefined) changes.servicesId = body.services_id;
            if (body.lumpsum !== undefined) changes.lumpsum = body.lumpsum;
            if (body.lumpsum_services_id !== undefined) changes.lumpsumServicesId = body.lumpsum_services_id;
            if (body.lumpsum_services_amount !== undefined) {
              changes.lumpsumServicesAmount = body.lumpsum_services_amount;
            }
          }
          if (body.users_id !== undefined && body.users_id !== current.usersId) worktimeChanged = true;

          const sent: References = {
            usersId: body.users_id,
            customersId: body.customers_id,
            projectsId: body.projects_id,
            servicesId: body.services_id,
            lumpsumServicesId: body.lumpsum_services_id,
          };
          const merged: References = {
            customersId: body.customers_id ?? current.customersId,
            projectsId: body.projects_id === undefined ? current.projectsId : body.projects_id,
          };
          await checkReferences(tx, caller, sent, merged);
          const textsId = await textsIdOf(tx, body.text);
          const moved = { projectsId: body.projects_id, lumpsumServicesId: body.lumpsum_services_id };
          const [updated] = await rewritingEntry(tx, id, moved, () =>
            tx
              .update(entries)
              .set({
                ...changes,
                customersId: body.customers_id,
                projectsId: body.projects_id,
                usersId: body.users_id,
                billable: body.billable,
                textsId,
                timeSince,
                timeLastChange: now,
                ...(worktimeChanged ? { timeLastChangeWorktime: now } : {}),
                version: current.version + 1,
              })
              .where(eq(entries.id, id))
              .returning(entryAnswer(caller)),
          );
          await settleBudgetWarnings(tx, [current.projectsId, merged.projectsId], caller.id, mailContext());
          return updated as EntryAnswer;
        });
        return sendEntry(c, answer);
      },

      delete: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await visibleEntry(caller, id);
        await db.transaction(async (tx) => {
          const current = await lockRow(tx, entries, id);
          if (!rights.entriesOf(caller, current.usersId)) throw notFound();
          checkIfMatch(c, current.version);
          assertUnlocked(caller, [current.timeSince]);
          await rewritingEntry(tx, id, {}, () => tx.delete(entries).where(eq(entries.id, id)));
          await settleBudgetWarnings(tx, [current.projectsId], caller.id, mailContext());
        });
        return c.json({ success: true });
      },
    };
  },
);
