import type { Core } from '@strapi/strapi';
import { purgeExpiredPersonalData } from '../src/lib/retention';

export default {
  /** Daily at 03:17: every retention job of `src/lib/retention.ts` (the periods the privacy policy states). */
  purgeExpiredPersonalData: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      await purgeExpiredPersonalData(strapi);
    },
    options: { rule: '17 3 * * *' },
  },
};
