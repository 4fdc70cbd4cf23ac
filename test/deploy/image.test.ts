import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { configFromEnv } from '../../src/config.js';

/**
 * Issue 48 (an image and a recipe): no Docker engine runs in CI, so the Dockerfile, .dockerignore,
 * compose.yaml and the proxy config are checked statically for what a deployment relies on.
 */

interface Instruction {
  readonly op: string;
  readonly args: string;
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): Instruction[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const [op, ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** Instructions grouped by stage (FROM ... AS name). */
function stages(all: Instruction[]): Map<string, Instruction[]> {
  const out = new Map<string, Instruction[]>();
  let current: Instruction[] | undefined;
  for (const i of all) {
    if (i.op === 'FROM') {
      const name = /\bAS\s+(\S+)$/i.exec(i.args)?.[1] ?? String(out.size);
      current = [];
      out.set(name, current);
    }
    current?.push(i);
  }
  return out;
}

const dockerfile = instructions(readFileSync('Dockerfile', 'utf8'));
const byStage = stages(dockerfile);
const finalStage = [...byStage.values()].at(-1) ?? [];

test('Dockerfile: multi-stage, pinned Node 22 base, production dependencies only in the image', () => {
  assert.ok(byStage.size >= 2, 'at least a build stage and a runtime stage');
  for (const from of dockerfile.filter((i) => i.op === 'FROM'))
    assert.match(from.args, /^node:22[\w.-]*\s+AS\s+\w+$/i, 'every stage on a tagged Node 22 image');
  const runs = (stage: Instruction[]) => stage.filter((i) => i.op === 'RUN').map((i) => i.args);
  // Some stage installs production dependencies only, and the final stage takes its node_modules.
  const prodStage = [...byStage.entries()].find(([, s]) => runs(s).some((r) => /npm ci\b.*--omit=dev/.test(r)));
  assert.ok(prodStage, 'a stage runs npm ci --omit=dev');
  assert.ok(
    finalStage.some((i) => i.op === 'COPY' && i.args.includes(`--from=${prodStage[0]}`) && /node_modules/.test(i.args)),
    'the final stage copies node_modules from the production-dependencies stage',
  );
  // No full install, compiler or build in the final stage.
  for (const r of runs(finalStage)) assert.doesNotMatch(r, /npm (ci|install)|npm run build|tsc/);
  // The build stage compiles with the lockfile.
  const build = byStage.get('build') ?? [];
  assert.ok(runs(build).some((r) => /^npm ci\b/.test(r)));
  assert.ok(runs(build).some((r) => /npm run build/.test(r)));
});

test('Dockerfile: runs as a non-root user, with a health check, the compiled server and SIGTERM', () => {
  const users = finalStage.filter((i) => i.op === 'USER');
  assert.ok(users.length > 0, 'the final stage sets USER');
  assert.doesNotMatch(users.at(-1)!.args, /^(root|0)(:|$)/, 'the last USER is not root');
  const health = finalStage.find((i) => i.op === 'HEALTHCHECK');
  assert.ok(health, 'HEALTHCHECK');
  assert.match(health.args, /CMD .*\/healthz/);
  const cmd = finalStage.find((i) => i.op === 'CMD');
  assert.ok(cmd);
  // Node itself is PID 1's command (no npm wrapper, which would not forward SIGTERM).
  assert.deepEqual(JSON.parse(cmd.args), ['node', 'dist/src/server.js']);
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
  assert.equal(scripts.start, 'node dist/src/server.js');
  const env = finalStage
    .filter((i) => i.op === 'ENV')
    .map((i) => i.args)
    .join(' ');
  assert.match(env, /NODE_ENV=production/);
});

test('Dockerfile: everything it copies from the context exists and is not excluded by .dockerignore', () => {
  const ignored = readFileSync('.dockerignore', 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  for (const copy of dockerfile.filter((i) => i.op === 'COPY' && !i.args.includes('--from='))) {
    const parts = copy.args.split(/\s+/).filter((p) => !p.startsWith('--'));
    for (const source of parts.slice(0, -1)) {
      assert.ok(existsSync(source), `COPY source ${source} exists`);
      for (const pattern of ignored)
        assert.ok(
          !(source === pattern || source.startsWith(`${pattern}/`)),
          `${source} is copied but .dockerignore excludes ${pattern}`,
        );
    }
  }
  for (const heavy of ['node_modules', '.git', 'dist', 'test', 'bench']) assert.ok(ignored.includes(heavy), heavy);
});

test('compose.yaml: Redis, two replicas on it behind a proxy, with a valid configuration', () => {
  const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
    services: Record<
      string,
      {
        image?: string;
        build?: unknown;
        environment?: Record<string, string>;
        depends_on?: Record<string, { condition: string }>;
        volumes?: string[];
        ports?: string[];
        stop_grace_period?: string;
      }
    >;
  };
  const services = compose.services;
  assert.match(services.redis.image ?? '', /^redis:\d/);
  const replicas = Object.entries(services).filter(([, s]) => s.build !== undefined);
  assert.equal(replicas.length, 2, 'two replicas built from the Dockerfile');
  for (const [name, s] of replicas) {
    const env = s.environment ?? {};
    assert.equal(env.REDIS_URL, 'redis://redis:6379', name);
    assert.equal(s.depends_on?.redis?.condition, 'service_healthy', name);
    // What compose passes must pass the service's own validation (KEY_SECRET comes from the shell).
    const config = configFromEnv({ ...env, KEY_SECRET: 'k'.repeat(32) });
    assert.equal(config.redisRequired, true);
    assert.equal(config.trustProxy, 1, 'one proxy hop');
    // The drain (DRAIN_MS, default 25 s) fits in the stop grace period.
    assert.ok(Number.parseInt(s.stop_grace_period ?? '10', 10) * 1000 > config.drainMs, name);
    assert.match(String(env.KEY_SECRET), /^\$\{KEY_SECRET:\?/, 'KEY_SECRET required from the environment');
  }
  const proxy = services.proxy;
  assert.ok(proxy, 'a proxy service');
  assert.ok(proxy.ports?.some((p) => p.endsWith(':80')));
  const mounted = proxy.volumes?.find((v) => v.includes('Caddyfile'));
  assert.ok(mounted, 'the proxy config is mounted');
  const caddy = readFileSync(mounted.split(':')[0], 'utf8');
  for (const [name] of replicas) assert.match(caddy, new RegExp(`\\b${name}:8080\\b`), `proxy routes to ${name}`);
  assert.match(caddy, /health_uri \/readyz/, 'the proxy routes on readiness');
  // The proxy's idle keep-alive is shorter than the replicas', so it never reuses a closing connection.
  const proxyIdle = Number(/keepalive (\d+)s/.exec(caddy)?.[1]) * 1000;
  const replicaIdle = configFromEnv({ ...replicas[0][1].environment, KEY_SECRET: 'k'.repeat(32) }).keepAliveTimeoutMs;
  assert.ok(proxyIdle < replicaIdle, `${proxyIdle} < ${replicaIdle}`);
});
