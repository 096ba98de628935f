import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/upkeep-schema.ts',
    './server/db/account-schema.ts',
    './server/db/sign-in-schema.ts',
    './server/db/rates-schema.ts',
    './server/db/two-factor-schema.ts',
    './server/db/report-views-schema.ts',
  ],
  out: './server/db/migrations',
});
