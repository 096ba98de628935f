import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type ReportView,
  reportViewAddSchema,
  reportViewEditSchema,
  reportViewListSchema,
  reportViewSingleSchema,
} from '../../contract/report-views.ts';
import { reportViews } from '../db/report-views-schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { sqlState } from '../domain/entries.ts';
import { deleteRow, editRow } from '../domain/records.ts';
import { insertValues, recordOf, updateValues, type WireColumns } from '../domain/wire-columns.ts';
import { ApiError, notFound, pathId, withEtag } from '../http.ts';

type ReportViewRow = typeof reportViews.$inferSelect;

const reportViewColumns = {
  id: 'id',
  name: 'name',
  search: 'search',
} as const satisfies WireColumns<ReportView, ReportViewRow>;

const toReportView = (row: ReportViewRow): ReportView => recordOf(reportViewColumns, row);

/** The unique index: a second view of one name (ignoring case) for the same user is a 409 naming `name`. */
async function refusingTwins<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const state = sqlState(error);
    if (
      state.code === '23505' &&
      (state.constraint ?? 'report_views_user_name') === 'report_views_user_name'
    ) {
      throw new ApiError(409, 'duplicate_report_view_name', ['name']);
    }
    throw error;
  }
}

const operations = recordOperations({
  tag: 'Report views',
  base: '/api/v2/report-views',
  noun: 'saved report view',
  extension: true,
  list: reportViewListSchema,
  single: reportViewSingleSchema,
  add: reportViewAddSchema,
  edit: reportViewEditSchema,
  // Everyone who sees the reports page (every signed-in user) keeps views of their own.
  writeRefusals: [],
  deleteRefusals: [],
});

/**
 * (extension) Saved report views, `/api/v2/report-views` (docs/interface.md#saved-report-views): each
 * user lists, reads and writes only their own; another user's view answers as an unknown id, so ids
 * say nothing about who has views.
 */
export const reportViewsRoutes = declareRoutes(
  {
    ...operations,
    list: { ...operations.list, summary: "List the caller's saved report views", refusals: [] },
  },
  ({ db }) => {
    async function own(usersId: number, id: number): Promise<ReportViewRow> {
      const [row] = await db
        .select()
        .from(reportViews)
        .where(and(eq(reportViews.id, id), eq(reportViews.usersId, usersId)));
      if (!row) throw notFound();
      return row;
    }

    return {
      list: async (c) => {
        const rows = await db
          .select()
          .from(reportViews)
          .where(eq(reportViews.usersId, c.get('caller').id))
          .orderBy(sql`lower(${reportViews.name})`, asc(reportViews.id));
        return c.json({ report_views: rows.map(toReportView) });
      },

      get: async (c) => {
        const row = await own(c.get('caller').id, pathId(c));
        return withEtag(c, row.version, { report_view: toReportView(row) });
      },

      add: async (c, input) => {
        const body = await input.body();
        const row = await refusingTwins(async () => {
          const [inserted] = await db
            .insert(reportViews)
            .values({ ...insertValues(reportViewColumns, body), usersId: c.get('caller').id })
            .returning();
          return inserted as ReportViewRow;
        });
        return withEtag(c, row.version, { report_view: toReportView(row) });
      },

      edit: async (c, input) => {
        const id = pathId(c);
        await own(c.get('caller').id, id);
        const body = await input.body();
        const row = await refusingTwins(() =>
          editRow(db, c, reportViews, id, updateValues(reportViewColumns, body)),
        );
        return withEtag(c, row.version, { report_view: toReportView(row) });
      },

      delete: async (c) => {
        const id = pathId(c);
        await own(c.get('caller').id, id);
        await deleteRow(db, c, reportViews, id);
        return c.json({ success: true });
      },
    };
  },
);
