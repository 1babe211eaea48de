import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { localizePath, type Locale } from '@app/routing';
import { siteLocales } from '../site-locales';
import { BACKGROUND_COLOR, ICONS, THEME_COLOR, manifestPath } from '../../pwa/paths';

/** The 1024×1024 source every icon is generated from at build time, relative to the site directory. */
export const ICON_SOURCE = 'src/build/pwa/app-icon.svg';

/**
 * The web app manifest of a language (product rules §9): the company name, the brand colour, the generated icons
 * and the language's home page as start URL, so an installed site opens in the language it was installed from.
 */
export function webManifest(locale: Locale, companyName: string) {
  const home = localizePath('/', locale);
  return {
    id: home,
    name: companyName,
    short_name: companyName,
    lang: locale,
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: ICONS[192], sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICONS[512], sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICONS.maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The icons: 192 and 512 as drawn; the maskable one with the mark shrunk into the central 80 % safe zone on the
 * background colour, since launchers crop it to any shape; the Apple touch icon at 180.
 */
async function writeIcons(publicDir: string, source: Buffer): Promise<void> {
  const png = (size: number) => sharp(source).resize(size, size).png();
  await png(192).toFile(path.join(publicDir, ICONS[192]));
  await png(512).toFile(path.join(publicDir, ICONS[512]));
  await png(180).toFile(path.join(publicDir, ICONS.appleTouch));
  const inner = await sharp(source).resize(410, 410).png().toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1d1b2c' } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toFile(path.join(publicDir, ICONS.maskable));
}

/** Writes the icons and one manifest per language offered; `companyNames` from each language's global settings. */
export async function writePwaFiles(
  publicDir: string,
  companyNames: Partial<Record<Locale, string>>,
  source: Buffer = fs.readFileSync(path.join(__dirname, '..', '..', '..', ICON_SOURCE)),
): Promise<void> {
  const { width, height } = await sharp(source).metadata();
  if (width !== 1024 || height !== 1024)
    throw new Error(`The app icon source must be 1024×1024, is ${width}×${height}`);
  await writeIcons(publicDir, source);
  for (const locale of siteLocales()) {
    const name = companyNames[locale];
    if (!name) throw new Error(`No company name for the ${locale} web app manifest`);
    const file = path.join(publicDir, manifestPath(locale));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(webManifest(locale, name), null, 2));
  }
}
