import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { testApp } from './harness.js';

/**
 * KEEP_ALIVE_TIMEOUT_MS (issue 48): an idle keep-alive connection outlives the headers timeout
 * (a proxy reusing it after a pause is served) and is closed once idle for the keep-alive time.
 * Wall-clock margins of seconds: timing tier.
 */
test('an idle keep-alive connection is kept for KEEP_ALIVE_TIMEOUT_MS, not cut at the headers timeout', async () => {
  const app = await testApp({ keepAliveTimeoutMs: 3_000, headersTimeoutMs: 1_000 });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    let got = '';
    let closedAt = 0;
    socket.on('data', (c) => {
      got += c;
    });
    const closed = new Promise<void>((resolve) =>
      socket.on('close', () => {
        closedAt = Date.now();
        resolve();
      }),
    );
    await new Promise((r) => socket.once('connect', r));
    const ask = () => socket.write('GET /healthz HTTP/1.1\r\nHost: stowage\r\n\r\n');
    const answers = () => (got.match(/HTTP\/1\.1 200/g) ?? []).length;
    ask();
    while (answers() < 1) await new Promise((r) => setTimeout(r, 20));
    assert.match(got, /keep-alive: timeout=3/i);
    // Idle past the headers timeout: the connection still serves.
    await new Promise((r) => setTimeout(r, 1_800));
    assert.equal(closedAt, 0, 'not closed at the headers timeout');
    ask();
    while (answers() < 2) await new Promise((r) => setTimeout(r, 20));
    const lastAnswer = Date.now();
    await closed;
    const idle = closedAt - lastAnswer;
    assert.ok(idle >= 2_500 && idle < 8_000, `closed after ${idle} ms idle`);
  } finally {
    await app.close();
  }
});
