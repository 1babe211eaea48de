import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::service-item.service-item');
