import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/http/endpoints.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { signWebhook } from '../../src/http/jobs/webhook.js';
import { documentedDocument } from '../support/documented-responses.js';
import { post, testApp } from './harness.js';

/**
 * Planning as jobs without Redis (the in-process queue): every endpoint's job result is the
 * synchronous answer byte for byte bar computeMs; Idempotency-Key returns the same job (and the
 * same synchronous answer); webhooks are signed; job answers match their documented schemas
 * (the harness checks every JSON answer against /openapi.json).
 */
let app: FastifyInstance;
before(async () => {
  app = await testApp({ webhookAllowPrivate: true });
});
after(async () => {
  await app.close();
});

const ASYNC = { prefer: 'respond-async' };
const strip = (body: string) => body.replace(/"computeMs":[0-9.e+-]+,?/g, '');

async function finished(id: string): Promise<Record<string, any>> {
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    assert.equal(res.statusCode, 200, res.body);
    const job = res.json();
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('every planning endpoint runs as a job: 202 with Location, then the synchronous answer', async () => {
  for (const spec of ENDPOINTS) {
    const body = EXAMPLE_REQUESTS[spec.name];
    const accepted = await post(app, spec.path, body, ASYNC);
    assert.equal(accepted.statusCode, 202, accepted.body);
    const job = accepted.json();
    assert.equal(accepted.headers.location, `/api/jobs/${job.id}`);
    assert.equal(accepted.headers['preference-applied'], 'respond-async');
    assert.equal(job.endpoint, spec.name);
    const done = await finished(job.id);
    assert.equal(done.status, 'completed', JSON.stringify(done.error));
    assert.equal(done.progress, 100);
    assert.ok(done.queueWaitMs >= 0 && done.attempts === 1);
    const sync = await post(app, spec.path, body);
    assert.equal(sync.statusCode, 200);
    const result = await app.inject({ method: 'GET', url: done.resultUrl });
    assert.equal(result.statusCode, 200);
    assert.equal(strip(result.body), strip(sync.body), `${spec.name}: job result = synchronous answer`);
    assert.deepEqual(done.result, result.json(), 'the job view embeds the same result');
    if (done.result.inputHash !== undefined) assert.equal(done.result.inputHash, sync.json().inputHash);
  }
});

test('a job that fails carries the problem the synchronous call answers', async () => {
  const body = { ...EXAMPLE_REQUESTS['receiver-check'], profileId: 'no-such-profile' };
  const sync = await post(app, '/api/receiver-check', body);
  assert.equal(sync.statusCode, 404);
  const job = await finished((await post(app, '/api/receiver-check', body, ASYNC)).json().id);
  assert.equal(job.status, 'failed');
  assert.equal(job.errorStatus, 404);
  assert.equal(job.error.error, sync.json().error);
  assert.equal(job.error.detail, sync.json().detail);
  const result = await app.inject({ method: 'GET', url: `/api/jobs/${job.id}/result` });
  assert.equal(result.statusCode, 404);
  assert.match(String(result.headers['content-type']), /problem\+json/);
});

test('unknown jobs are 404 problems; a result before the job ends is 409 job_not_finished', async () => {
  const unknown = await app.inject({ method: 'GET', url: '/api/jobs/AAAAAAAAAAAAAAAAAAAAAAAA' });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().error, 'not_found');
  // One long-lane thread: the second job waits for it while the first plans.
  const first = (await post(app, '/api/order-options', EXAMPLE_REQUESTS['order-options'], ASYNC)).json();
  const second = (await post(app, '/api/consolidate', EXAMPLE_REQUESTS.consolidate, ASYNC)).json();
  const early = await app.inject({ method: 'GET', url: `/api/jobs/${second.id}/result` });
  assert.equal(early.statusCode, 409, early.body);
  assert.equal(early.json().error, 'job_not_finished');
  assert.ok(early.headers['retry-after']);
  await finished(first.id);
  await finished(second.id);
});

test('Idempotency-Key on a job: the same key and body give the same job; another body is 422', async () => {
  const body = EXAMPLE_REQUESTS['pallet-estimate'];
  const headers = { ...ASYNC, 'idempotency-key': 'job-key-1' };
  const a = await post(app, '/api/pallet-estimate', body, headers);
  const b = await post(app, '/api/pallet-estimate', body, headers);
  assert.equal(a.statusCode, 202);
  assert.equal(b.statusCode, 202);
  assert.equal(b.json().id, a.json().id);
  assert.equal(b.headers['idempotent-replayed'], 'true');
  const other = await post(
    app,
    '/api/pallet-estimate',
    { ...body, pallet: { ...body.pallet, maxHeight: 150 } },
    headers,
  );
  assert.equal(other.statusCode, 422, other.body);
  assert.equal(other.json().error, 'idempotency_key_reused');
  assert.equal(other.json().field, 'Idempotency-Key');
  await finished(a.json().id);
});

test('Idempotency-Key on a synchronous POST: the same bytes again; another body 422; a bad key 400', async () => {
  const body = EXAMPLE_REQUESTS['order-quote'];
  const headers = { 'idempotency-key': 'a3c0d5b2-sync' };
  const first = await post(app, '/api/order-quote', body, headers);
  assert.equal(first.statusCode, 200);
  const again = await post(app, '/api/order-quote', body, headers);
  assert.equal(again.statusCode, 200);
  assert.equal(again.body, first.body, 'byte for byte, computeMs included: not planned again');
  assert.equal(again.headers['idempotent-replayed'], 'true');
  const reordered = Object.fromEntries(Object.entries(body).reverse());
  assert.equal((await post(app, '/api/order-quote', reordered, headers)).body, first.body, 'key order does not matter');
  const other = await post(app, '/api/order-quote', { ...body, orderId: 'another' }, headers);
  assert.equal(other.statusCode, 422);
  assert.equal(other.json().error, 'idempotency_key_reused');
  const bad = await post(app, '/api/order-quote', body, { 'idempotency-key': 'has space' });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().field, 'Idempotency-Key');
  // A different client (a key) with the same Idempotency-Key is another scope.
  const key = (await app.inject({ method: 'POST', url: '/api/keys' })).json().key;
  const keyed = await post(app, '/api/order-quote', { ...body, orderId: 'another' }, { ...headers, 'x-api-key': key });
  assert.equal(keyed.statusCode, 200);
});

test('a webhook gets a notice signed with the secret of the 202 answer', async () => {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
  try {
    const accepted = await post(app, '/api/order-quote', EXAMPLE_REQUESTS['order-quote'], {
      ...ASYNC,
      'webhook-url': url,
    });
    assert.equal(accepted.statusCode, 202, accepted.body);
    const { id, webhookSecret } = accepted.json();
    assert.match(webhookSecret, /^whsec_/);
    await finished(id);
    while (received.length === 0) await new Promise((r) => setTimeout(r, 20));
    const [notice] = received;
    assert.equal(notice.headers['webhook-id'], id);
    const ts = Number(notice.headers['webhook-timestamp']);
    assert.equal(notice.headers['webhook-signature'], signWebhook(webhookSecret, id, ts, notice.body));
    assert.deepEqual(JSON.parse(notice.body), {
      id,
      endpoint: 'order-quote',
      status: 'completed',
      job: `/api/jobs/${id}`,
      result: `/api/jobs/${id}/result`,
    });
    const view = await app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    assert.equal(view.json().webhookSecret, undefined, 'the secret is shown once');
  } finally {
    server.close();
  }
});

test('webhooks to private addresses or plain http are refused unless allowed', async () => {
  const strict = await testApp();
  try {
    for (const url of ['http://example.com/hook', 'https://127.0.0.1/hook', 'https://10.1.2.3/x', 'not a url']) {
      const res = await post(strict, '/api/order-quote', EXAMPLE_REQUESTS['order-quote'], {
        ...ASYNC,
        'webhook-url': url,
      });
      assert.equal(res.statusCode, 400, url);
      assert.equal(res.json().field, 'Webhook-Url');
    }
  } finally {
    await strict.close();
  }
});

test('the document describes the job routes with closed shapes', async () => {
  await app.ready();
  const doc = documentedDocument(app); // the published document without its computed examples
  assert.equal(doc.components.schemas.Job.additionalProperties, false);
  assert.ok(doc.paths['/api/jobs/{id}'].get.responses['200']);
  assert.ok(doc.paths['/api/pack'].post.responses['202'].headers.Location);
  assert.deepEqual(doc.paths['/api/pack'].post.responses['200'].content['application/json'].schema, {
    $ref: '#/components/schemas/PackResponse',
  });
});

test('/metrics counts the queue jobs by state (stowage_jobs{state}); a job plan is measured like a synchronous one', async () => {
  const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;
  const planCount = (text: string) =>
    Number(/^stowage_plan_cpu_seconds_count\{endpoint="pallet-estimate"\} (\d+)$/m.exec(text)?.[1] ?? 0);
  const before = planCount(await scrape());
  const accepted = await post(app, '/api/pallet-estimate', EXAMPLE_REQUESTS['pallet-estimate'], ASYNC);
  assert.equal(accepted.statusCode, 202, accepted.body);
  await finished(accepted.json().id);
  const text = await scrape();
  const completed = /^stowage_jobs\{state="completed"\} (\d+)$/m.exec(text);
  assert.ok(completed && Number(completed[1]) >= 1, 'a completed job is counted');
  assert.match(text, /^stowage_jobs\{state="queued"\} \d+$/m);
  assert.equal(planCount(text), before + 1, "the job's plan is in stowage_plan_cpu_seconds");
});
