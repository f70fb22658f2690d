# syntax=docker/dockerfile:1
# Production image: multi-stage build of the Next.js standalone server with Payload.

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The build needs no database or secrets: CMS reads happen at request time.
RUN npm run build

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
# glibc's malloc (issue 39; npm start, e2e and the bench read the MALLOC_ values from here):
# MALLOC_ARENA_MAX=2: otherwise each thread that allocates (libuv's pool, sharp's) gets an arena
# of its own that it rarely returns. MALLOC_MMAP_THRESHOLD_=131072: a fixed threshold, so every
# block of 128 kB or more (image buffers) is mapped on its own and returned when freed; glibc's
# default raises the threshold after each such free, up to 32 MB, and image buffers then stay
# in an arena, fragmented (one arena held 50 MB of a 330-360 MB RSS in an hour's soak).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
  MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
RUN groupadd --system app && useradd --system --gid app --home /app app \
  && mkdir -p /app/media && chown app:app /app/media
COPY --from=build --chown=app:app /app/.next/standalone ./
COPY --from=build --chown=app:app /app/.next/static ./.next/static
COPY --from=build --chown=app:app /app/public ./public
# Our server (server.mjs and its layers) runs Next's standalone build, with the config the build wrote.
COPY --from=build --chown=app:app /app/server.mjs ./server.mjs
COPY --from=build --chown=app:app /app/src/server ./src/server
COPY --from=build --chown=app:app /app/domain/process-bridge.mjs ./domain/process-bridge.mjs
COPY --from=build --chown=app:app /app/domain/security/reserved-names.mjs ./domain/security/reserved-names.mjs
COPY --from=build --chown=app:app /app/domain/list-pages.mjs ./domain/list-pages.mjs
COPY --from=build --chown=app:app /app/domain/team-zone.mjs ./domain/team-zone.mjs
COPY --from=build --chown=app:app /app/domain/i18n/languages.mjs ./domain/i18n/languages.mjs
USER app
EXPOSE 3000
# Pending migrations are applied when Payload starts (prodMigrations in payload.config.ts).
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Memory bounds (npm start, e2e and the bench read these flags from here: scripts/lib/app.ts).
# Without them V8 lets the old space grow to ~300 MB of mostly garbage under load before it
# collects, and the young generation takes 16 MB per semi-space; the live set is far smaller.
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=4", "server.mjs"]
