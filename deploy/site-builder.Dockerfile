# Site builder: runs `gatsby build` against the CMS and copies the result into the web volume.
# Build context: the repository root.
FROM node:20-bookworm-slim
ENV GATSBY_TELEMETRY_DISABLED=1
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages ./packages
COPY locales ./locales
COPY site ./site
COPY deploy/site-rules.mjs deploy/render-nginx.mjs deploy/site-build-config.mjs ./deploy/
RUN npm install --workspace site --workspace packages/routing --workspace packages/icons --workspace packages/cms-client --workspace packages/validation --include-workspace-root --no-audit --no-fund \
 && npm run build:packages
WORKDIR /app/site
# Builds, derives the build's serving configuration (per-page CSP, id redirects; needs CMS_PUBLIC_URL), then
# replaces the served files in one step so visitors never see a half-written site. nginx reads the new
# configuration on `nginx -s reload` (README "Deploying with docker-compose").
CMD ["sh", "-c", "node ../node_modules/gatsby/cli.js build && node ../deploy/site-build-config.mjs public && rm -rf /srv/site/* && cp -a public/. /srv/site/"]
