import type { Core } from '@strapi/strapi';
export default {
  /**
   * Daily at 03:17: delete newsletter sign-ups and token reports not confirmed within the confirmation period,
   * and sent or given-up e-mails past their retention.
   */
  purgeExpiredPersonalData: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      await strapi.service('api::newsletter.newsletter').purgeUnconfirmed();
      await strapi.service('api::token-deployment.token-deployment').purgeUnconfirmed();
      await strapi.service('api::outgoing-email.outgoing-email').purgeSent();
    },
    options: { rule: '17 3 * * *' },
  },
};
