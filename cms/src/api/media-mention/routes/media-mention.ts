import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::media-mention.media-mention');
