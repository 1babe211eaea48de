/** Public newsletter endpoints: sign up (double opt-in, behind the form guard) and confirm from the e-mail link. */
export default {
  routes: [
    {
      method: 'POST',
      path: '/newsletter',
      handler: 'newsletter.subscribe',
      config: { auth: false, middlewares: ['global::form-guard'] },
    },
    { method: 'GET', path: '/newsletter/confirm', handler: 'newsletter.confirm', config: { auth: false } },
  ],
};
