# Sightline's image: `sightline start` by default; `sightline worker` and the other commands with
# `docker run … node packages/server/dist/cli.js <command>`. How to run it: docs/deployment.md.

# Build stage: every workspace's dependencies, the TypeScript packages and the web app.
FROM node:20-bookworm-slim AS build
# better-sqlite3 and msgpackr-extract compile from source when no prebuilt binary matches.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
# Then only the server's production dependencies (and the workspace packages it uses), for the runtime.
RUN npm ci --omit=dev --workspace @sightline/server --no-audit --no-fund

# Runtime stage: Node, the production dependencies and the built packages.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
  SIGHTLINE_HOME=/data \
  HOST=0.0.0.0 \
  PORT=8088 \
  UV_THREADPOOL_SIZE=16
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/core/package.json packages/core/
COPY --from=build /app/packages/core/dist packages/core/dist
COPY --from=build /app/packages/query-engine/package.json packages/query-engine/
COPY --from=build /app/packages/query-engine/dist packages/query-engine/dist
COPY --from=build /app/packages/charts/package.json packages/charts/
COPY --from=build /app/packages/charts/dist packages/charts/dist
COPY --from=build /app/packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/web/dist packages/web/dist
# The data directory (metadata store on SQLite, secret key, example DuckDB file, data/): a volume.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8088
CMD ["node", "packages/server/dist/cli.js", "start"]
