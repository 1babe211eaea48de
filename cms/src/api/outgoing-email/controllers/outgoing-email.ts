import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::outgoing-email.outgoing-email');
