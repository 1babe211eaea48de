/** Public endpoint of the token generator: report a deployment to get its details by e-mail. Nothing else. */
export default {
  routes: [{ method: 'POST', path: '/token-deployments', handler: 'token-deployment.report', config: { auth: false } }],
};
