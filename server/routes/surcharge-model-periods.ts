import {
  type UserSurchargeModel,
  userSurchargeModelAddSchema,
  userSurchargeModelEditSchema,
  userSurchargeModelListQuery,
  userSurchargeModelListSchema,
  userSurchargeModelSingleSchema,
} from '../../contract/surcharge-model-periods.ts';
import { surchargeModels, usersSurchargeModels } from '../db/account-schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { userPeriods } from '../domain/user-periods.ts';
import { recordOf, type WireColumns } from '../domain/wire-columns.ts';
import { userPeriodHandlers } from './period-handlers.ts';

type PeriodRow = typeof usersSurchargeModels.$inferSelect;

const periodColumns = {
  id: 'id',
  users_id: 'usersId',
  surcharge_models_id: 'surchargeModelsId',
  date_since: 'dateSince',
  date_until: 'dateUntil',
} as const satisfies WireColumns<UserSurchargeModel, PeriodRow>;

const modelPeriods = userPeriods(usersSurchargeModels, periodColumns, ['date_since', 'date_until']);

const toUserSurchargeModel = (row: PeriodRow): UserSurchargeModel => recordOf(periodColumns, row);

/**
 * (extension) Which surcharge model applies to a user from which day, `/api/v2/usersSurchargeModels`
 * (docs/interface.md#surcharge-model-periods), answered under `data` like the nonbusiness group periods:
 * one user's periods never overlap, workers read their own, owners and managers write.
 */
export const surchargeModelPeriodsRoutes = declareRoutes(
  recordOperations({
    tag: 'Surcharges',
    base: '/api/v2/usersSurchargeModels',
    noun: "user's surcharge model period",
    extension: true,
    list: userSurchargeModelListSchema,
    listQuery: userSurchargeModelListQuery,
    single: userSurchargeModelSingleSchema,
    add: userSurchargeModelAddSchema,
    edit: userSurchargeModelEditSchema,
  }),
  ({ db }) =>
    userPeriodHandlers(
      db,
      modelPeriods,
      { field: 'surcharge_models_id', table: surchargeModels },
      'data',
      toUserSurchargeModel,
    ),
);
