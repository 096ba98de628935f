import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type UserNonbusinessGroup,
  userNonbusinessGroupAddSchema,
  userNonbusinessGroupEditSchema,
} from '../../../contract/nonbusiness-groups.ts';
import {
  type UserSurchargeModel,
  userSurchargeModelAddSchema,
  userSurchargeModelEditSchema,
} from '../../../contract/surcharge-model-periods.ts';
import {
  useCreateUserNonbusinessGroup,
  useDeleteUserNonbusinessGroup,
  userNonbusinessGroupQueries,
  useUpdateUserNonbusinessGroup,
} from '../../api/nonbusiness-groups.ts';
import type { Versioned } from '../../api/resource.ts';
import {
  useCreateUserSurchargeModel,
  useDeleteUserSurchargeModel,
  userSurchargeModelQueries,
  useUpdateUserSurchargeModel,
} from '../../api/surcharge-model-periods.ts';
import type { WriteMutation } from '../../components/delete-flow.tsx';
import type { Mutation } from '../../lib/versioned-save.ts';

/** A person's dated period that names one other record (a holiday group, a surcharge model). */
export type ReferencePeriod = { id: number; users_id: number; date_since: string; date_until: string | null };

/** What a period names, as the section and the form show it. */
export type PeriodReference = { id: number; name: string };

/**
 * One kind of a person's periods, as the periods section and form serve it: its messages
 * (`person.<messages>.*`), the body field naming the record, its reads and writes.
 */
export type PeriodKind<Period extends ReferencePeriod> = {
  messages: 'periods' | 'surchargePeriods';
  field: string;
  referenceOf: (period: Period) => number;
  detail: (id: number) => { queryKey: QueryKey; queryFn?: QueryFunction<Versioned<Period>, QueryKey> };
  addSchema: z.ZodType<object>;
  editSchema: z.ZodType<object>;
  useCreate: () => Mutation<{ body: object; idempotencyKey: string }, Versioned<Period>>;
  useUpdate: () => Mutation<{ id: number; body: object; etag: string | null }, Versioned<Period>>;
  useDelete: () => WriteMutation<{ id: number; etag: string | null }>;
};

/** The messages each kind has under `person.<messages>`. */
type PeriodMessage =
  | 'title'
  | 'lane'
  | 'description'
  | 'new'
  | 'newTitle'
  | 'editTitle'
  | 'none'
  | 'noneHint'
  | 'reference'
  | 'referenceHint'
  | 'overlaps'
  | 'created'
  | 'updated';

/** The key of one of a kind's messages. */
export const periodMessage = <Name extends PeriodMessage>(
  kind: { messages: PeriodKind<ReferencePeriod>['messages'] },
  name: Name,
) => `person.${kind.messages}.${name}` as const;

export const holidayGroupPeriods: PeriodKind<UserNonbusinessGroup> = {
  messages: 'periods',
  field: 'nonbusiness_groups_id',
  referenceOf: (period) => period.nonbusiness_groups_id,
  detail: userNonbusinessGroupQueries.detail as PeriodKind<UserNonbusinessGroup>['detail'],
  addSchema: userNonbusinessGroupAddSchema,
  editSchema: userNonbusinessGroupEditSchema,
  useCreate: useCreateUserNonbusinessGroup as PeriodKind<UserNonbusinessGroup>['useCreate'],
  useUpdate: useUpdateUserNonbusinessGroup as PeriodKind<UserNonbusinessGroup>['useUpdate'],
  useDelete: useDeleteUserNonbusinessGroup,
};

export const surchargeModelPeriods: PeriodKind<UserSurchargeModel> = {
  messages: 'surchargePeriods',
  field: 'surcharge_models_id',
  referenceOf: (period) => period.surcharge_models_id,
  detail: userSurchargeModelQueries.detail as PeriodKind<UserSurchargeModel>['detail'],
  addSchema: userSurchargeModelAddSchema,
  editSchema: userSurchargeModelEditSchema,
  useCreate: useCreateUserSurchargeModel as PeriodKind<UserSurchargeModel>['useCreate'],
  useUpdate: useUpdateUserSurchargeModel as PeriodKind<UserSurchargeModel>['useUpdate'],
  useDelete: useDeleteUserSurchargeModel,
};

/** A referenced record's name, or its number while the records are not loaded. */
export function referenceNameOf(references: readonly PeriodReference[] | undefined, id: number): string {
  return references?.find((reference) => reference.id === id)?.name ?? `#${id}`;
}
