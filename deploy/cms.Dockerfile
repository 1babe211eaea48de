# CMS image: Strapi 5 compiled for production. Build context: the repository root.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages ./packages
COPY locales ./locales
COPY cms ./cms
RUN npm install --workspace cms --workspace packages/routing --workspace packages/icons --workspace packages/cms-client --workspace packages/validation --include-workspace-root --no-audit --no-fund \
 && npm run build:packages \
 && cd cms && NODE_ENV=production npx strapi ts:generate-types && NODE_ENV=production npx strapi build

FROM node:20-bookworm-slim
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true HOST=0.0.0.0 PORT=1337
WORKDIR /app
COPY --from=build /app /app
WORKDIR /app/cms
EXPOSE 1337
HEALTHCHECK --interval=10s --timeout=3s --retries=12 CMD node -e "fetch('http://127.0.0.1:1337/_health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "../node_modules/@strapi/strapi/bin/strapi.js", "start"]
