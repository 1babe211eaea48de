import { errors } from '@strapi/utils';
import { mayCall } from './lib/route-rules';

type PolicyContext = {
  state: { user?: { roles?: Array<{ code?: string }> }; auth?: { strategy?: { name?: string } } };
};

/**
 * On every admin-API route (`installRouteRules`, lib/route-rules.ts): refuses with 403 whoever the route's line in
 * `ADMIN_ROUTE_RULES` does not list, before the route's own checks; a route without a line is refused to all but
 * Super Admin.
 */
export default function routeRule(policyContext: PolicyContext, config: { key?: string }): true {
  const { user, auth } = policyContext.state;
  const roles = user ? (user.roles ?? []).map((role) => role.code ?? '') : null;
  if (typeof config?.key === 'string' && mayCall(config.key, { roles, strategy: auth?.strategy?.name })) return true;
  throw new errors.PolicyError('Your role may not use this part of the CMS.', { route: config?.key });
}
