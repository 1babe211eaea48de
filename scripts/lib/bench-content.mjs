// Generated content for the benchmarks at size (`bench:scale`, `bench:publish --posts N`): the committed fixtures
// plus N articles per language of realistic length (about 800 words, two topics, 12 shared photo covers), written
// into a temporary fixtures folder the CMS seeds from (FIXTURES_DIR). Deterministic: every run makes the same site.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CMS_DIR } from './env.mjs';

/** Photo covers the generated articles share (a one-off cost of image processing, not one per article). */
export const COVERS = 12;
const TOPICS = ['tokenization', 'defi', 'smart-contract-security', 'software-delivery', 'ai-ml'];

/** A small deterministic PRNG, so every run generates the same site. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = {
  en: 'token ledger custody investor platform audit contract release pipeline compliance wallet treasury market data model risk team product launch review security governance'.split(
    ' ',
  ),
  de: 'Token Register Verwahrung Anleger Plattform Prüfung Vertrag Release Pipeline Compliance Wallet Treasury Markt Daten Modell Risiko Team Produkt Einführung Sicherheit'.split(
    ' ',
  ),
};

function sentence(rand, locale, words = 14) {
  const picked = Array.from({ length: words }, () => WORDS[locale][Math.floor(rand() * WORDS[locale].length)]);
  const text = picked.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** An article of realistic length: about 800 words in sections with headings, a list and a link. */
function articleBody(rand, locale, n) {
  const blocks = [];
  for (let section = 1; section <= 5; section += 1) {
    blocks.push(
      `## ${locale === 'en' ? 'Section' : 'Abschnitt'} ${section}: ${sentence(rand, locale, 4).slice(0, -1)}`,
    );
    for (let p = 0; p < 3; p += 1) blocks.push(Array.from({ length: 4 }, () => sentence(rand, locale)).join(' '));
    if (section === 3) blocks.push(['- ', '- ', '- '].map((b) => b + sentence(rand, locale, 6)).join('\n'));
  }
  blocks.push(
    `[${locale === 'en' ? 'Talk to us' : 'Sprechen Sie uns an'}](/${locale === 'de' ? 'de/' : ''}about/) – #${n}`,
  );
  return blocks.join('\n\n');
}

/** A generated article's number as its slug writes it (`field-notes-00007`). */
export const pad = (n) => String(n).padStart(5, '0');

/** One generated article in the fixtures format (cms/fixtures/README.md), both languages. */
function generatedPost(n) {
  const rand = random(n + 1);
  const day = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000 * 0.5).toISOString().slice(0, 10);
  const topics = [TOPICS[n % TOPICS.length], TOPICS[(n * 7 + 2) % TOPICS.length]].filter(
    (t, i, all) => all.indexOf(t) === i,
  );
  const localized = (locale) => ({
    title: `${locale === 'en' ? 'Field notes' : 'Praxisnotizen'} ${pad(n)}: ${sentence(rand, locale, 5).slice(0, -1)}`,
    slug: `${locale === 'en' ? 'field-notes' : 'praxisnotizen'}-${pad(n)}`,
    content: articleBody(rand, locale, n),
    imageAlt: locale === 'en' ? `Cover photo ${n % COVERS}` : `Titelfoto ${n % COVERS}`,
    pageTitle: `${locale === 'en' ? 'Field notes' : 'Praxisnotizen'} ${pad(n)}`,
    metaDescription: sentence(rand, locale, 18).slice(0, 190),
  });
  return { date: day, image: `bench-covers/cover-${n % COVERS}.jpg`, topics, en: localized('en'), de: localized('de') };
}

/** A photo-like JPEG cover (gradient and noise, 1600 × 900): what an editor uploads. */
async function cover(index) {
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  const rand = random(1000 + index);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const noise = rand() * 30;
    pixels[i] = ((x + index * 97) % 255) * 0.6 + noise;
    pixels[i + 1] = (y / height) * 200 + noise;
    pixels[i + 2] = 90 + index * 10 + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** The committed fixtures plus `posts` generated articles, in a temporary folder the CMS seeds from. */
export async function fixturesWith(posts, dir) {
  fs.cpSync(path.join(CMS_DIR, 'fixtures'), dir, { recursive: true });
  if (posts === 0) return dir;
  fs.mkdirSync(path.join(dir, 'media', 'bench-covers'), { recursive: true });
  for (let i = 0; i < COVERS; i += 1)
    fs.writeFileSync(path.join(dir, 'media', 'bench-covers', `cover-${i}.jpg`), await cover(i));
  for (let n = 0; n < posts; n += 1)
    fs.writeFileSync(path.join(dir, 'posts', `field-notes-${pad(n)}.json`), JSON.stringify(generatedPost(n)));
  return dir;
}
