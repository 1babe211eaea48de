import type { Core } from '@strapi/strapi';

/**
 * Strapi 5 answers `?status=draft` on the public REST API with unpublished content by default.
 * Drafts are private: any content API request asking for anything but published content is refused.
 * The admin panel reads drafts through its own routes (/content-manager), which this does not touch.
 */
const publishedOnly: Core.MiddlewareFactory = () => {
  return async (ctx, next) => {
    const status = (ctx.query as Record<string, unknown>).status;
    if (ctx.path.startsWith('/api/') && status !== undefined && status !== 'published') {
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: {
          status: 403,
          name: 'ForbiddenError',
          message: 'Only published content is available through this API',
          details: {},
        },
      };
      return;
    }
    await next();
  };
};

export default publishedOnly;
