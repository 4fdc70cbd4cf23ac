// Runs one test tier with node's test runner (tsx loads TypeScript). The tier is part of the file name:
//   npm test               every *.test.ts that is neither a timing nor a long test: unit, property, HTTP
//                          contract and browser tests whose outcome does not depend on how busy the machine is
//   npm run test:timing    *.timing.test.ts: timeouts, queue waits, Redis outage, SIGTERM, slow clients,
//                          latency ceilings (run one file at a time, with generous margins; CI runs it too)
//   npm run test:long      *.long.test.ts: the full fuzz, the bench-order regressions, every PLP row (on demand)
// Usage: node scripts/run-tests.mjs [--tier default|timing|long] [path-filter]
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const tierAt = args.indexOf('--tier');
const tier = tierAt >= 0 ? args.splice(tierAt, 2)[1] : 'default';
if (!['default', 'timing', 'long'].includes(tier)) {
  console.error(`unknown tier "${tier}": use default, timing or long`);
  process.exit(2);
}
const filter = args[0] ?? '';
const tierOf = (name) =>
  name.endsWith('.timing.test.ts') ? 'timing' : name.endsWith('.long.test.ts') ? 'long' : 'default';

const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(p);
    } else if (entry.name.endsWith('.test.ts') && tierOf(entry.name) === tier && p.includes(filter)) files.push(p);
  }
};
walk('src');
walk('test');
files.sort();
if (files.length === 0) {
  console.error(`no ${tier} test files found${filter ? ` matching "${filter}"` : ''}`);
  process.exit(1);
}
// Timing tests measure the machine, so they run one file at a time; the others two at a time (2 cores).
const concurrency = tier === 'timing' ? 1 : 2;
const env = { ...process.env, STOWAGE_TEST_TIER: tier };
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
