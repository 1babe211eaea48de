import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@app/routing';
import { siteEnv } from './src/build/env';
import { strapiSourceOptions } from './src/schema/sourcing';

const env = siteEnv();

const config: GatsbyConfig = {
  // Both are public: `cmsPublicUrl` ships to browsers, which query published posts at runtime (insight list).
  siteMetadata: { siteUrl: env.siteUrl, cmsPublicUrl: env.cmsPublicUrl },
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    // Every public content type of the CMS in every locale, with the read-only build token (patched for
    // Strapi 5 locales, see patches/README.md).
    {
      resolve: 'gatsby-source-strapi',
      options: strapiSourceOptions(env.cmsUrl, env.cmsToken, { drafts: env.preview }),
    },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: {
          formats: ['auto', 'webp', 'avif'],
          placeholder: 'dominantColor',
          quality: 75,
          // AVIF at encoder effort 2 instead of sharp's 4: 6–13× faster per image for 4–8 % more bytes (measured,
          // docs/benchmarks.md); passed through by a patch (patches/README.md).
          avifOptions: { effort: 2 },
        },
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      // The token generator island loads its own catalogue; it need not ride in every page's data. The preview
      // catalogue is read at build time by the preview build only (src/build/preview.tsx).
      options: {
        name: 'locale',
        path: path.resolve(__dirname, '..', 'locales'),
        ignore: ['**/token.json', '**/preview.json', '**/checks.json'],
      },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LOCALE_CODES],
        defaultLanguage: DEFAULT_LOCALE,
        generateDefaultLanguagePage: false,
        // The spec's language choice (cookie, browser list) is implemented by the site, not the plugin.
        redirect: false,
        trailingSlash: 'always',
        siteUrl: env.siteUrl,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
          returnNull: false,
        },
      },
    },
  ],
};

export default config;
