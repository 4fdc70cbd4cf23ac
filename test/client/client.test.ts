import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { GENERATED_FILE, typesFor } from '../../packages/client/scripts/generate.js';
import { testApp } from '../http/harness.js';

/**
 * Issue 49 (a client people install): packages/client's types are generated from the live
 * /openapi.json, the package (client, CLI and its live test) compiles with tsc, and the compiled
 * client plans on all nine endpoints of an in-process server, reading every answer through its
 * generated type with no cast; the `stowage` CLI prints a plan as JSON and its placements as CSV.
 * The generated file is not committed (it follows the contract): it is written here, gitignored.
 */
const PACKAGE = 'packages/client';
const run = promisify(execFile);

test('the typed client and its CLI, built from the live document, against a live server', async () => {
  const app = await testApp();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    // 1. Types from the live document, deterministic: examples (whose computeMs varies) dropped.
    const doc = await (await fetch(`${address}/openapi.json`)).json();
    const types = await typesFor(doc);
    assert.equal(await typesFor(structuredClone(doc)), types);
    assert.doesNotMatch(types, /@example/);
    for (const path of ['pack', 'pallet-estimate', 'order-plan', 'order-quote', 'order-options', 'consolidate'])
      assert.ok(types.includes(`"/api/${path}": {`), path);
    mkdirSync(dirname(GENERATED_FILE), { recursive: true });
    writeFileSync(GENERATED_FILE, types);

    // 2. The package compiles: client, CLI, and the live test that reads typed fields.
    // Asynchronously: a blocked event loop would hold the in-process server's keep-alive timers.
    const tsc = await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `${PACKAGE}/tsconfig.json`], {
      encoding: 'utf8',
    }).then(
      () => ({ status: 0, out: '' }),
      (e: { code: number; stdout: string }) => ({ status: e.code, out: e.stdout }),
    );
    assert.equal(tsc.status, 0, `tsc:\n${tsc.out}`);
    const live = readFileSync(`${PACKAGE}/test/live.ts`, 'utf8');
    assert.doesNotMatch(live, /\bas\s+(unknown|any|[A-Z{])|<[A-Z]\w*>\s*\w|!\./, 'no casts in the client test');

    // 3. All nine endpoints through the compiled client.
    const { exerciseAll } = await import(pathToFileURL(join(PACKAGE, 'dist/test/live.js')).href);
    const seen = await exerciseAll(address);
    assert.equal(seen.pack.boxes, 20);
    assert.equal(seen.pack.firstBox, 'Carton');
    assert.equal(seen.pack.tier, 'anonymous');
    assert.ok(seen.pack.checkStatuses.length > 0);
    assert.equal(seen.palletEstimate.status, 'complete');
    assert.equal(seen.palletEstimate.placed, 12);
    assert.equal(seen.orderPlan.placed, 30);
    assert.equal(seen.orderQuote.pallets, 1);
    assert.match(seen.orderQuote.inputHash, /^[0-9a-f]{64}$/);
    assert.equal(seen.orderQuote.meter, 'PO-1');
    assert.equal(typeof seen.orderOptions.outcome, 'string');
    assert.match(seen.orderOptions.hash, /^[0-9a-f]{64}$/);
    assert.ok(seen.consolidate.plans >= 1);
    assert.equal(seen.boxCatalog.orders, 80);
    assert.ok(seen.caseDesign.candidates >= 1);
    assert.equal(seen.receiverCheck.profile, 'walmart-wfs');
    assert.ok(seen.receiverCheck.rules > 0);
    assert.equal(seen.refused.status, 400);
    assert.equal(seen.refused.error, 'validation_failed');
    assert.match(String(seen.refused.field), /^items/);

    // 4. The CLI (the package's bin), as a separate process.
    const bin = JSON.parse(readFileSync(`${PACKAGE}/package.json`, 'utf8')).bin.stowage;
    const cli = join(PACKAGE, bin);
    assert.ok(existsSync(cli));
    assert.match(readFileSync(cli, 'utf8'), /^#!\/usr\/bin\/env node\n/);
    const dir = mkdtempSync(join(tmpdir(), 'stowage-cli-'));
    const request = join(dir, 'request.json');
    writeFileSync(
      request,
      JSON.stringify({
        container: { preset: '20gp' },
        items: [{ label: 'Carton, large', l: 60, w: 40, h: 40, qty: 6, weight: 12 }],
      }),
    );
    const json = await run(process.execPath, [cli, 'pack', request, '--url', address], { encoding: 'utf8' });
    const plan = JSON.parse(json.stdout);
    assert.equal(plan.boxes.length, 6);
    const csv = await run(process.execPath, [cli, 'pack', request, '--csv', '--url', address], { encoding: 'utf8' });
    const rows = csv.stdout.trimEnd().split('\r\n');
    assert.equal(rows[0], 'id,label,px,py,pz,l,w,h,weight');
    assert.equal(rows.length, 7);
    assert.match(rows[1], /^b1,"Carton, large",/);
    // A refused request: exit 1 with the problem; bad usage: exit 2.
    writeFileSync(request, JSON.stringify({ container: { preset: '20gp' }, items: [] }));
    await assert.rejects(
      run(process.execPath, [cli, 'pack', request, '--url', address]),
      (e: { code: number; stderr: string }) => {
        assert.equal(e.code, 1);
        assert.match(e.stderr, /^400 validation_failed/);
        return true;
      },
    );
    await assert.rejects(run(process.execPath, [cli, 'order-quote', request, '--csv']), (e: { code: number }) => {
      assert.equal(e.code, 2);
      return true;
    });
  } finally {
    await app.close();
  }
});
