import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::service-item.service-item');
