import { z } from 'zod';
import { yearOf } from './dates.ts';

/**
 * (ext) The years whose pending absences wait in the approvals inbox: the caller's current one and the
 * next (an absence never spans New Year). The inbox lists them and the count counts them, so both agree.
 */
export function approvalYears(today: string): [number, number] {
  const year = yearOf(today);
  return [year, year + 1];
}

/** (ext) `GET /api/v2/aggregates/approvals/count`: how many requests wait for the caller's decision. */
export const approvalCountSchema = z.object({
  count: z.object({
    /** Pending absences (status 0) of the approval years whose user's absences the caller administers. */
    absences: z.number().int().min(0),
    /** Pending change requests (status 1) of users whose requests the caller decides. */
    change_requests: z.number().int().min(0),
  }),
});

export type ApprovalCount = z.output<typeof approvalCountSchema>['count'];
