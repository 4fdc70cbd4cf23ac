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
  const c = configFromEnv({
    PORT: '9000',
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    RATE_LIMIT: 'off',
    WORKERS: '3',
    REDIS_URL: 'redis://127.0.0.1:6380',
    KEY_SECRET: 'x'.repeat(32),
  });
  assert.equal(c.port, 9000);
  assert.equal(c.host, '127.0.0.1');
  assert.equal(c.trustProxy, 1);
  assert.equal(c.rateLimit, false);
  assert.equal(c.workers, 3);
  assert.equal(c.redisUrl, 'redis://127.0.0.1:6380');
});

test('TRUST_PROXY takes a hop count or proxy addresses; true is refused as unsafe', () => {
  assert.equal(configFromEnv({ TRUST_PROXY: 'false' }).trustProxy, false);
  assert.equal(configFromEnv({ TRUST_PROXY: '2' }).trustProxy, 2);
  assert.deepEqual(configFromEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).trustProxy, [
    '10.0.0.0/8',
    '192.168.1.5',
    '::1',
  ]);
  for (const bad of ['true', 'yes', 'proxy.example', '11', ',']) {
    assert.throws(
      () => configFromEnv({ TRUST_PROXY: bad }),
      (err: Error) => err instanceof ConfigError && err.message.startsWith('TRUST_PROXY'),
      bad,
    );
  }
});

test('header and body timeouts are configurable; headers may not outlast the whole request', () => {
  const c = configFromEnv({ HEADERS_TIMEOUT_MS: '2000', BODY_TIMEOUT_MS: '5000' });
  assert.equal(c.headersTimeoutMs, 2000);
  assert.equal(c.bodyTimeoutMs, 5000);
  assert.throws(() => configFromEnv({ HEADERS_TIMEOUT_MS: '6000', BODY_TIMEOUT_MS: '5000' }), /HEADERS_TIMEOUT_MS/);
});

test('a bad value stops the start with a message naming the variable', () => {
  const bad: Record<string, string> = {
    PORT: 'eighty',
    WORKERS: '0',
    TRUST_PROXY: 'maybe',
    REDIS_URL: 'localhost:6379',
    KEY_SECRET: 'short',
    LOG_LEVEL: 'loud',
    COMPUTE_CAP_MS: '-1',
  };
  for (const [name, value] of Object.entries(bad)) {
    assert.throws(
      () => configFromEnv({ [name]: value }),
      (err: Error) => err instanceof ConfigError && err.message.startsWith(name),
      name,
    );
  }
});

test('KEEP_ALIVE_TIMEOUT_MS and REDIS_REQUIRED are read and validated', () => {
  assert.equal(configFromEnv({}).keepAliveTimeoutMs, 5_000);
  assert.equal(configFromEnv({ KEEP_ALIVE_TIMEOUT_MS: '65000' }).keepAliveTimeoutMs, 65_000);
  assert.throws(() => configFromEnv({ KEEP_ALIVE_TIMEOUT_MS: '10' }), ConfigError);
  assert.throws(() => configFromEnv({ KEEP_ALIVE_TIMEOUT_MS: '5s' }), /KEEP_ALIVE_TIMEOUT_MS must be an integer/);
  assert.equal(configFromEnv({}).redisRequired, false);
  assert.equal(configFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_REQUIRED: 'true' }).redisRequired, true);
  assert.throws(() => configFromEnv({ REDIS_REQUIRED: 'true' }), /REDIS_REQUIRED=true needs REDIS_URL/);
  assert.throws(() => configFromEnv({ REDIS_URL: 'redis://x:1', REDIS_REQUIRED: 'maybe' }), ConfigError);
});
