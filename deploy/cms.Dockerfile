# CMS image: Strapi 5 compiled for production, on Node 24 LTS (the major the tests run on), run as the unprivileged `node` user with
# production dependencies only. Build context: the repository root.
FROM node:24-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The whole workspace tree is installed here, as in development, so the root's postinstall (patch-package,
# the shared packages' build) runs unchanged; this stage is thrown away. npm ci checks the lockfile against
# every workspace's package.json, so all of them are copied. `npm install` with the committed lockfile, not
# `npm ci`: lockfiles made with this project's registry lack some other-platform optional packages, and
# `npm ci` refuses them ("Missing: @unrs/resolver-binding-… from lock file"; docs/architecture.md, "Node.js version").
# Switch both installs to `npm ci` once the lockfile is regenerated against the full registry.
COPY package.json package-lock.json tsconfig.base.json ./
COPY patches ./patches
COPY packages ./packages
COPY site/package.json ./site/
COPY locales ./locales
COPY cms ./cms
# The root's postinstall starts with scripts/node-setup.mjs (the Node.js check); scripts/node-runtime/ is an optional
# dependency npm leaves out on Node 24 (docs/architecture.md, "Node.js version").
COPY scripts/node-setup.mjs ./scripts/
COPY scripts/lib/node-runtime.mjs ./scripts/lib/
COPY scripts/node-runtime ./scripts/node-runtime
RUN npm install --no-audit --no-fund \
 && cd cms && NODE_ENV=production npx strapi ts:generate-types && NODE_ENV=production npx strapi build \
 && cd /app && find . -name node_modules -type d -prune -exec rm -rf {} +

# Production dependencies only (same lockfile): installed afresh without lifecycle scripts (the root's postinstall needs dev
# tools), then sharp's install script checks its binary for this image. better-sqlite3 13 has an install step (npm's
# default node-gyp build for its binding.gyp) that --ignore-scripts skips: it loads the N-API binary it ships
# (prebuilds/) instead.
FROM node:24-bookworm-slim AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages ./packages
COPY site/package.json ./site/
COPY cms/package.json ./cms/
COPY scripts/node-runtime/package.json ./scripts/node-runtime/
RUN npm install --omit=dev --ignore-scripts --workspace cms --no-audit --no-fund \
 && npm rebuild sharp \
 && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true HOST=0.0.0.0 PORT=1337
WORKDIR /app
# Sources and build output (no dependencies: removed above), then the production dependencies at every
# level of the workspace tree (root, cms/, packages/*/).
COPY --from=build /app ./
COPY --from=deps /app ./
# The code belongs to root and is read-only for the process; it writes only uploads (a volume) and temp files.
RUN mkdir -p cms/public/uploads cms/.tmp && chown -R node:node cms/public/uploads cms/.tmp
USER node
WORKDIR /app/cms
EXPOSE 1337
HEALTHCHECK --interval=10s --timeout=3s --retries=12 CMD node -e "fetch('http://127.0.0.1:1337/_health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "../node_modules/@strapi/strapi/bin/strapi.js", "start"]
