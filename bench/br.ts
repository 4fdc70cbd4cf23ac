/**
 * bench:br — Bischoff & Ratcliff container-loading benchmark with full support.
 * Usage: npm run bench:br -- [--classes 1-15] [--count 10] [--budget default|thorough|<work>]
 *        [--workers N] [--peers] [--from 1]
 * Runs instances BR{c}/{from..from+count-1} on a piscina pool (one worker per core by default),
 * checks every plan with checkPlan (full support; prints any violation), and prints per class
 * our mean volume utilisation next to the published full-support results of Araya, Guerrero &
 * Nuñez 2017 (VCS, 30 s and 150 s) for the same instances, with mean and max time.
 */
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { CONTAINER_BUDGETS } from '../src/core/engines/container-loading/index.js';
import { loadBrReference } from './br-instances.js';
import type { BrResult, BrTask } from './br-worker.js';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
};
const [c0, c1] = opt('classes', '1-15').split('-').map(Number);
const classes = Array.from({ length: (c1 ?? c0) - c0 + 1 }, (_, i) => c0 + i);
const count = Number(opt('count', '10'));
const from = Number(opt('from', '1'));
const budgetName = opt('budget', 'default');
const work =
  budgetName in CONTAINER_BUDGETS
    ? CONTAINER_BUDGETS[budgetName as keyof typeof CONTAINER_BUDGETS]
    : Number(budgetName);
const workers = Number(opt('workers', String(availableParallelism())));
const peers = argv.includes('--peers');

const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const pool = new Piscina({
  filename: fileURLToPath(new URL(`./br-worker${extension}`, import.meta.url)),
  minThreads: workers,
  maxThreads: workers,
});
const reference = loadBrReference();

const tasks: BrTask[] = classes.flatMap((cls) =>
  Array.from({ length: count }, (_, k) => ({ cls, n: from + k, work, peers })),
);
console.log(
  `BR classes ${classes[0]}-${classes[classes.length - 1]}, instances ${from}-${from + count - 1} per class, budget ${budgetName} (${work} work units), ${workers} worker(s)`,
);
console.log(`machine: ${cpus().length} cores, ${cpus()[0]?.model ?? '?'}, node ${process.version}`);
// warm every worker up (JIT) on an instance outside the measured set, so first instances are not penalised
await Promise.all(
  Array.from({ length: workers }, () => pool.run({ cls: 0, n: 100, work: 2_000_000, peers: false } satisfies BrTask)),
);
const results = await Promise.all(tasks.map((t) => pool.run(t) as Promise<BrResult>));
await pool.close();

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const fmt = (v: number, d = 2) => (Number.isFinite(v) ? v.toFixed(d) : '-');
const peerNames = peers ? Object.keys(results[0]?.peers ?? {}) : [];
let violations = 0;
const peerErrors = new Map<string, string>();
for (const r of results) {
  for (const v of r.ours.violations) console.log(`VIOLATION ${v}`);
  violations += r.ours.violations.length;
}
const header = ['class', 'n', 'ours %', 'VCS-FS 30s', 'VCS-FS 150s', 'mean ms', 'max ms', 'budget-stops'];
for (const p of peerNames) header.push(`${p} %`, `${p} ms`, `${p} viol`);
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => ' --- ').join('|')}|`);
const rowsByClass = new Map<number, BrResult[]>();
for (const t of tasks)
  rowsByClass.set(
    t.cls,
    results.filter((r) => r.name.startsWith(`BR${t.cls}-`)),
  );
const groupLine = (label: string, rs: BrResult[]) => {
  const cells = [
    label,
    String(rs.length),
    fmt(mean(rs.map((r) => r.ours.util ?? 0))),
    fmt(mean(rs.map((r) => reference.get(r.name)?.vcs30 ?? NaN))),
    fmt(mean(rs.map((r) => reference.get(r.name)?.vcs150 ?? NaN))),
    fmt(mean(rs.map((r) => r.ours.ms)), 0),
    fmt(Math.max(...rs.map((r) => r.ours.ms)), 0),
    String(rs.filter((r) => r.ours.stoppedBy !== 'complete').length),
  ];
  for (const p of peerNames) {
    const ps = rs.map((r) => r.peers[p]);
    const ok = ps.filter((x) => x.util !== null);
    const codes = new Map<string, number>();
    for (const x of ok)
      for (const v of x.violations) {
        const code =
          v
            .split(' ')
            .find((w) => /^[A-Z_]+:$/.test(w))
            ?.slice(0, -1) ?? '?';
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    const viol = ok.length
      ? `${ok.reduce((s, x) => s + x.violations.length, 0)}${codes.size ? ` (${[...codes].map(([c, n]) => `${c} ${n}`).join(', ')})` : ''}`
      : '-';
    if (!ok.length && ps[0]?.error) peerErrors.set(p, ps[0].error);
    cells.push(
      ok.length ? fmt(mean(ok.map((x) => x.util as number))) : 'not runnable',
      fmt(mean(ps.map((x) => x.ms)), 0),
      viol,
    );
  }
  console.log(`| ${cells.join(' | ')} |`);
};
for (const cls of classes) groupLine(`BR${cls}`, rowsByClass.get(cls) ?? []);
const weak = results.filter((r) => Number(r.name.slice(2).split('-')[0]) <= 7);
const strong = results.filter((r) => Number(r.name.slice(2).split('-')[0]) >= 8);
if (weak.length && strong.length) {
  groupLine(
    'BR1-7',
    weak.filter((r) => !r.name.startsWith('BR0-')),
  );
  groupLine('BR8-15', strong);
}
for (const [p, e] of peerErrors) console.log(`${p}: ${e}`);
console.log(`checker violations in our plans: ${violations}`);
if (violations > 0) process.exitCode = 1;
