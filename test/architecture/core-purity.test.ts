import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The core is pure: no HTTP, no Node built-ins, no frameworks, no clock, no unseeded randomness. */
const FORBIDDEN: [RegExp, string][] = [
  [/from\s+['"]node:/, 'a Node built-in'],
  [/from\s+['"](fs|path|os|crypto|worker_threads|child_process|http|https|net|url|perf_hooks)['"]/, 'a Node built-in'],
  [/from\s+['"][^'".][^'"]*['"]/, 'a package (the core imports only its own files)'],
  [/from\s+['"](\.\.\/)+http\//, 'the HTTP layer'],
  [/\bDate\.now\b|\bnew Date\b|\bperformance\.now\b/, 'the clock'],
  [/\bMath\.random\b/, 'unseeded randomness'],
  [/\bprocess\./, 'the process'],
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

test('src/core imports nothing but itself and never reads the clock or Math.random', () => {
  const offences: string[] = [];
  for (const file of files('src/core')) {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const [pattern, what] of FORBIDDEN) if (pattern.test(text)) offences.push(`${file}: ${what}`);
  }
  assert.deepEqual(offences, []);
});

test('the viewer only reads plan JSON: it imports nothing from the server or the core', () => {
  const offences = files('src/viewer').filter((f) => /from\s+['"](\.\.\/)+(http|core)\//.test(readFileSync(f, 'utf8')));
  assert.deepEqual(offences, []);
});
