import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compressAnswers } from './compress-answers.ts';
import { apiAnswersPolicy, serveBuiltApp } from './static.ts';

/**
 * What `npm start` serves: the `/api` app with its larger answers compressed, and the built app from
 * `distDir`; `operator` (the backup route, when the service has an operator token) goes before `/api`.
 */
export function createSite(api: Hono, distDir: string, operator?: Hono): Hono {
  const site = new Hono();
  site.use('*', async (c, next) => {
    await next();
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
  });
  site.use('/api/*', apiAnswersPolicy());
  site.use('/api/*', compressAnswers());
  if (operator) site.route('/', operator);
  site.route('/', api);
  if (existsSync(join(distDir, 'index.html'))) {
    site.use('*', serveBuiltApp(distDir));
  } else {
    site.get('*', (c) =>
      c.text('The app is not built: run `npm run build` (npm start does it for you).', 503),
    );
  }
  return site;
}
