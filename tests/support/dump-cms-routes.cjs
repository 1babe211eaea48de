// Writes every route the CMS's routers hold, as JSON, to the file named by its argument: the compiled CMS (cwd: cms/, its environment and
// database as the test CMS has them) is loaded without listening, its admin and content-API routers are read, and
// each route is described with what its definition says (handler, plugin or API, policies, auth). A router entry no
// definition explains is listed too, with a null handler: the tests see what the router serves, not what we expect.
const fs = require('node:fs');
const { withLoadedCms } = require('../../scripts/lib/with-loaded-cms.cjs');

const API_PREFIX = { admin: '', 'content-api': '/api' };

/** Name of a policy or middleware as a route lists it (a string, or `{ name, config }`). */
const nameOf = (entry) => (typeof entry === 'string' ? entry : typeof entry?.name === 'string' ? entry.name : 'inline');

/** The routers of the admin, the plugins and the APIs, as `register-routes` of @strapi/core mounts them. */
function routerGroups(app) {
  const groups = [];
  for (const router of Object.values(app.admin.routes))
    groups.push({ router, owner: 'admin', type: router.type ?? 'admin', prefix: router.prefix ?? '/admin' });
  for (const [name, plugin] of Object.entries(app.plugins)) {
    const routers = Array.isArray(plugin.routes)
      ? [{ type: 'admin', routes: plugin.routes }]
      : Object.values(plugin.routes);
    for (const router of routers)
      groups.push({
        router,
        owner: `plugin::${name}`,
        type: router.type ?? 'admin',
        prefix: router.prefix ?? `/${name}`,
      });
  }
  for (const [name, api] of Object.entries(app.apis)) {
    for (const router of Object.values(api.routes))
      groups.push({ router, owner: `api::${name}`, type: 'content-api', prefix: router.prefix ?? '' });
  }
  return groups;
}

/** Every route definition with the path the router serves it under. */
function definitions(app) {
  return routerGroups(app).flatMap(({ router, owner, type, prefix }) =>
    (router.routes ?? []).map((route) => {
      const ownPrefix = route.config && Object.prototype.hasOwnProperty.call(route.config, 'prefix');
      return {
        type,
        method: String(route.method).toUpperCase(),
        // The router serves `<prefix>/` as `<prefix>`.
        path: `${API_PREFIX[type]}${ownPrefix ? '' : prefix}${route.path}`.replace(/(.)\/$/, '$1'),
        owner,
        handler:
          typeof route.handler === 'string' ? route.handler : typeof route.handler === 'function' ? 'inline' : null,
        auth: route.config?.auth === false ? false : true,
        policies: (route.config?.policies ?? []).map(nameOf),
        middlewares: (route.config?.middlewares ?? []).map(nameOf),
      };
    }),
  );
}

/** What the routers serve: method and path of every layer with methods. */
function served(app) {
  return ['admin', 'content-api'].flatMap((type) =>
    app.server
      .api(type)
      .listRoutes()
      .flatMap((layer) =>
        layer.methods
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ type, method, path: `${API_PREFIX[type]}${layer.path}`.replace(/^\/api\/api/, '/api') })),
      ),
  );
}

withLoadedCms(async (app) => {
  const known = definitions(app);
  const key = (r) => `${r.type} ${r.method} ${r.path}`;
  const byKey = new Map(known.map((route) => [key(route), route]));
  const routes = served(app).map(
    (layer) =>
      byKey.get(key(layer)) ?? { ...layer, owner: null, handler: null, auth: true, policies: [], middlewares: [] },
  );
  fs.writeFileSync(process.argv[2], JSON.stringify(routes));
});
