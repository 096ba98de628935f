import { z } from 'zod';
import {
  amount,
  flag,
  id,
  isoDate,
  nameText,
  noteText,
  pagedList,
  pagingQuery,
  queryBool,
  queryId,
  single,
  text,
} from './common.ts';

export const projectSchema = z.object({
  id,
  customers_id: id,
  name: z.string(),
  number: z.string().nullable(),
  active: z.boolean(),
  billable_default: z.boolean(),
  completed: z.boolean(),
  deadline: z.string().nullable(),
  // The rights fields are absent for callers without the right (docs/interface.md#roles-and-rights).
  note: z.string().nullable().optional(),
  budget_money: z.number().nullable().optional(),
  budget_is_hours: z.boolean().optional(),
  budget_is_not_strict: z.boolean().optional(),
  billed_money: z.number().nullable().optional(),
  billed_completely: z.boolean().nullable().optional(),
  revenue_factor: z.number().nullable().optional(),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * (ext) From this share of its budget on, a project is nearly used up: the grid marks it and its owners
 * and managers are told once by mail (docs/interface.md#notifications); at 1 it is used up.
 */
export const budgetWarningShare = 0.8;

/**
 * (ext) What a project's entries used of its budget, for owners and managers who ask with
 * `budget_usage=true`: beside the records, never in them, which carry the interface's fields only.
 */
const projectBudgetUsageSchema = z.object({
  projects_id: id,
  /** Hours worked for an hours budget, else revenue. */
  budget_used: z.number(),
  /** budget_used / budget_money; null without a budget. */
  budget_share: z.number().nullable(),
});
export type ProjectBudgetUsage = z.infer<typeof projectBudgetUsageSchema>;

/** (ext) Asks for the budget usage beside the records; owners and managers only. */
const budgetUsageQuery = { budget_usage: queryBool.optional() };

/** Fields only owners and managers may read or write. */
export const projectRightsFields = [
  'note',
  'budget_money',
  'budget_is_hours',
  'budget_is_not_strict',
  'billed_money',
  'billed_completely',
  'revenue_factor',
] as const;

export const projectAddSchema = z.object({
  name: nameText,
  customers_id: id,
  number: text().nullable().optional(),
  active: z.boolean().optional(),
  billable_default: flag.optional(),
  budget_money: amount().nullable().optional(),
  budget_is_hours: z.boolean().optional(),
  budget_is_not_strict: z.boolean().optional(),
  note: noteText.nullable().optional(),
  deadline: isoDate.nullable().optional(),
});

/** The interface spells the soft-budget flag `budget_ist_not_strict` on edit; both spellings are read. */
export const projectEditSchema = z.object({
  name: nameText.optional(),
  number: text().nullable().optional(),
  active: z.boolean().optional(),
  billable_default: flag.optional(),
  budget_money: amount().nullable().optional(),
  budget_is_hours: z.boolean().optional(),
  budget_is_not_strict: z.boolean().optional(),
  budget_ist_not_strict: z.boolean().optional(),
  note: noteText.nullable().optional(),
  customers_id: id.optional(),
  completed: z.boolean().optional(),
  billed_money: amount().nullable().optional(),
  billed_completely: z.boolean().nullable().optional(),
  deadline: isoDate.nullable().optional(),
});

export const projectSortKeys = [
  'id',
  'name',
  'number',
  'deadline',
  'customer',
  'budget_money',
  'budget_share',
] as const;
/** Sorting by these would reveal rights fields, so only owners and managers may use them. */
export const projectRightsSortKeys = ['budget_money', 'budget_share'] as const;

export const projectListQuery = pagingQuery.extend({
  'filter[customers_id]': queryId.optional(),
  'filter[active]': queryBool.optional(),
  /** (ext) case-insensitive match on name or number. */
  'filter[search]': text(100).optional(),
  /** (ext) owners and managers: true = more than the whole budget used, false = the others. */
  'filter[over_budget]': queryBool.optional(),
  /** (ext) a sort key, `-` in front for descending. */
  sort: z.enum([...projectSortKeys, ...projectSortKeys.map((key) => `-${key}` as const)]).optional(),
  ...budgetUsageQuery,
});
export const projectSingleQuery = z.object(budgetUsageQuery);

export const projectListSchema = pagedList('projects', projectSchema).extend({
  filter: z.record(z.string(), z.unknown()).nullable(),
  /** (ext) With `budget_usage=true`: one item per listed project, in the same order. */
  budget_usage: z.array(projectBudgetUsageSchema).optional(),
});
export const projectSingleSchema = single('project', projectSchema).extend({
  /** (ext) With `budget_usage=true`. */
  budget_usage: projectBudgetUsageSchema.optional(),
});
