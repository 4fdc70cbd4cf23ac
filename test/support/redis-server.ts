import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port, picked by the OS. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Why the Redis test cannot run here, or null. In CI a missing Redis is a failure, never a skip. */
export function redisUnavailable(): string | null {
  if (process.env.REDIS_TEST_URL || spawnSync('redis-server', ['--version']).status === 0) return null;
  const why = 'redis-server is not installed: apt-get install redis-server (.ci/run does this) or set REDIS_TEST_URL';
  if (process.env.CI) throw new Error(why);
  return why;
}

/**
 * A real Redis for the shared-bucket test: REDIS_TEST_URL when .ci/run started one,
 * otherwise a private redis-server on a free loopback port. Missing Redis is a failure, not a skip.
 */
export async function startRedis(): Promise<{ url: string; stop: () => void }> {
  if (process.env.REDIS_TEST_URL) return { url: process.env.REDIS_TEST_URL, stop: () => {} };
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(
      'redis-server is not installed: apt-get install redis-server (.ci/run does this) or set REDIS_TEST_URL',
    );
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .includes('PONG')
    )
      return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}`);
}
