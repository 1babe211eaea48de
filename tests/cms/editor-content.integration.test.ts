/**
 * Content an editor brings in through the admin, as the site build will find it: a photo uploaded through the
 * upload API and set as an article's cover, and an article whose text carries hostile markup. Both are
 * published in both languages here; `tests/build/editor-content.integration.test.ts` checks the static site.
 */
import sharp from 'sharp';
import { CMS_URL, adminToken, get, request } from '../support/cms';
import { HOSTILE_POST, PHOTO_POST } from '../support/edits';

const POSTS = '/content-manager/collection-types/api::post.post';
type Locale = 'en' | 'de';

/** A real photo-like JPEG: a gradient with noise, so the encoder has work to do and sizes are realistic. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const noise = (x * 7919 + y * 104729) % 23;
      pixels[i] = (x * 255) / width + noise;
      pixels[i + 1] = (y * 255) / height + noise;
      pixels[i + 2] = 128 + noise;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Uploads a file through the admin's upload API, as the media library does; returns the file's id. */
async function upload(token: string, name: string, data: Buffer, alt: string): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
  form.append('fileInfo', JSON.stringify({ name, alternativeText: alt }));
  const response = await fetch(`${CMS_URL}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as Array<{ id: number; width: number; mime: string }>;
  expect(response.status).toBe(201);
  expect(body[0]).toMatchObject({ width: PHOTO_POST.width, mime: 'image/jpeg' });
  return body[0]!.id;
}

/** Creates an article in English, adds its German version and publishes both; returns its document id. */
async function publishArticle(token: string, fields: Record<Locale, Record<string, unknown>>): Promise<string> {
  const created = await request('POST', `${POSTS}?locale=en`, { token, body: fields.en });
  expect(created.status).toBe(201);
  const documentId: string = created.body.data.documentId;
  const german = await request('PUT', `${POSTS}/${documentId}?locale=de`, { token, body: fields.de });
  expect(german.status).toBe(200);
  for (const locale of ['en', 'de'] as const) {
    const published = await request('POST', `${POSTS}/${documentId}/actions/publish?locale=${locale}`, {
      token,
      body: {},
    });
    expect(published.status).toBe(200);
  }
  return documentId;
}

const article = (locale: Locale, post: { slug: Record<Locale, string>; title: Record<Locale, string> }) => ({
  title: post.title[locale],
  slug: post.slug[locale],
  date: '2026-11-20',
  pageTitle: post.title[locale],
  metaDescription: `${post.title[locale].replace(/<[^>]*>/g, '')}.`,
});

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

it('publishes an article whose cover is a JPEG uploaded through the upload API', async () => {
  const fileId = await upload(
    token,
    'harbour.jpg',
    await photo(PHOTO_POST.width, PHOTO_POST.height),
    PHOTO_POST.alt.en,
  );
  const fields = (locale: Locale) => ({
    ...article(locale, PHOTO_POST),
    content: locale === 'en' ? 'Cranes, ships and the evening light.' : 'Kräne, Schiffe und das Abendlicht.',
    image: fileId,
    imageAlt: PHOTO_POST.alt[locale],
  });
  const documentId = await publishArticle(token, { en: fields('en'), de: fields('de') });

  const published = await get(`/api/posts/${documentId}?locale=de&populate=image`);
  expect(published.status).toBe(200);
  expect(published.body.data.image).toMatchObject({ width: PHOTO_POST.width, height: PHOTO_POST.height });
});

it('publishes an article with hostile markup in its title and text (the site must render it inert)', async () => {
  const fields = (locale: Locale) => ({
    ...article(locale, HOSTILE_POST),
    content: `${HOSTILE_POST.safeText[locale]}\n\n${HOSTILE_POST.hostileMarkdown}`,
  });
  const documentId = await publishArticle(token, { en: fields('en'), de: fields('de') });
  // The CMS keeps what the editor wrote: making it harmless is the site's job (CMS content is never trusted as HTML).
  const published = await get(`/api/posts/${documentId}?locale=en`);
  expect(published.body.data.content).toContain('onerror=');
});
