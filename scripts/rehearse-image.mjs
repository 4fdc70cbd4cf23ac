// Rehearses the Dockerfile without a Docker engine: the build stage (npm run build on exactly the
// files the Dockerfile copies, in a temporary folder, with this checkout's node_modules standing
// in for its npm ci), the production-dependencies stage (npm ci --omit=dev from the lockfile, in a
// temporary folder), and the runtime stage's file set; then starts that folder's server as the
// image would, checks /healthz, /readyz and one plan, and stops it with SIGTERM.
// Usage: node scripts/rehearse-image.mjs   (a few minutes: it downloads the production dependencies)
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = process.cwd();
const app = mkdtempSync(join(tmpdir(), 'stowage-image-'));
const build = mkdtempSync(join(tmpdir(), 'stowage-image-build-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const step = (what) => console.log(`[rehearse] ${what}`);
try {
  step(`build stage: the Dockerfile's COPY set, npm run build in ${build}`);
  for (const f of ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'scripts', 'src'])
    cpSync(join(repo, f), join(build, f), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(build, 'node_modules'), 'dir');
  execFileSync(npm, ['run', 'build'], { cwd: build, stdio: 'inherit' });

  step(`deps stage: npm ci --omit=dev in ${app}`);
  for (const f of ['package.json', 'package-lock.json']) cpSync(join(repo, f), join(app, f));
  const started = Date.now();
  execFileSync(npm, ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: app, stdio: 'inherit' });
  const du = execFileSync('du', ['-sm', join(app, 'node_modules')])
    .toString()
    .split('\t')[0];
  step(`production node_modules: ${du} MB, installed in ${Math.round((Date.now() - started) / 1000)} s`);

  step('runtime stage: dist/src, public, docs/checks.md, docs/api');
  cpSync(join(build, 'dist', 'src'), join(app, 'dist', 'src'), { recursive: true });
  cpSync(join(build, 'public'), join(app, 'public'), { recursive: true });
  mkdirSync(join(app, 'docs'));
  cpSync(join(repo, 'docs', 'checks.md'), join(app, 'docs', 'checks.md'));
  cpSync(join(repo, 'docs', 'api'), join(app, 'docs', 'api'), { recursive: true });

  step('run: node dist/src/server.js (NODE_ENV=production)');
  const child = spawn(process.execPath, ['dist/src/server.js'], {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(app, 'data'),
      WORKERS: '1',
      SHORT_WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (c) => {
      seen += c;
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(seen);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${seen}`)));
  });
  child.stdout.resume();
  const base = `http://127.0.0.1:${port}`;
  const expect = async (what, res, status) => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
    step(`${what}: ${res.status}`);
  };
  await expect('GET /healthz', await fetch(`${base}/healthz`), 200);
  await expect('GET /readyz', await fetch(`${base}/readyz`), 200);
  const example = await (await fetch(`${base}/api/order-quote`)).json();
  await expect(
    'POST /api/order-quote',
    await fetch(`${base}/api/order-quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(example.request),
    }),
    200,
  );
  await expect('GET /metrics', await fetch(`${base}/metrics`), 200);
  const code = await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  if (code !== 0) throw new Error(`SIGTERM: exit ${code}`);
  step('SIGTERM: drained, exit 0');
  step('ok');
} finally {
  rmSync(app, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
}
