// Issue 2's figures: bundle weight of the sign-in and projects pages, time to the first project row,
// and GET /api/v2/projects?page=1 under load.
import { assetWeight, kib, launchBrowser, signIn } from './pages.ts';
import { apiHeaders, load, median, printTable, startService } from './support.ts';

const service = await startService(8282);
try {
  const browser = await launchBrowser();
  const context = await browser.newContext();
  const page = await context.newPage();
  const signInWeight = await assetWeight(page, () => page.goto(`${service.url}/sign-in`));
  await signIn(page, service.url);
  const fresh = await context.newPage();
  await fresh.goto(`${service.url}/sign-in`);
  await fresh.close();
  const projectsPage = await context.newPage();
  const projectsWeight = await assetWeight(projectsPage, async () => {
    await projectsPage.goto(`${service.url}/projects`);
    await projectsPage.locator('tbody tr').first().waitFor();
  });
  printTable('Gzipped assets loaded (cold cache)', [
    { page: 'sign-in', js: kib(signInWeight.js), css: kib(signInWeight.css) },
    {
      page: 'projects (after sign-in, incl. shell)',
      js: kib(projectsWeight.js),
      css: kib(projectsWeight.css),
    },
  ]);

  const timings: number[] = [];
  for (let run = 0; run < 15; run++) {
    const started = Date.now();
    await projectsPage.goto(`${service.url}/projects?run=${run}`);
    await projectsPage.locator('tbody tr').first().waitFor();
    timings.push(Date.now() - started);
  }
  printTable('Navigation to first project row (production build, 15 runs)', [
    { median: `${median(timings)} ms`, min: `${Math.min(...timings)} ms`, max: `${Math.max(...timings)} ms` },
  ]);
  await browser.close();

  const result = await load({
    url: `${service.url}/api/v2/projects?page=1`,
    connections: 10,
    seconds: Number(process.env.BENCH_SECONDS ?? 20),
    headers: apiHeaders(),
  });
  printTable('GET /api/v2/projects?page=1, 10 connections (PGlite)', [
    {
      'req/s': result.rps,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    },
  ]);
} finally {
  await service.stop();
}
