import { graphql } from 'gatsby';

export const query = graphql`
  fragment GlobalSettings on STRAPI_GLOBAL {
    locale
    companyName
    legalName
    tagline
    email
    phone
    street
    postalCode
    city
    country
    headerMenu {
      group
      pages
    }
    footerText
    footerLinks {
      ...LinkFields
    }
    socialLinks {
      platform
      url
    }
    bookingUrl
    defaultMetaDescription
  }
`;
