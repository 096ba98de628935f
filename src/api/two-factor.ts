import { queryOptions } from '@tanstack/react-query';
import { successSchema } from '../../contract/common.ts';
import {
  type CompanySettings,
  companySettingsSingleSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../contract/two-factor.ts';
import { api } from '../lib/http.ts';
import { resourceKeys, useWrite, type Versioned } from './resource.ts';

/** (ext) The signed-in user's two-factor sign-in (docs/interface.md#two-factor-sign-in). */
const keys = resourceKeys('two-factor');
const settingsKeys = resourceKeys('company-settings');

export const twoFactorQueries = {
  ...keys,
  status: () =>
    queryOptions({
      queryKey: keys.details(),
      queryFn: async ({ signal }) =>
        (await api.get('/api/two-factor', twoFactorStatusSchema, { signal })).data.two_factor,
    }),
  /** The company's settings with their version, which a change sends back. */
  companySettings: () =>
    queryOptions({
      queryKey: settingsKeys.details(),
      queryFn: async ({ signal }): Promise<Versioned<CompanySettings>> => {
        const { data, etag } = await api.get('/api/company/settings', companySettingsSingleSchema, {
          signal,
        });
        return { record: data.company_settings, etag };
      },
    }),
};

/** A new pending secret for the authenticator app (replacing an earlier pending one). */
export function useStartTwoFactor() {
  return useWrite({
    write: async () =>
      (await api.send('POST', '/api/two-factor/setup', { schema: twoFactorSetupSchema })).data,
    touches: () => [keys.all()],
  });
}

/** Turns it on with the app's first code; answers the recovery codes, which are never shown again. */
export function useConfirmTwoFactor() {
  return useWrite({
    write: async (code: string) =>
      (await api.send('POST', '/api/two-factor/confirm', { body: { code }, schema: recoveryCodesSchema }))
        .data.recovery_codes,
    touches: () => [keys.all()],
  });
}

/** Turns it off, proven by the password or a current code. */
export function useTurnOffTwoFactor() {
  return useWrite({
    write: (body: { password: string } | { code: string }) =>
      api.send('POST', '/api/two-factor/off', { body, schema: successSchema }),
    touches: () => [keys.all()],
  });
}

export function useSaveCompanySettings() {
  return useWrite({
    write: async ({ body, etag }: { body: CompanySettings; etag: string | null }) => {
      const saved = await api.send('PUT', '/api/company/settings', {
        body,
        etag,
        schema: companySettingsSingleSchema,
      });
      return { record: saved.data.company_settings, etag: saved.etag };
    },
    touches: () => [settingsKeys.all(), keys.all()],
  });
}
