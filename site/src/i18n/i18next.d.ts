import 'i18next';

// The site configures `returnNull: false` (gatsby-config.ts): `t()` always returns a string.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
