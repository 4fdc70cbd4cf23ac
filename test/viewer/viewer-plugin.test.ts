import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import { viewerPlugin } from '../../src/http/plugins/viewer.js';

const dir = mkdtempSync(join(tmpdir(), 'stowage-viewer-plugin-'));
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let app: FastifyInstance;

before(async () => {
  // the same bundle npm run build makes; built first because the plugin looks for it when registered
  const buildScript = join(repoRoot, 'scripts', 'build-viewer.mjs');
  const { buildViewer } = (await import(buildScript)) as { buildViewer: () => Promise<string> };
  await buildViewer();
  app = await buildApp({ config: { rateLimit: false, workers: 1, dataDir: join(dir, 'data') }, logger: false });
});
after(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the app serves the page at / with a same-origin CSP and no caching', async () => {
  const res = await app.inject({ method: 'GET', url: '/' });
  assert.equal(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /text\/html/);
  assert.match(res.headers['content-security-policy'] as string, /default-src 'self'/);
  assert.equal(res.headers['cache-control'], 'no-cache');
  assert.match(res.body, /<script type="module" src="viewer.js">/);
  const js = await app.inject({ method: 'GET', url: '/viewer.js' });
  assert.equal(js.statusCode, 200);
  assert.match(js.headers['content-type'] as string, /javascript/);
  assert.equal(js.headers['x-content-type-options'], 'nosniff');
});

test('the service routes around it are untouched', async () => {
  assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/openapi.json' })).statusCode, 200);
  const missing = await app.inject({ method: 'GET', url: '/no-such-file.js' });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().error, 'not_found');
  const post = await app.inject({
    method: 'POST',
    url: '/api/pack',
    payload: { container: { preset: '20gp' }, items: [{ l: 0, w: 1, h: 1 }] },
  });
  assert.equal(post.statusCode, 400);
});

test('an unbuilt viewer answers / with the command that builds it', async () => {
  const bare = Fastify();
  await bare.register(viewerPlugin, { root: join(dir, 'nothing-here') });
  const res = await bare.inject({ method: 'GET', url: '/' });
  assert.equal(res.statusCode, 503);
  assert.match(res.body, /npm run build/);
  await bare.close();
});
