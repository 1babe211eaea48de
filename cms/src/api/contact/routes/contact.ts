/** Public contact form endpoint; the form guard limits rate, size and type of what visitors send. */
export default {
  routes: [
    {
      method: 'POST',
      path: '/contact',
      handler: 'contact.submit',
      config: { auth: false, middlewares: ['global::form-guard'] },
    },
  ],
};
