import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { redisUnavailable, startRedis } from '../support/redis-server.js';
import { post, testApp } from './harness.js';

/**
 * Two in-process replicas on one Redis: a job submitted to one is read from the other (BullMQ,
 * results in Redis), a synchronous Idempotency-Key answer given by one is replayed by the other,
 * and a key revoked on one is revoked on both. The process-level proof (a replica killed mid-job)
 * is test/http/replicas.timing.test.ts.
 */
const skip = redisUnavailable() ?? false;
let redis: { url: string; stop: () => void };
let a: FastifyInstance;
let b: FastifyInstance;
before(async () => {
  if (skip) return;
  redis = await startRedis();
  [a, b] = await Promise.all([testApp({ redisUrl: redis.url }), testApp({ redisUrl: redis.url })]);
});
after(async () => {
  if (skip) return;
  await Promise.all([a.close(), b.close()]);
  redis.stop();
});

const strip = (body: string) => body.replace(/"computeMs":[0-9.e+-]+,?/g, '');

test('a job submitted to one replica is read, finished, from the other', { skip }, async () => {
  const body = EXAMPLE_REQUESTS['pallet-estimate'];
  const accepted = await post(a, '/api/pallet-estimate', body, { prefer: 'respond-async', 'idempotency-key': 'r-1' });
  assert.equal(accepted.statusCode, 202, accepted.body);
  const { id } = accepted.json();
  let job: Record<string, any>;
  for (;;) {
    job = (await b.inject({ method: 'GET', url: `/api/jobs/${id}` })).json();
    if (job.status === 'completed' || job.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal(job.status, 'completed');
  const sync = await post(b, '/api/pallet-estimate', body);
  const result = await b.inject({ method: 'GET', url: `/api/jobs/${id}/result` });
  assert.equal(strip(result.body), strip(sync.body));
  const replay = await post(b, '/api/pallet-estimate', body, { prefer: 'respond-async', 'idempotency-key': 'r-1' });
  assert.equal(replay.json().id, id, 'the same key on another replica names the same job');
  assert.equal(replay.json().status, 'completed');
});

test('a synchronous Idempotency-Key answer is replayed by the other replica', { skip }, async () => {
  const headers = { 'idempotency-key': 'sync-r-1' };
  const first = await post(a, '/api/order-quote', EXAMPLE_REQUESTS['order-quote'], headers);
  const again = await post(b, '/api/order-quote', EXAMPLE_REQUESTS['order-quote'], headers);
  assert.equal(again.statusCode, 200);
  assert.equal(again.body, first.body);
  assert.equal(again.headers['idempotent-replayed'], 'true');
});

test('a key revoked on one replica is revoked on the other', { skip }, async () => {
  const key = (await a.inject({ method: 'POST', url: '/api/keys' })).json().key;
  assert.equal(
    (await post(b, '/api/order-quote', EXAMPLE_REQUESTS['order-quote'], { 'x-api-key': key })).json().tier,
    'free',
  );
  assert.equal((await post(a, '/api/keys/revoke', {}, { 'x-api-key': key })).statusCode, 200);
  const res = await post(b, '/api/order-quote', EXAMPLE_REQUESTS['order-quote'], { 'x-api-key': key });
  assert.equal(res.json().tier, 'anonymous');
});
