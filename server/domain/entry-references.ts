import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Caller, rights } from '../../contract/rights.ts';
import type { Tx } from '../db/client.ts';
import { customers, lumpsumServices, projects, services, texts, users } from '../db/schema.ts';
import { ApiError, invalidFields } from '../http.ts';

// What an entry's write looks up before it is stored: that the records it points to exist (and may be
// used by the caller), and the id of its text.

export type References = {
  usersId?: number;
  customersId?: number;
  projectsId?: number | null;
  servicesId?: number;
  lumpsumServicesId?: number;
};

/**
 * 400 naming each reference to a record that does not exist, or that the caller may not see
 * (workers see only active customers, projects and services); then 400 on `projects_id` when the
 * project belongs to another customer than the entry. One statement looks them all up: each statement
 * is a round trip on PostgreSQL and a turn of PGlite's one-at-a-time queue.
 */
export async function checkReferences(tx: Tx, caller: Caller, sent: References, merged: References) {
  const activeOnly = !rights.seesInactiveRecords(caller);
  // Per field, what the lookup answers: null when there is no such record, else whether it is active.
  const lookups: [field: string, lookup: SQL][] = [];
  const activeOf = (
    table: typeof customers | typeof projects | typeof services | typeof lumpsumServices,
    id: number,
  ) => sql`(select ${table.active} from ${table} where ${table.id} = ${id})`;
  if (sent.usersId !== undefined) {
    lookups.push(['users_id', sql`(select true from ${users} where ${users.id} = ${sent.usersId})`]);
  }
  if (sent.customersId !== undefined) lookups.push(['customers_id', activeOf(customers, sent.customersId)]);
  const projectId = merged.projectsId;
  const checksProject =
    projectId != null && (sent.projectsId !== undefined || sent.customersId !== undefined);
  if (checksProject) lookups.push(['projects_id', activeOf(projects, projectId)]);
  if (sent.servicesId !== undefined) lookups.push(['services_id', activeOf(services, sent.servicesId)]);
  if (sent.lumpsumServicesId !== undefined) {
    lookups.push(['lumpsum_services_id', activeOf(lumpsumServices, sent.lumpsumServicesId)]);
  }
  if (lookups.length === 0) return;
  const columns = lookups.map(([field, lookup]) => sql`${lookup} as ${sql.identifier(field)}`);
  if (checksProject) {
    columns.push(
      sql`(select ${projects.customersId} from ${projects} where ${projects.id} = ${projectId}) as project_customer`,
    );
  }
  const result = await tx.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const [found] = (result as unknown as { rows: Record<string, boolean | number | null>[] }).rows;
  const missing = lookups
    .map(([field]) => field)
    .filter((field) => found?.[field] == null || (activeOnly && found[field] === false));
  if (missing.length > 0) {
    throw new ApiError(400, 'unknown_reference', missing, { fields: missing.join(', ') });
  }
  if (checksProject && found?.project_customer !== merged.customersId) throw invalidFields(['projects_id']);
}

/**
 * The id of `text` in the de-duplicated `texts` table, inserted when new (one statement then). Parallel
 * writers of one text both end up with the same row: the insert waits for the other's commit, then
 * the select, a statement of its own and so seeing that commit, finds it. An empty text is no text.
 */
export async function textsIdOf(tx: Tx, text: string | null | undefined): Promise<number | null | undefined> {
  if (text === undefined) return undefined;
  if (text === null || text === '') return null;
  const [inserted] = await tx
    .insert(texts)
    .values({ text })
    .onConflictDoNothing()
    .returning({ id: texts.id });
  if (inserted) return inserted.id;
  const [row] = await tx
    .select({ id: texts.id })
    .from(texts)
    .where(and(eq(sql`md5(${texts.text})`, sql`md5(${text})`), eq(texts.text, text)));
  return (row as { id: number }).id;
}
