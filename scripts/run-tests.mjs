// Runs every *.test.ts under src/ and test/ with node's test runner (tsx loads TypeScript).
// Usage: node scripts/run-tests.mjs [path-filter]
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const filter = process.argv[2] ?? '';
const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(p);
    } else if (entry.name.endsWith('.test.ts') && p.includes(filter)) files.push(p);
  }
};
walk('src');
walk('test');
files.sort();
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const args = ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files];
const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
