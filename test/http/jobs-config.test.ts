import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, configFromEnv, jobConcurrency } from '../../src/config.js';

test('job, revocation and shedding settings are read from the environment and validated', () => {
  const c = configFromEnv({
    JOB_CAP_MS: '900000',
    JOB_CONCURRENCY: '3',
    JOB_TTL_MS: '3600000',
    JOB_LOCK_MS: '5000',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    REVOKED_KEYS: ' abcdefghijklmnopqrstuv , stw_x ',
    ADMIN_TOKEN: 'a'.repeat(32),
    SHED_EVENT_LOOP_DELAY_MS: '1000',
  });
  assert.equal(c.jobCapMs, 900_000);
  assert.equal(jobConcurrency(c), 3);
  assert.equal(c.jobTtlMs, 3_600_000);
  assert.equal(c.jobLockMs, 5_000);
  assert.equal(c.webhookAllowPrivate, true);
  assert.deepEqual(c.revokedKeys, ['abcdefghijklmnopqrstuv', 'stw_x']);
  assert.equal(c.shedEventLoopDelayMs, 1_000);
  const d = configFromEnv({ WORKERS: '3', SHORT_WORKERS: '2' });
  assert.equal(jobConcurrency(d), 5, 'one job per planning thread by default');
  assert.equal(d.shedEventLoopDelayMs, 0, 'shedding is off by default');
  assert.throws(() => configFromEnv({ ADMIN_TOKEN: 'short' }), ConfigError);
  assert.throws(() => configFromEnv({ JOB_CAP_MS: '10' }), /JOB_CAP_MS/);
  assert.throws(() => configFromEnv({ WEBHOOK_ALLOW_PRIVATE: 'maybe' }), /WEBHOOK_ALLOW_PRIVATE/);
});
