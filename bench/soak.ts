/**
 * bench:soak — mixed planning load on one service process for a while, its resident memory
 * sampled every 30 s: does RSS settle or creep? Every endpoint's example request in turn,
 * a few connections (enough to keep the lanes busy), rate limits off.
 * Usage: npm run bench:soak -- [--minutes 60] [--connections 4]
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { ENDPOINTS } from '../src/http/endpoints.js';
import { EXAMPLE_REQUESTS } from '../src/examples/requests.js';
import { startServerProcess } from '../test/support/server-process.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const minutes = arg('minutes', 60);
const connections = arg('connections', 4);

/** Resident set size of a process in MB, from /proc (Linux). */
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');

// (the log level stays info: startServerProcess waits for the "listening" line)
const { child, port } = await startServerProcess({ RATE_LIMIT: 'false' });
const pid = child.pid as number;
console.log(`# bench:soak — ${minutes} min, ${connections} connections, load average at start ${load()}`);
console.log('| minute | RSS MB | requests so far | non-2xx so far |');
console.log('|---|---|---|---|');
const requests = ENDPOINTS.map((e) => ({
  method: 'POST' as const,
  path: e.path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(EXAMPLE_REQUESTS[e.name]),
}));
let done = 0;
let non2xx = 0;
const samples: number[] = [];
const started = Date.now();
const sampler = setInterval(() => {
  const rss = rssMb(pid);
  samples.push(rss);
  console.log(`| ${((Date.now() - started) / 60_000).toFixed(1)} | ${rss.toFixed(0)} | ${done} | ${non2xx} |`);
}, 30_000);
// one autocannon run per minute, so the totals can be reported as it goes
for (let m = 0; m < minutes; m++) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: 60, requests });
  done += r.requests.total;
  non2xx += r.non2xx;
}
clearInterval(sampler);
const half = samples.slice(Math.floor(samples.length / 2));
console.log(
  `\nRSS: first ${samples[0]?.toFixed(0)} MB, peak ${Math.max(...samples).toFixed(0)} MB, last ${samples.at(-1)?.toFixed(0)} MB; ` +
    `second half min/max ${Math.min(...half).toFixed(0)}/${Math.max(...half).toFixed(0)} MB. ` +
    `${done} requests, ${non2xx} non-2xx. Load average at the end ${load()}.`,
);
child.kill('SIGTERM');
