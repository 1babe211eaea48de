/**
 * Public endpoint of the token generator: report a deployment to get its details by e-mail. Nothing else; the
 * form guard limits rate, size and type of what visitors send, however the path is spelled.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/token-deployments',
      handler: 'token-deployment.report',
      config: { auth: false, middlewares: ['global::form-guard'] },
    },
  ],
};
