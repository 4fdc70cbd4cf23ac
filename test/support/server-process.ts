/**
 * The service as its own process, as in production, on a free loopback port: for tests and
 * benches that must see the process survive (or not) what they send it. Resolves once the
 * server logs that it listens; rejects if it exits first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startServerProcess(
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      KEY_SECRET: 'server-process-secret-0123456789abcdef0123',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'stowage-process-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(seen);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${seen}`)));
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return { child, port };
}
