import type { Absence, AbsenceStatus, AbsenceType } from '../../../contract/absences.ts';

/** live = enquired and approved (the default); all adds declined, cancelled and withdrawn. */
export const absenceStatusFilters = ['live', 'pending', 'approved', 'all'] as const;
export type AbsenceStatusFilter = (typeof absenceStatusFilters)[number];

export const absenceTabs = ['calendar', 'pending'] as const;
export type AbsenceTab = (typeof absenceTabs)[number];

/** The month view's state as the URL holds it. */
export type AbsencesSearch = {
  /** `YYYY-MM`; absent = the current month in the user's time zone. */
  month?: string;
  team?: number;
  user?: number;
  type?: AbsenceType;
  status: AbsenceStatusFilter;
  tab: AbsenceTab;
};

const statusesOf: Record<AbsenceStatusFilter, readonly AbsenceStatus[]> = {
  live: [0, 1],
  pending: [0],
  approved: [1],
  all: [0, 1, 2, 3, 4],
};

/** Whether an absence passes the status and type filters; an absence without a visible type never matches a type. */
export function matchesFilters(
  absence: Absence,
  filters: { status: AbsenceStatusFilter; type?: AbsenceType | undefined },
): boolean {
  if (!statusesOf[filters.status].includes(absence.status)) return false;
  return filters.type === undefined || absence.type === filters.type;
}
