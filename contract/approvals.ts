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

/**
 * (ext) A co-worker with requests waiting for the caller's decision, as the approvals inbox names, filters
 * and judges them, and shows their change requests' times (in their zone): whether the caller decides this person's absences and change requests.
 */
const approvalPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teams_id: z.number().int().nullable(),
  /** Whose clock a change request's times are shown in. */
  timezone: z.string(),
  absences: z.boolean(),
  change_requests: z.boolean(),
});

/** (ext) `GET /api/v2/aggregates/approvals/people`: everyone with a request counted by the count, by id. */
export const approvalPeopleSchema = z.object({ people: z.array(approvalPersonSchema) });

export type ApprovalPerson = z.output<typeof approvalPersonSchema>;
