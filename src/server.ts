import { buildApp } from './http/app.js';
import { type AppConfig, ConfigError, configFromEnv } from './config.js';
import { closeWithin } from './http/drain.js';

/** Composition root: validated config → app → listen; SIGTERM drains in-flight requests for at most DRAIN_MS, then exits. */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = configFromEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`stowage: bad configuration: ${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const app = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.drainMs }, 'shutting down: finishing in-flight requests');
    closeWithin(() => app.close(), config.drainMs).then(
      (outcome) => {
        if (outcome === 'drained') process.exit(0);
        app.log.warn({ drainMs: config.drainMs }, 'drain bound reached: exiting with requests still in flight');
        process.exit(1);
      },
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
