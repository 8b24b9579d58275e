# syntax=docker/dockerfile:1
# Multi-stage image of the shop: build with dev dependencies, run with production ones.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 compiles its native module from source.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# patches/ is applied by the postinstall step (react-dom's streaming NUL-byte fix).
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
# The single-container default keeps the SQLite file in the data volume. Several containers on one
# PostgreSQL: set DATABASE_URL=postgres://... (it replaces DATABASE_PATH), SESSION_SECRET alike on
# every container and UPLOADS_DIR on shared storage (docker-compose.example.yml; docs/scaling.md).
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_PATH=/app/data/shop.db
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
# The start script migrates (and seeds an empty catalogue) with the same code the app uses.
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/server.mjs ./server.mjs
COPY --from=build --chown=node:node /app/app ./app
# uploads/ exists in the image so that a volume mounted there (shared by several containers)
# starts out writable by the node user.
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The same start command as the README's quick start.
CMD ["npm", "start"]
