import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::media-mention.media-mention');
