# syntax=docker/dockerfile:1
# The stowage service as an image: compiled in a build stage with every dependency, run in a
# slim stage holding production dependencies only, as the unprivileged `node` user, with a
# health check on /healthz. Topology, sizing and environment: docs/deploy.md.
# Build: docker build -t stowage .   Run: docker run -p 8080:8080 -e KEY_SECRET=... stowage

# 1. Compile the TypeScript (dist/) and bundle the viewer (public/viewer/).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
RUN npm run build

# 2. Production dependencies only, from the same lockfile (no compiler, linters or test tools).
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. What a replica runs: compiled code, the viewer, the docs pages it serves, production modules.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist/src ./dist/src
COPY --from=build /app/public ./public
COPY docs/checks.md ./docs/checks.md
COPY docs/api ./docs/api
# The data dir keeps a generated key secret when KEY_SECRET is not set (set it on every replica).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# Liveness only (a busy replica is alive); a load balancer routes on /readyz instead. The first
# check runs 10 s after start, when the server has long been listening (it starts in ~2 s).
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains in-flight plans for DRAIN_MS (25 s by default); give the container longer than that.
STOPSIGNAL SIGTERM
CMD ["node", "dist/src/server.js"]
