import { factories } from '@strapi/strapi';
import { readGuards } from '../../../policies/lib/read-guards';

export default factories.createCoreRouter('api::guide.guide', { config: readGuards() });
