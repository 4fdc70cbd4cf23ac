import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One copy of each shared rule (issue 17.7; docs/architecture.md says where each lives): the load
 * tolerance, the heavy-over-light ratio and PLACEMENT_COMPLETE's verdict are defined in src/core/rules
 * only, and the reports import them rather than restating the comparison.
 */
const RULES: [RegExp, string][] = [
  [/\b(const|let)\s+\w*\s*=\s*1e-3\b/, 'a load tolerance (LOAD_TOLERANCE_G lives in src/core/rules/stacking.ts)'],
  [/\bLOAD_TOLERANCE_G\s*=/, 'LOAD_TOLERANCE_G'],
  [/\bHEAVY_RATIO\s*=/, 'HEAVY_RATIO'],
  [/ratio\s*>=\s*HEAVY_RATIO/, 'the heavy-over-light comparison (tallyHeavyOverLight)'],
  [/limit\s*===\s*0\s*\|\|\s*loads?\[/, 'the maxStack comparison (exceedsMaxStack)'],
  [
    /code:\s*'PLACEMENT_COMPLETE',\s*status:|code:\s*'PLACEMENT_COMPLETE',\s*\n\s*status:/,
    'the PLACEMENT_COMPLETE verdict (placementVerdict)',
  ],
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

test('shared rules are defined once, in src/core/rules', () => {
  const copies: string[] = [];
  for (const file of files('src/core').filter((f) => !f.includes(join('src', 'core', 'rules')))) {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const [pattern, what] of RULES) if (pattern.test(text)) copies.push(`${file}: ${what}`);
  }
  assert.deepEqual(copies, []);
});
