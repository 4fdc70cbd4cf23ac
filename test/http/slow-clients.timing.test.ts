import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testApp } from './harness.js';
import { freePort } from '../support/redis-server.js';

/**
 * Issue 9 line 2 with real sockets: a client that trickles or stalls its headers or body is
 * answered 408 and disconnected once HEADERS_TIMEOUT_MS / BODY_TIMEOUT_MS pass (Node checks
 * every second, so the cut comes within one more second), and SIGTERM never waits on it longer.
 */
const HEADERS_MS = 1000;
const BODY_MS = 1500;
const CHECK_MS = 1000;
const SLACK_MS = 1000;

async function listening(): Promise<{ app: FastifyInstance; port: number }> {
  const app = await testApp({ headersTimeoutMs: HEADERS_MS, bodyTimeoutMs: BODY_MS, thoroughCapMs: 4000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as { port: number }).port };
}

/** Opens a socket, runs `feed` on it, and resolves with what the server sent and when it closed. */
function slowClient(port: number, feed: (s: Socket) => void): Promise<{ received: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let received = '';
    const s = connect(port, '127.0.0.1', () => feed(s));
    s.on('data', (d) => {
      received += d.toString();
    });
    s.on('error', () => {
      /* reset by the server: reported by close */
    });
    s.on('close', () => resolve({ received, ms: performance.now() - t0 }));
    setTimeout(() => {
      s.destroy();
      reject(new Error('the server never closed the slow connection'));
    }, 20_000).unref();
  });
}

test('slow headers are cut with 408 after HEADERS_TIMEOUT_MS', async () => {
  const { app, port } = await listening();
  try {
    const { received, ms } = await slowClient(port, (s) => s.write('POST /api/pack HTTP/1.1\r\nHost: x\r\n'));
    assert.match(received, /^HTTP\/1\.1 408/);
    assert.ok(ms >= HEADERS_MS - 50 && ms < HEADERS_MS + CHECK_MS + SLACK_MS, `closed after ${ms.toFixed(0)} ms`);
  } finally {
    await app.close();
  }
});

test('a silent body and a trickling body are both cut with 408 after BODY_TIMEOUT_MS', async () => {
  const { app, port } = await listening();
  const head = 'POST /api/pack HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
  try {
    const silent = slowClient(port, (s) => s.write(`${head}{"items":`));
    const trickle = slowClient(port, (s) => {
      s.write(head);
      const drip = setInterval(() => {
        if (!s.destroyed) s.write(' ');
        else clearInterval(drip);
      }, 100);
      s.on('close', () => clearInterval(drip));
    });
    for (const { received, ms } of await Promise.all([silent, trickle])) {
      assert.match(received, /^HTTP\/1\.1 408/);
      assert.ok(ms >= BODY_MS - 50 && ms < BODY_MS + CHECK_MS + SLACK_MS, `closed after ${ms.toFixed(0)} ms`);
    }
  } finally {
    await app.close();
  }
});

test('300 stalled connections do not keep new clients out, and are all cut by the timeouts', async () => {
  const { app, port } = await listening();
  try {
    const stalled = Array.from({ length: 300 }, (_, i) =>
      slowClient(port, (s) =>
        s.write(
          i % 2
            ? 'POST /api/pack HTTP/1.1\r\nHost: x\r\n'
            : 'POST /api/pack HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
        ),
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    assert.equal(res.status, 200);
    assert.ok(performance.now() - t0 < 1000, 'a new client is served at once');
    const cut = await Promise.all(stalled);
    assert.ok(cut.every((c) => c.received.startsWith('HTTP/1.1 408')));
    assert.ok(Math.max(...cut.map((c) => c.ms)) < BODY_MS + CHECK_MS + SLACK_MS + 1000, 'all cut in time');
  } finally {
    await app.close();
  }
});

test('a plan that runs longer than the body timeout is not cut (the request itself was complete)', async () => {
  const { app, port } = await listening();
  try {
    const items = Array.from({ length: 100 }, (_, i) => ({
      label: `t${i}`,
      l: 20 + (i % 7) * 9,
      w: 15 + (i % 5) * 8,
      h: 10 + (i % 6) * 7,
      qty: 20,
      weight: 5 + (i % 9),
    }));
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/pack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ container: { preset: '40hq' }, items, budget: 'thorough' }),
    });
    const ms = performance.now() - t0;
    assert.equal(res.status, 200);
    assert.ok(ms > BODY_MS + CHECK_MS, `the plan took ${ms.toFixed(0)} ms, long enough to prove the point`);
  } finally {
    await app.close();
  }
});

test('SIGTERM does not wait on a stalled upload longer than the body timeout', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WORKERS: '1',
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      BODY_TIMEOUT_MS: String(BODY_MS),
      DATA_DIR: `/tmp/stowage-slow-${port}`,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stalled = slowClient(port, (s) =>
    s.write('POST /api/pack HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{'),
  );
  await new Promise((r) => setTimeout(r, 200));
  const t0 = performance.now();
  child.kill('SIGTERM');
  assert.equal(await exited, 0);
  const ms = performance.now() - t0;
  assert.ok(ms < BODY_MS + CHECK_MS + SLACK_MS, `exit took ${ms.toFixed(0)} ms`);
  await stalled;
});
