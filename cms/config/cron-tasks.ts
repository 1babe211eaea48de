export default {
  /** Daily at 03:17: delete newsletter sign-ups not confirmed within the confirmation period. */
  purgeUnconfirmedSubscribers: {
    task: async ({ strapi }) => {
      await strapi.service('api::newsletter.newsletter').purgeUnconfirmed();
    },
    options: { rule: '17 3 * * *' },
  },
};
