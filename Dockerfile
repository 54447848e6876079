# StoreLens in one image: the web app, the API and the background worker (ROLE picks which run).
#   docker build -t storelens .
#   docker run -p 3000:3000 -v storelens-data:/app/data storelens      (embedded database in the volume)
# compose.yaml runs it against PostgreSQL with separate web and worker processes.
#
# scripts/check-runtime.sh reads the runtime stage below (its COPY --from=build lines, its npm ci, ENV,
# HEALTHCHECK and CMD) and does the same in an empty folder, so CI proves what this image would run
# on machines without a container runtime. Keep each of those instructions on one line.

# ---- build: every dependency, then the web app (Vite) and the bundled server (esbuild)
FROM node:20-bookworm-slim AS build
WORKDIR /app
# the manifests first, so that a source change does not re-run npm ci
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/fakes/package.json packages/fakes/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
RUN npm ci
COPY . .
RUN npm run build

# ---- runtime: the bundles and the server's production dependencies, nothing else
FROM node:20-bookworm-slim AS runtime
# the admin CLI's backup and restore run pg_dump/pg_restore, which must be at least the server's major
# version: Debian bookworm's client is 15, the PostgreSQL that compose.yaml runs and CI tests on
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app
# npm needs the lock file and the manifests of the server and of the workspaces it depends on; the
# contract and the fakes are bundled into dist, so only their dependencies (zod) are installed
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/fakes/package.json packages/fakes/
COPY --from=build /app/packages/server/package.json packages/server/
RUN npm ci --omit=dev --workspace @storelens/server --include-workspace-root=false --no-audit --no-fund && npm cache clean --force
# the server finds its migrations (dist/migrations) and the web app (../../web/dist) beside main.js
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/web/dist packages/web/dist
# the embedded database and a generated SECRET_KEY live in DATA_DIR: the only place the app writes
RUN mkdir -p /app/data && chown node:node /app/data
ENV PORT=3000 DATA_DIR=/app/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
VOLUME /app/data
USER node
EXPOSE 3000
# every role answers /healthz on PORT (a worker has a small listener for it); node, as slim has no curl
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and stops gracefully on SIGTERM (main.ts); flags as in `npm start`
CMD ["node", "--optimize-for-size", "--max-semi-space-size=2", "packages/server/dist/main.js"]
