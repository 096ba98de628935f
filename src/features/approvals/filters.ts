import type { ApprovalItem, ApprovalKind, Directory } from './queue.ts';

export const approvalKinds = ['absence', 'change'] as const satisfies readonly ApprovalKind[];

/** What the approvals page keeps in its address: every filter. */
export type ApprovalsSearch = {
  kind?: ApprovalKind;
  user?: number;
  team?: number;
  /** Items touching a day from `from` to `until` (either end open). */
  from?: string;
  until?: string;
};

export function isFiltered(search: ApprovalsSearch): boolean {
  return Object.values(search).some((value) => value !== undefined);
}

/** The items the filters let through: kind, co-worker, the co-worker's team and the days concerned. */
export function filterQueue(
  items: readonly ApprovalItem[],
  search: ApprovalsSearch,
  directory: Directory,
): ApprovalItem[] {
  return items.filter(
    (item) =>
      (search.kind === undefined || item.kind === search.kind) &&
      (search.user === undefined || item.usersId === search.user) &&
      (search.team === undefined || directory.people.get(item.usersId)?.teams_id === search.team) &&
      (search.from === undefined || item.until >= search.from) &&
      (search.until === undefined || item.since <= search.until),
  );
}
