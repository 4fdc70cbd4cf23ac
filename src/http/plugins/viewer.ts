/**
 * Serves the load-plan viewer (built by scripts/build-viewer.mjs into public/viewer) at `/`.
 * The page only talks to this service, so it gets a strict same-origin CSP. When the viewer
 * has not been built, `/` says how to build it instead of failing obscurely.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { packageRoot } from '../package-root.js';

export interface ViewerOptions {
  /** Directory holding index.html, viewer.js and viewer.css; default <repo>/public/viewer. */
  root?: string;
}

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const defaultViewerRoot = (): string => join(packageRoot(), 'public', 'viewer');

export async function viewerPlugin(app: FastifyInstance, options: ViewerOptions = {}): Promise<void> {
  const root = resolve(options.root ?? defaultViewerRoot());
  if (!existsSync(join(root, 'index.html'))) {
    app.get('/', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>stowage viewer not built</title><p>The load-plan viewer has not been built. Run <code>npm run build</code> (or <code>node scripts/build-viewer.mjs</code>) and restart the service.</p>',
        ),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    decorateReply: false,
    schemaHide: true,
    setHeaders(reply, path) {
      reply.header('x-content-type-options', 'nosniff');
      if (path.endsWith('.html')) {
        reply.header('content-security-policy', CSP);
        reply.header('cache-control', 'no-cache');
      }
    },
  });
}
