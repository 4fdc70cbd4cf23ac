import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import fc from 'fast-check';
import { ENDPOINTS } from '../../src/http/endpoints.js';
import { stripUrlKey } from '../../src/http/app.js';
import { startServerProcess } from '../support/server-process.js';

/**
 * No URL, query string or header can take the process down (issue 47 line 1). The server runs
 * as its own process, as in production; hostile requests go over a raw socket (no client
 * library normalises them), and after each one /healthz must still answer 200.
 */

const ROUTES = ['/', '/healthz', '/docs', '/openapi.json', '/viewer/', '/api/keys', ...ENDPOINTS.map((e) => e.path)];

const startServer = () => startServerProcess({ RATE_LIMIT: 'false', WORKERS: '1', SHORT_WORKERS: '1' });

/** One raw HTTP/1.1 exchange; resolves with the status code (0 when the server closed without one). A 500 is a bug; 503 is the unbuilt viewer. */
function raw(port: number, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer in 30 s')));
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(0) : reject(err)));
    socket.write(head, 'latin1');
  });
}

const request = (method: string, target: string, headers: string[] = [], body = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join('')}${body ? `Content-Length: ${Buffer.byteLength(body, 'latin1')}\r\n` : ''}\r\n${body}`;

/** Characters a request target may carry on the wire (no space, CR, LF), weighted to the awkward ones. */
const targetChar = fc.oneof(
  fc.constantFrom(
    '%',
    '%',
    '%',
    '?',
    '&',
    '=',
    '#',
    '/',
    '+',
    ';',
    '[',
    ']',
    '@',
    '!',
    '$',
    "'",
    '(',
    ')',
    '*',
    ',',
    ':',
    '~',
    '\\',
    '^',
    '`',
    '{',
    '}',
    '|',
    '"',
    '<',
    '>',
  ),
  fc.constantFrom(
    '%ff',
    '%e0%80',
    '%00',
    '%2',
    '%zz',
    '%c0%af',
    '%ed%a0%80',
    '%u0041',
    'key',
    'api_key',
    'token',
    'stw_',
  ),
  fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)),
);
const hostileTarget = fc
  .tuple(fc.constantFrom(...ROUTES), fc.array(targetChar, { maxLength: 24 }), fc.array(targetChar, { maxLength: 24 }))
  .map(([route, path, query]) => `${route}${path.join('')}?${query.join('')}`);
const headerValue = fc.array(fc.oneof(targetChar, fc.constant(' ')), { maxLength: 40 }).map((a) => a.join('').trim());
const hostileHeader = fc
  .tuple(
    fc.constantFrom(
      'X-Forwarded-For',
      'X-Request-Id',
      'X-API-Key',
      'Authorization',
      'Content-Type',
      'Accept-Encoding',
      'Accept',
      'Origin',
      'Access-Control-Request-Method',
      'If-None-Match',
      'Range',
      'Cookie',
      'X-Custom',
    ),
    headerValue,
  )
  .map(([name, value]) => `${name}: ${value}`);

test('no hostile URL, query string or header stops the server; it answers /healthz after each (seeded, seed printed)', {
  timeout: 600_000,
}, async () => {
  const { child, port } = await startServer();
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  try {
    // The reported attacks first, verbatim.
    for (const target of [
      '/?%',
      '/healthz?a%=1',
      '/api/pack?%ff',
      '/?%=%',
      '/healthz?%E0%A4%A',
      '/viewer/%',
      '/docs/%ff%fe',
    ]) {
      for (const method of ['GET', 'POST', 'OPTIONS', 'HEAD']) {
        const status = await raw(
          port,
          request(method, target, ['Content-Type: application/json'], method === 'POST' ? '{}' : ''),
        );
        assert.ok(status !== 500, `${method} ${target} answered ${status}`);
        assert.equal(exited, null, `the process exited after ${method} ${target}`);
      }
      assert.equal(await raw(port, request('GET', '/healthz')), 200, `/healthz did not answer after ${target}`);
    }
    const seed = Number(process.env.FUZZ_SEED ?? 4_700_001);
    const runs = Number(process.env.HOSTILE_RUNS ?? 150);
    console.log(`hostile-urls: seed ${seed}, ${runs} runs (FUZZ_SEED / HOSTILE_RUNS to change)`);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'),
        hostileTarget,
        fc.array(hostileHeader, { maxLength: 4 }),
        async (method, target, headers) => {
          const status = await raw(port, request(method, target, headers, method === 'POST' ? '{"items":[]}' : ''));
          assert.ok(status !== 500, `${method} ${target} [${headers.join(' | ')}] answered ${status}`);
          assert.equal(exited, null, `the process exited after ${method} ${target}`);
          assert.equal(await raw(port, request('GET', '/healthz')), 200);
        },
      ),
      { seed, numRuns: runs },
    );
  } finally {
    child.kill('SIGKILL');
  }
});

test('stripUrlKey never throws and strips key-named parameters and key-shaped text', () => {
  const key = `stw_${'a'.repeat(22)}_${'b'.repeat(43)}`;
  const cases: Array<[string, string, boolean]> = [
    ['/?%', '/?%', false],
    ['/healthz?a%=1', '/healthz?a%=1', false],
    ['/api/pack?%ff', '/api/pack?%ff', false],
    ['/api/pack?api_key=x&b=1', '/api/pack?b=1', true],
    ['/api/pack?%6Bey=x', '/api/pack', true],
    ['/api/pack?auth=x', '/api/pack', true],
    [`/api/pack?whatever=${key}`, '/api/pack?whatever=stw_REDACTED', true],
    [`/api/${key}/pack`, '/api/stw_REDACTED/pack', true],
    [`/api/pack?q=stw%5F${'a'.repeat(22)}`, '/api/pack?q=stw_REDACTED', true],
  ];
  for (const [url, expected, marked] of cases) {
    const req: { url: string } = { url };
    assert.equal(stripUrlKey(req), expected, url);
    assert.equal(Object.getOwnPropertySymbols(req).length > 0, marked, url);
  }
});
