# Site builder: runs `gatsby build` against the CMS and copies the result into the web volume.
# Build context: the repository root.
FROM node:20-bookworm-slim
ENV GATSBY_TELEMETRY_DISABLED=1
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages ./packages
COPY locales ./locales
COPY site ./site
RUN npm install --workspace site --workspace packages/routing --workspace packages/icons --workspace packages/cms-client --workspace packages/validation --include-workspace-root --no-audit --no-fund \
 && npm run build:packages
WORKDIR /app/site
# Builds, then replaces the served files in one step so visitors never see a half-written site.
CMD ["sh", "-c", "node ../node_modules/gatsby/cli.js build && rm -rf /srv/site/* && cp -a public/. /srv/site/"]
