import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { entries, lumpsumServices, projects } from '../db/schema.ts';
import { markBudgetLevels } from './budget-warnings.ts';
import { entryRevenue } from './entries.ts';
import type { AroundEdit } from './records.ts';

type Also = { projectsId?: number | null; lumpsumServicesId?: number | null };

/**
 * Locks what a change of the entries matching `which` (and of the project and lump sum service `also`
 * names, where an edit moves them) counts with, always in one order: their lump sum services, shared,
 * then their projects, each by id. A price change holds its service first too
 * (`repriceLumpsumService`), so two writers never wait for each other in a circle.
 */
async function holdSums(tx: DbOrTx, which: SQL, also: Also) {
  const or = (id: number | null | undefined) => (id == null ? sql`` : sql` or id = ${id}`);
  // Holding the service until commit makes a price change wait for this entry, or this entry wait
  // for the price change and then read the new price.
  await tx.execute(sql`select id from ${lumpsumServices} where id in
    (select ${entries.lumpsumServicesId} from ${entries} where ${which})${or(also.lumpsumServicesId)}
    order by id for share`);
  await tx.execute(sql`select id from ${projects} where id in
    (select ${entries.projectsId} from ${entries} where ${which})${or(also.projectsId)}
    order by id for no key update`);
}

/**
 * Adds to (or, `'remove'`, takes from) the running sums of their projects what the entries matching
 * `which` count toward a budget: the seconds of time entries and every entry's revenue
 * (`entryRevenue`, so the sums are exactly what summing the entries would give). Deltas, not
 * recounts: `used = used + delta` reads the row it updates after waiting for its lock, so writes from
 * several processes at once never lose one another's share.
 */
async function countTowardBudgets(tx: DbOrTx, which: SQL, direction: 'add' | 'remove', also: Also = {}) {
  await holdSums(tx, which, also);
  const sign = sql.raw(direction === 'add' ? '+' : '-');
  await tx.execute(sql`update ${projects} set
      used_seconds = used_seconds ${sign} delta.seconds, used_revenue = used_revenue ${sign} delta.revenue
    from (select ${entries.projectsId} as projects_id,
            coalesce(sum(case when ${entries.type} = 1 then coalesce(${entries.duration}, 0) else 0 end), 0) as seconds,
            coalesce(sum(${entryRevenue()}), 0) as revenue
          from ${entries} left join ${lumpsumServices} on ${lumpsumServices.id} = ${entries.lumpsumServicesId}
          where ${which} and ${entries.projectsId} is not null
          group by ${entries.projectsId}) as delta
    where ${projects.id} = delta.projects_id`);
}

/** After an entry was inserted, in its transaction: its project's sums count it. */
export const countNewEntry = (tx: DbOrTx, id: number) => countTowardBudgets(tx, eq(entries.id, id), 'add');

/**
 * `write` updates or deletes the entries matching `which` (locked) in this transaction: their old
 * share is taken from their projects' sums before, their new one added after. `next` names the
 * project and lump sum service an update moves them to.
 */
export async function rewritingEntries<T>(tx: DbOrTx, which: SQL, write: () => Promise<T>, next: Also = {}) {
  await countTowardBudgets(tx, which, 'remove', next);
  const written = await write();
  await countTowardBudgets(tx, which, 'add');
  return written;
}

/** `rewritingEntries` of the one entry `id`. */
export const rewritingEntry = <T>(tx: DbOrTx, id: number, next: Also, write: () => Promise<T>) =>
  rewritingEntries(tx, eq(entries.id, id), write, next);

/**
 * Every project's sums counted afresh from its entries, and the budget threshold each stands at
 * marked as told: after entries were written without the entry routes (the demo seed, a benchmark's
 * fill), with no other writer about.
 */
export async function recountBudgets(tx: DbOrTx) {
  await tx.update(projects).set({ usedSeconds: 0, usedRevenue: '0' });
  await countTowardBudgets(tx, sql`true`, 'add');
  await markBudgetLevels(tx);
}

/**
 * A lump sum service's price is part of the revenue of its entries: `change` (the service's update,
 * the row locked first) runs between taking their revenue out at the old price and adding it at the new.
 */
export const repriceLumpsumService: AroundEdit = (tx, id, change) =>
  rewritingEntries(tx, eq(entries.lumpsumServicesId, id), change);
