/**
 * bench:docs-listing — how long /docs (Swagger UI) takes to list every operation, in headless
 * Chromium, and how large /openapi.json and the page's own document (/docs/json, examples by
 * reference) are. The examples are computed before timing starts (a cold service computes them
 * once, on first use), so this measures the page: fetching, parsing and rendering the document.
 * Usage: node --import tsx bench/docs-listing.ts [--runs 3]
 */
import { newContext, startHarness, stopHarness } from '../test/viewer/browser-harness.js';

const i = process.argv.indexOf('--runs');
const RUNS = i >= 0 ? Number(process.argv[i + 1]) : 3;

const h = await startHarness();
try {
  const doc = await fetch(`${h.url}/openapi.json`);
  const body = await doc.text();
  const operations = Object.values(JSON.parse(body).paths as Record<string, object>).reduce(
    (n, ops) => n + Object.keys(ops).length,
    0,
  );
  const docsJsonBytes = (await (await fetch(`${h.url}/docs/json`)).text()).length;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const context = await newContext(h, { viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    // The page's main-thread CPU time: what the page itself costs, less swayed by machine load than wall time.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const t0 = Date.now();
    await page.goto(`${h.url}/docs`);
    await page.waitForFunction((n) => document.querySelectorAll('.opblock-summary').length >= n, operations, {
      timeout: 120_000,
    });
    times.push(Date.now() - t0);
    const { metrics } = await cdp.send('Performance.getMetrics');
    cpu.push(Math.round(1000 * (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0)));
    await context.close();
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      openapiBytes: body.length,
      docsJsonBytes,
      operations,
      listMs: times,
      medianMs: times[Math.floor(times.length / 2)],
      pageCpuMs: cpu,
      medianPageCpuMs: cpu[Math.floor(cpu.length / 2)],
    }),
  );
} finally {
  await stopHarness(h);
}
