import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, configFromEnv, DEFAULT_CONFIG } from '../../src/config.js';

test('defaults need nothing from the environment', () => {
  const c = configFromEnv({});
  assert.equal(c.port, 8080);
  assert.equal(c.trustProxy, false);
  assert.equal(c.rateLimit, true);
  assert.equal(c.redisUrl, '');
  assert.deepEqual(c, { ...DEFAULT_CONFIG });
});

test('environment overrides are read and typed', () => {
  const c = configFromEnv({ PORT: '9000', HOST: '127.0.0.1', TRUST_PROXY: 'true', RATE_LIMIT: 'off', WORKERS: '3', REDIS_URL: 'redis://127.0.0.1:6380', KEY_SECRET: 'x'.repeat(32) });
  assert.equal(c.port, 9000);
  assert.equal(c.host, '127.0.0.1');
  assert.equal(c.trustProxy, true);
  assert.equal(c.rateLimit, false);
  assert.equal(c.workers, 3);
  assert.equal(c.redisUrl, 'redis://127.0.0.1:6380');
});

test('a bad value stops the start with a message naming the variable', () => {
  const bad: Record<string, string> = {
    PORT: 'eighty', WORKERS: '0', TRUST_PROXY: 'maybe', REDIS_URL: 'localhost:6379', KEY_SECRET: 'short', LOG_LEVEL: 'loud', COMPUTE_CAP_MS: '-1',
  };
  for (const [name, value] of Object.entries(bad)) {
    assert.throws(() => configFromEnv({ [name]: value }), (err: Error) => err instanceof ConfigError && err.message.startsWith(name), name);
  }
});
