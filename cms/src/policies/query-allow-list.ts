import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { QueryShapeError, createQueryChecker, type GetModel } from './lib/query-shape';
import { rulesFor, type Auth } from './lib/query-rules';

/** What the policy reads of the request state (Strapi's PolicyContext type omits Koa's `state`). */
type RouteState = { route?: { handler?: unknown }; auth?: Auth };

/**
 * Refuses, with Strapi's standard 400 body and before any database work, content-API queries outside what the
 * caller may ask: unknown parameters, populate/filters beyond the caller's allow-list or depth, anything through
 * a media file (`related` lists draft entries). Sits on the routes, after authentication, so it knows whether
 * the site-build token is asking.
 */
const queryAllowList: Core.PolicyHandler = (policyContext, _config, { strapi }) => {
  const { route, auth } = (policyContext as unknown as { state: RouteState }).state;
  const uid = typeof route?.handler === 'string' ? route.handler.slice(0, route.handler.lastIndexOf('.')) : '';
  const checker = createQueryChecker(strapi.getModel.bind(strapi) as GetModel);
  try {
    checker.check(uid, policyContext.request.query as Record<string, unknown>, rulesFor(auth));
  } catch (error) {
    if (!(error instanceof QueryShapeError)) throw error;
    throw new errors.ValidationError(error.message, { source: 'query', param: error.param, path: error.path });
  }
  return true;
};

export default queryAllowList;
