# Rebuild worker: receives the CMS's publish webhook, builds the site with Gatsby and switches the live
# release (scripts/rebuild.mjs). Node 24 LTS (the major the tests run on), run as the unprivileged `node` user.
# Gatsby builds need the build tools and the whole workspace tree (the root's scripts and postinstall), so this
# image keeps the development dependencies. Build context: the repository root.
FROM node:24-bookworm-slim
ENV GATSBY_TELEMETRY_DISABLED=1
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY patches ./patches
COPY packages ./packages
COPY cms/package.json ./cms/
COPY locales ./locales
COPY site ./site
COPY deploy ./deploy
COPY scripts ./scripts
# `npm install` with the committed lockfile, not `npm ci`: see deploy/cms.Dockerfile.
RUN npm install --no-audit --no-fund && npm cache clean --force \
 && mkdir -p /srv/site site/.cache site/public /srv/preview /srv/preview-work \
 && chown -R node:node /srv/site site/.cache site/public /srv/preview /srv/preview-work
USER node
EXPOSE 9090
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD node -e "fetch('http://127.0.0.1:9090/status').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "scripts/rebuild.mjs"]
