/**
 * The compression part of bench:http (issue 16): bytes on the wire and latency of large JSON
 * responses with and without `Accept-Encoding`, over loopback (node:http, no client-side
 * decompression, so the byte counts are what crossed the socket).
 */
import { request } from 'node:http';
import { EXAMPLE_REQUESTS } from '../src/examples/requests.js';

interface Shot {
  readonly bytes: number;
  readonly ms: number;
}

function shot(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body: string | undefined,
  encoding: string | null,
): Promise<Shot> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      base + path,
      {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () => resolve({ bytes, ms: performance.now() - t0 }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function runCompression(base: string, repeats = 9): Promise<void> {
  const routes: { name: string; method: 'GET' | 'POST'; path: string; body?: string }[] = [
    { name: 'GET /openapi.json', method: 'GET', path: '/openapi.json' },
    {
      name: 'POST /api/pack (example)',
      method: 'POST',
      path: '/api/pack',
      body: JSON.stringify(EXAMPLE_REQUESTS.pack),
    },
    {
      name: 'POST /api/order-quote (example)',
      method: 'POST',
      path: '/api/order-quote',
      body: JSON.stringify(EXAMPLE_REQUESTS['order-quote']),
    },
  ];
  console.log('\n## Compression (median of', repeats, 'requests each)');
  console.log('| route | identity bytes | gzip bytes | br bytes | identity p50 ms | gzip p50 ms | br p50 ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of routes) {
    const row: Record<string, Shot> = {};
    for (const enc of [null, 'gzip', 'br']) {
      const shots: Shot[] = [];
      for (let i = 0; i < repeats; i++) shots.push(await shot(base, r.method, r.path, r.body, enc));
      row[enc ?? 'identity'] = { bytes: median(shots.map((s) => s.bytes)), ms: median(shots.map((s) => s.ms)) };
    }
    console.log(
      `| ${r.name} | ${row.identity.bytes} | ${row.gzip.bytes} | ${row.br.bytes} | ${row.identity.ms.toFixed(1)} | ${row.gzip.ms.toFixed(1)} | ${row.br.ms.toFixed(1)} |`,
    );
  }
}
