/**
 * Public endpoints of the token generator: report a deployment to get its details by e-mail (the form guard
 * limits rate, size and type of what visitors send, however the path is spelled), and the page behind the
 * confirmation link in the e-mail. A GET only shows a page with a button; its POST confirms — mail scanners
 * follow links, they do not press buttons.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/token-deployments',
      handler: 'token-deployment.report',
      config: { auth: false, middlewares: ['global::form-guard'] },
    },
    {
      method: 'GET',
      path: '/token-deployments/confirm',
      handler: 'token-deployment.confirmPage',
      config: { auth: false },
    },
    {
      method: 'POST',
      path: '/token-deployments/confirm',
      handler: 'token-deployment.confirm',
      config: { auth: false },
    },
  ],
};
