import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::case-study.case-study');
