import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { type Caller, rights } from '../../contract/rights.ts';
import {
  userAddSchema,
  userApiKeySchema,
  userEditSchema,
  userListQuery,
  userListSchema,
  userRoleSchema,
  userSingleSchema,
} from '../../contract/users.ts';
import { issueApiKey, securityFields } from '../auth.ts';
import { overtimeCarry, usersSurchargeModels } from '../db/account-schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { rates } from '../db/rates-schema.ts';
import {
  absenceManagers,
  absences,
  changeRequests,
  company,
  entries,
  holidaysCarry,
  holidaysQuota,
  nonbusinessGroups,
  targetHours,
  teams,
  users,
  usersNonbusinessGroups,
  workTimes,
} from '../db/schema.ts';
import { readingOrder } from '../db/text-order.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { sendPasswordLink } from '../domain/password-links.ts';
import { blockDeleteWhenReferenced, likePattern, lockRow, requireExisting } from '../domain/records.ts';
import { endSessionsOf } from '../domain/sessions.ts';
import {
  absenceManagersOf,
  checkNotOwnAbsenceManager,
  checkRoleCombination,
  checkTimezoneChange,
  initialsOf,
  isUniqueViolation,
  keepAnOwner,
  lockActiveOwners,
  rightsForRole,
  toUser,
  type UserRow,
  userWriteColumns,
} from '../domain/users.ts';
import { insertValues, updateValues } from '../domain/wire-columns.ts';
import type { ApiEnv } from '../env.ts';
import {
  ApiError,
  checkIfMatch,
  forbidden,
  forbiddenFields,
  invalidFields,
  notFound,
  pageWindow,
  paging,
  parseWith,
  pathId,
  readRawBody,
  withEtag,
} from '../http.ts';

type References = {
  boss?: number | null;
  teams_id?: number | null;
  nonbusinessgroups_id?: number | null;
  absence_managers_id?: readonly number[];
};

/** 400 naming the field for each reference to a record that does not exist. */
async function requireReferences(tx: DbOrTx, values: References): Promise<void> {
  await requireExisting(tx, users, 'boss', values.boss);
  await requireExisting(tx, teams, 'teams_id', values.teams_id);
  await requireExisting(tx, nonbusinessGroups, 'nonbusinessgroups_id', values.nonbusinessgroups_id);
  await requireExisting(tx, users, 'absence_managers_id', values.absence_managers_id);
}

async function replaceAbsenceManagers(tx: DbOrTx, usersId: number, managerIds: readonly number[]) {
  await tx.delete(absenceManagers).where(eq(absenceManagers.usersId, usersId));
  if (managerIds.length > 0) {
    await tx.insert(absenceManagers).values(managerIds.map((managerId) => ({ usersId, managerId })));
  }
}

const duplicateEmail = () => new ApiError(409, 'duplicate_email', ['email']);

/** The fields of an edit body the caller sent, and the role and active flag it asks for. */
function editRequest(raw: Record<string, unknown>) {
  return {
    fields: Object.keys(raw).filter((key) => Object.hasOwn(userEditSchema.shape, key)),
    role: userRoleSchema.safeParse(raw.role).data,
    active: typeof raw.active === 'boolean' ? raw.active : undefined,
  };
}

function sameIds(a: readonly number[], b: readonly number[]) {
  const byValue = (x: number, y: number) => x - y;
  const [left, right] = [[...a].sort(byValue), [...b].sort(byValue)];
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

export const usersRoutes = declareRoutes(
  {
    ...recordOperations({
      tag: 'Users',
      base: '/api/v2/users',
      noun: 'user',
      list: userListSchema,
      listQuery: userListQuery,
      single: userSingleSchema,
      add: userAddSchema,
      edit: userEditSchema,
      deleteRefusals: [403, 409, 422],
    }),
    issueApiKey: {
      method: 'POST',
      path: '/api/v2/users/:id/apikey',
      tag: 'Users',
      summary: "Issue a user's API key",
      description: 'Answers the new key once; the old one stops working at once.',
      extension: true,
      response: userApiKeySchema,
      refusesIdempotencyKey: true,
      refusals: [403],
    },
    me: {
      method: 'GET',
      path: '/api/v2/aggregates/users/me',
      tag: 'Users',
      summary: 'Get the signed-in user',
      description: 'The caller’s own record, as `GET /api/v2/users/[ID]` answers it.',
      extension: true,
      response: userSingleSchema,
      etag: true,
    },
  },
  ({ db, clock, appUrl }) => {
    const today = () => clock.now().toISOString().slice(0, 10);

    async function visibleUser(caller: Caller, id: number): Promise<UserRow> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      if (!row || (!row.active && !rights.seesInactiveRecords(caller))) throw notFound();
      return row;
    }

    async function answer(c: Context<ApiEnv>, row: UserRow) {
      const managers = await absenceManagersOf(db, [row.id]);
      return withEtag(c, row.version, { user: toUser(row, managers.get(row.id) ?? [], c.get('caller')) });
    }

    return {
      list: async (c, input) => {
        const caller = c.get('caller');
        const query = input.query();
        const conditions: SQL[] = [];
        if (!rights.seesInactiveRecords(caller)) conditions.push(eq(users.active, true));
        const teamId = query['filter[teams_id]'];
        if (teamId !== undefined) conditions.push(eq(users.teamsId, teamId));
        const search = query['filter[search]'];
        if (search) conditions.push(ilike(users.name, likePattern(search)));
        const active = query['filter[active]'];
        if (active !== undefined) conditions.push(eq(users.active, active));
        const where = and(...conditions);
        const paged = query.page !== undefined || query.items_per_page !== undefined;
        const window = pageWindow(query);
        const order =
          query.sort === 'name' ? [asc(readingOrder(users.name)), asc(users.id)] : [asc(users.id)];
        const all = db
          .select()
          .from(users)
          .where(where)
          .orderBy(...order)
          .$dynamic();
        const [rows, total] = await Promise.all([
          paged ? all.limit(window.limit).offset(window.offset) : all,
          paged ? db.select({ value: count() }).from(users).where(where) : undefined,
        ]);
        const managers = await absenceManagersOf(
          db,
          rows.map((row) => row.id),
        );
        const listed = rows.map((row) => toUser(row, managers.get(row.id) ?? [], caller));
        return c.json(
          total ? { paging: paging(window, total[0]?.value ?? 0), users: listed } : { users: listed },
        );
      },

      get: async (c) => {
        return answer(c, await visibleUser(c.get('caller'), pathId(c)));
      },

      add: async (c) => {
        const caller = c.get('caller');
        if (!rights.writesMasterData(caller)) throw forbidden();
        const raw = await readRawBody(c, userAddSchema);
        if (raw.role === 'owner' && !rights.managesOwners(caller)) throw forbiddenFields(['role']);
        const body = parseWith(userAddSchema, raw);
        const row = await db.transaction(async (tx) => {
          await requireReferences(tx, body);
          checkRoleCombination(body.role, body);
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
          if (taken) throw duplicateEmail();
          let inserted: UserRow;
          try {
            [inserted] = (await tx
              .insert(users)
              .values({
                ...insertValues(userWriteColumns, body, {
                  number: null,
                  wage_type: null,
                  edit_lock_sync: null,
                  teams_id: null,
                  nonbusinessgroups_id: null,
                  worktime_regulation_id: null,
                  boss: null,
                }),
                initials: initialsOf(body.name),
                // A new user has no key until one is issued (docs/interface.md#authentication).
                apiKeyHash: null,
              })
              .returning()) as [UserRow];
          } catch (error) {
            // Two adds of one address at once: the unique index decides, the loser gets the same 409.
            if (isUniqueViolation(error)) throw duplicateEmail();
            throw error;
          }
          if (body.absence_managers_id)
            await replaceAbsenceManagers(tx, inserted.id, body.absence_managers_id);
          // The welcome mail carries the invitation: a link to set a password (docs/interface.md#sessions-and-passwords).
          if (body.mail_to_user)
            await sendPasswordLink(tx, inserted, 'invitation', { now: clock.now(), appUrl });
          return inserted;
        });
        return answer(c, row);
      },

      edit: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        const target = await visibleUser(caller, id);
        if (!rights.editsUser(caller, id)) throw forbidden();
        const raw = await readRawBody(c, userEditSchema);
        const request = editRequest(raw);
        const denied = rights.forbiddenUserEditFields(caller, target, request);
        if (denied.length > 0) throw forbiddenFields(denied);
        const body = parseWith(userEditSchema, raw);
        let sessionsEnded = 0;
        const row = await db.transaction(async (tx) => {
          const owners =
            body.role !== undefined || body.active !== undefined ? await lockActiveOwners(tx) : null;
          const current = await lockRow(tx, users, id);
          checkIfMatch(c, current.version);
          // Judged again on the locked row: the role or active flag may have changed meanwhile.
          const deniedNow = rights.forbiddenUserEditFields(caller, current, request);
          if (deniedNow.length > 0) throw forbiddenFields(deniedNow);

          await requireReferences(tx, body);
          if (body.boss === id) throw invalidFields(['boss']);
          checkNotOwnAbsenceManager(id, body.absence_managers_id);
          const role = body.role ?? current.role;
          checkRoleCombination(role, body);
          await checkTimezoneChange(tx, current, body.timezone, today());
          const demoted = role !== 'owner' || body.active === false;
          if (owners && current.role === 'owner' && current.active && demoted) {
            keepAnOwner(owners, id, [
              ...(role !== 'owner' ? ['role'] : []),
              ...(body.active === false ? ['active'] : []),
            ]);
          }

          const values = {
            ...updateValues(userWriteColumns, body),
            initials:
              body.name !== undefined && body.name !== current.name ? initialsOf(body.name) : undefined,
            ...rightsForRole(role, current, body),
          };
          const changed = Object.entries(values).some(
            ([key, value]) => value !== undefined && value !== current[key as keyof UserRow],
          );
          const managers = (await absenceManagersOf(tx, [id])).get(id) ?? [];
          const managersChanged =
            body.absence_managers_id !== undefined && !sameIds(managers, body.absence_managers_id);
          // An edit that changes nothing keeps the version, so the client's ETag stays valid.
          if (!changed && !managersChanged) return current;
          if (managersChanged) await replaceAbsenceManagers(tx, id, body.absence_managers_id ?? []);
          const [updated] = await tx
            .update(users)
            .set({ ...values, version: current.version + 1 })
            .where(eq(users.id, id))
            .returning();
          // Signed-in browsers end with the deactivation: reactivating the user brings none back.
          if (body.active === false && current.active) sessionsEnded = await endSessionsOf(tx, id);
          return updated as UserRow;
        });
        if (sessionsEnded > 0) {
          c.get('log').info({
            event: 'session_revoked',
            ...securityFields(c),
            user: id,
            sessions: sessionsEnded,
            reason: 'deactivated',
          });
        }
        return answer(c, row);
      },

      delete: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        const target = await visibleUser(caller, id);
        if (!rights.deletesUser(caller, target)) throw forbidden();
        await db.transaction(async (tx) => {
          const owners = target.role === 'owner' ? await lockActiveOwners(tx) : null;
          const current = await lockRow(tx, users, id);
          checkIfMatch(c, current.version);
          if (!rights.deletesUser(caller, current)) throw forbidden();
          if (owners && current.role === 'owner' && current.active) keepAnOwner(owners, id);
          // Nothing is lost by a delete (docs/interface.md#deleting-what-others-use): a user anything
          // points at stays.
          await blockDeleteWhenReferenced(tx, [
            { label: 'entries', table: entries, column: entries.usersId, id },
            { label: 'absences', table: absences, column: absences.usersId, id },
            { label: 'approved absences', table: absences, column: absences.approvedBy, id },
            { label: 'work times', table: workTimes, column: workTimes.usersId, id },
            { label: 'change requests', table: changeRequests, column: changeRequests.usersId, id },
            {
              label: 'declined change requests',
              table: changeRequests,
              column: changeRequests.declinedBy,
              id,
            },
            { label: 'filed change requests', table: changeRequests, column: changeRequests.createdBy, id },
            { label: 'boss of users', table: users, column: users.boss, id },
            { label: 'team leader', table: teams, column: teams.leader, id },
            { label: 'absence manager', table: absenceManagers, column: absenceManagers.managerId, id },
            { label: 'target hours', table: targetHours, column: targetHours.usersId, id },
            { label: 'holiday quotas', table: holidaysQuota, column: holidaysQuota.usersId, id },
            { label: 'holiday carryovers', table: holidaysCarry, column: holidaysCarry.usersId, id },
            {
              label: 'nonbusiness periods',
              table: usersNonbusinessGroups,
              column: usersNonbusinessGroups.usersId,
              id,
            },
            {
              label: 'surcharge model periods',
              table: usersSurchargeModels,
              column: usersSurchargeModels.usersId,
              id,
            },
            { label: 'overtime carryovers', table: overtimeCarry, column: overtimeCarry.usersId, id },
            { label: 'rates', table: rates, column: rates.usersId, id },
            { label: 'company creator', table: company, column: company.creatorId, id },
          ]);
          await tx.delete(absenceManagers).where(eq(absenceManagers.usersId, id));
          await tx.delete(users).where(eq(users.id, id));
        });
        return c.json({ success: true });
      },

      // (extension, docs/interface.md#users-and-teams) Who signed in, without reading the directory.
      me: async (c) => answer(c, await visibleUser(c.get('caller'), c.get('caller').id)),

      /**
       * (extension, docs/interface.md#authentication): a new key, shown once; the old one stops working
       * at once.
       */
      issueApiKey: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await visibleUser(caller, id);
        if (!rights.issuesApiKeyFor(caller, id)) throw forbidden();
        // A replayed answer would have to be stored, and the key is never stored.
        if (c.req.header('idempotency-key') !== undefined) throw invalidFields(['Idempotency-Key']);
        const apiKey = await db.transaction(async (tx) => {
          await lockRow(tx, users, id);
          return issueApiKey(tx, id);
        });
        return c.json({ api_key: apiKey });
      },
    };
  },
);
