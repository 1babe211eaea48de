export default [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'global::published-only',
  { name: 'global::form-guard', config: { paths: ['/api/newsletter', '/api/contact', '/api/token-deployments'] } },
  { name: 'strapi::body', config: { jsonLimit: '2mb' } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
