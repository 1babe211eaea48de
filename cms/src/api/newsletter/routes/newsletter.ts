/**
 * Public newsletter endpoints: sign up (double opt-in), and the pages behind the signed links in the
 * e-mails. A GET only shows a page with a button; the POST of that button (or a mail program's one-click
 * unsubscribe, RFC 8058) acts — mail scanners follow links, they do not press buttons.
 */
export default {
  routes: [
    // Sign-ups go through the form guard (rate limit, 16 KB, JSON only). The confirm and unsubscribe POSTs come
    // from the button of a page without JavaScript or a mail program's one-click: form-encoded, signed links.
    {
      method: 'POST',
      path: '/newsletter',
      handler: 'newsletter.subscribe',
      config: { auth: false, middlewares: ['global::form-guard'] },
    },
    { method: 'GET', path: '/newsletter/confirm', handler: 'newsletter.confirmPage', config: { auth: false } },
    { method: 'POST', path: '/newsletter/confirm', handler: 'newsletter.confirm', config: { auth: false } },
    { method: 'GET', path: '/newsletter/unsubscribe', handler: 'newsletter.unsubscribePage', config: { auth: false } },
    { method: 'POST', path: '/newsletter/unsubscribe', handler: 'newsletter.unsubscribe', config: { auth: false } },
  ],
};
