import {
  type ReportView,
  reportViewAddSchema,
  reportViewEditSchema,
  reportViewListSchema,
  reportViewSingleSchema,
} from '../../contract/report-views.ts';
import { recordEndpoints, resourceKeys, wholeListQuery } from './resource.ts';

const keys = resourceKeys('report-views');
const path = '/api/v2/report-views';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: reportViewSingleSchema,
  recordOf: (data): ReportView => data.report_view,
  addSchema: reportViewAddSchema,
  editSchema: reportViewEditSchema,
});

/** The signed-in user's saved views of the reports page (our extension); nobody else's. */
export const reportViewQueries = {
  ...keys,
  list: wholeListQuery({ keys, path, schema: reportViewListSchema, itemsOf: (data) => data.report_views }),
  detail: endpoints.detail,
};

export const useCreateReportView = endpoints.useCreate;
export const useUpdateReportView = endpoints.useUpdate;
export const useDeleteReportView = endpoints.useDelete;
