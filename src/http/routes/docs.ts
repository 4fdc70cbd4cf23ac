import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ENGINE_VERSION } from '../../core/version.js';

/** OpenAPI 3.1 generated from the route schemas, served as JSON and as a readable reference at /docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'stowage packing and pallet planning API (beta)',
        version: ENGINE_VERSION,
        description:
          'Plans cartons onto pallets and into containers. Every result is a heuristic (the best plan found, not a proof of optimality); every check is a screen against the numbers supplied, not a certification. Errors: { error, message, field } with field a JSON path. Unknown fields are rejected (400) so that no constraint is silently ignored. See README.md and docs/ in the repository.',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    // The plugin's CSP (hashes of its inline code), never framed; without upgrade-insecure-requests,
    // which would break the page on a plain-http deployment.
    staticCSP: true,
    transformStaticCSP: (csp) => csp.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/\s*upgrade-insecure-requests;/, ''),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
