import { rights } from '../../contract/rights.ts';
import { companySettingsEditSchema, companySettingsSingleSchema } from '../../contract/two-factor.ts';
import { securityFields } from '../auth.ts';
import { companySettings } from '../db/two-factor-schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import { companySettingsOf, twoFactorOf } from '../domain/two-factor.ts';
import { ApiError, checkIfMatch, forbidden, withEtag } from '../http.ts';

const settingsRecord = (settings: Awaited<ReturnType<typeof companySettingsOf>>) => ({
  company_settings: { two_factor_required_for_managers: settings.twoFactorRequiredForManagers },
});

/**
 * (extension, docs/interface.md#two-factor-sign-in) The company's settings: whether owners and
 * managers must sign in with two-factor. Everyone reads them; owners change them.
 */
export const companySettingsRoutes = declareRoutes(
  {
    get: {
      method: 'GET',
      path: '/api/company/settings',
      tag: 'Sessions',
      summary: "Get the company's settings",
      extension: true,
      response: companySettingsSingleSchema,
      etag: true,
    },
    edit: {
      method: 'PUT',
      path: '/api/company/settings',
      tag: 'Sessions',
      summary: "Change the company's settings",
      description:
        'Owners only. Requiring two-factor needs the owner to have it on already, so that nobody shuts themselves out.',
      extension: true,
      body: companySettingsEditSchema,
      response: companySettingsSingleSchema,
      etag: true,
      ifMatch: true,
      refusals: [403, 422],
    },
  },
  ({ db }) => ({
    get: async (c) => {
      const settings = await companySettingsOf(db);
      return withEtag(c, settings.version, settingsRecord(settings));
    },

    edit: async (c, input) => {
      const caller = c.get('caller');
      if (!rights.changesCompanySettings(caller)) throw forbidden();
      const body = await input.body();
      const saved = await db.transaction(async (tx) => {
        // The row lock orders two owners' saves, even before the first one exists.
        await tx.insert(companySettings).values({ id: 1, version: 0 }).onConflictDoNothing();
        await tx.select().from(companySettings).for('update');
        const current = await companySettingsOf(tx);
        checkIfMatch(c, current.version);
        if (body.two_factor_required_for_managers && !(await twoFactorOf(tx, caller.id))?.confirmedAt) {
          throw new ApiError(422, 'two_factor_yourself_first');
        }
        const [row] = await tx
          .update(companySettings)
          .set({
            twoFactorRequiredForManagers: body.two_factor_required_for_managers,
            version: current.version + 1,
          })
          .returning();
        return row as typeof companySettings.$inferSelect;
      });
      c.get('log').info({
        event: 'company_settings_changed',
        ...securityFields(c),
        twoFactorRequiredForManagers: saved.twoFactorRequiredForManagers,
      });
      return withEtag(c, saved.version, settingsRecord(saved));
    },
  }),
);
