import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testApp } from './harness.js';

/**
 * The published contract, judged by tools no one here wrote: Redocly CLI and Spectral (pinned in
 * package.json, configured by redocly.yaml and .spectral.yaml) lint /openapi.json with zero
 * errors and warnings. The client generated from it is tested in test/client/client.test.ts.
 */
const bin = (name: string) => join('node_modules', '.bin', name);
const run = (cmd: string, args: string[]) =>
  spawnSync(cmd, args, {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });

async function dumpDocument(): Promise<string> {
  const app = await testApp();
  const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  await app.close();
  const file = join(mkdtempSync(join(tmpdir(), 'stowage-openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(doc, null, 2));
  return file;
}

test('Redocly CLI and Spectral report nothing on /openapi.json', async () => {
  const file = await dumpDocument();
  const redocly = run(bin('redocly'), ['lint', file, '--config', 'redocly.yaml', '--format', 'summary']);
  assert.equal(redocly.status, 0, `redocly:\n${redocly.stdout}\n${redocly.stderr}`);
  assert.doesNotMatch(
    `${redocly.stdout}${redocly.stderr}`,
    /^(warning|error) /m,
    `redocly warnings:\n${redocly.stdout}${redocly.stderr}`,
  );
  const spectral = run(bin('spectral'), ['lint', file, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn']);
  assert.equal(spectral.status, 0, `spectral:\n${spectral.stdout}\n${spectral.stderr}`);
});
