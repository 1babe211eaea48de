import type { Core } from '@strapi/strapi';
import { Readable } from 'stream';
import { guardUploadProvider, type ProviderFile } from '../../src/lib/upload-guard';
import { publishLocalUploads } from '../../src/lib/upload-urls';
import { samples, scriptPage } from '../support/upload-samples';

type Written = { method: string; ext?: string; mime?: string; bytes: Buffer };

/** A provider like Strapi's local one (stream and buffer writers, a replace, a delete), recording what it wrote. */
function fakeProvider(written: Written[]) {
  const collect = async (file: ProviderFile) => {
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream as Readable) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  return {
    upload: async (file: ProviderFile) => void written.push({ method: 'upload', ...file, bytes: file.buffer! }),
    uploadStream: async (file: ProviderFile) =>
      void written.push({ method: 'uploadStream', ext: file.ext, mime: file.mime, bytes: await collect(file) }),
    replaceStream: async (file: ProviderFile) =>
      void written.push({ method: 'replaceStream', ext: file.ext, mime: file.mime, bytes: await collect(file) }),
    uploadMultipart: async (file: ProviderFile) =>
      void written.push({ method: 'uploadMultipart', bytes: file.buffer! }),
    delete: async () => undefined,
    checkFileSize: () => undefined,
  };
}

function strapiWith(provider: Record<string, unknown>, preferedLanguage = 'en'): Core.Strapi {
  const fake = {
    plugin: () => ({ provider }),
    requestContext: { get: () => ({ state: { user: { preferedLanguage } } }) },
  };
  return fake as unknown as Core.Strapi;
}

describe('the upload provider guard', () => {
  it('checks every writing method, also one added later, and lets an allowed file through with its real type', async () => {
    const written: Written[] = [];
    const provider = fakeProvider(written);
    guardUploadProvider(strapiWith(provider));
    const png = samples['.png']!;
    await provider.upload({ name: 'a.png', ext: '.png', mime: 'text/html', buffer: png });
    await provider.uploadStream({ name: 'a.png', ext: '.PNG', stream: Readable.from([png]) });
    await provider.replaceStream({ name: 'a.pdf', ext: '.pdf', stream: Readable.from([samples['.pdf']!]) });
    expect(written).toEqual([
      { method: 'upload', name: 'a.png', ext: '.png', mime: 'image/png', buffer: png, bytes: png },
      { method: 'uploadStream', ext: '.PNG', mime: 'image/png', bytes: png },
      { method: 'replaceStream', ext: '.pdf', mime: 'application/pdf', bytes: samples['.pdf'] },
    ]);
    await expect(provider.uploadMultipart({ name: 'x.html', ext: '.html', buffer: scriptPage })).rejects.toThrow(
      'cannot be uploaded',
    );
  });

  it.each([
    ['upload', () => ({ name: 'poc.shtml', ext: '.shtml', buffer: scriptPage }), 'not .shtml files'],
    ['uploadStream', () => ({ name: 'steal.js', ext: '.js', stream: Readable.from([scriptPage]) }), 'not .js files'],
    ['uploadStream', () => ({ name: 'evil.png', ext: '.png', stream: Readable.from([scriptPage]) }), 'not an image'],
    [
      'replaceStream',
      () => ({ name: 'a.png', ext: '.png', stream: Readable.from([samples['.pdf']!]) }),
      'not an image',
    ],
  ] as const)('refuses before %s writes a byte (%#)', async (method, file, message) => {
    const written: Written[] = [];
    const provider = fakeProvider(written);
    guardUploadProvider(strapiWith(provider));
    await expect(provider[method](file())).rejects.toMatchObject({ name: 'ValidationError' });
    await expect(provider[method](file())).rejects.toThrow(message);
    expect(written).toEqual([]);
  });

  it('answers in the admin language of the signed-in editor', async () => {
    const provider = fakeProvider([]);
    guardUploadProvider(strapiWith(provider, 'de'));
    await expect(provider.upload({ name: 'poc.shtml', ext: '.shtml', buffer: scriptPage })).rejects.toThrow(
      '„poc.shtml“ kann nicht hochgeladen werden',
    );
  });

  it('refuses to start with a provider it cannot guard', () => {
    expect(() => guardUploadProvider(strapiWith({ delete: async () => undefined }))).toThrow('no upload method');
  });
});

describe('files on the CMS disk under UPLOADS_PUBLIC_URL', () => {
  it('get their URL under the public base as they are written, after the type check', async () => {
    const written: Written[] = [];
    const provider = {
      ...fakeProvider(written),
      upload: async (file: ProviderFile) => {
        written.push({ method: 'upload', bytes: file.buffer! });
        file.url = `/uploads/${file.name}`;
      },
    };
    const strapi = strapiWith(provider);
    guardUploadProvider(strapi);
    publishLocalUploads(strapi, { UPLOADS_PUBLIC_URL: 'https://cms.example.com' });
    const file: ProviderFile = { name: 'a_1b2c.png', ext: '.png', buffer: samples['.png']! };
    await provider.upload(file);
    expect(file.url).toBe('https://cms.example.com/uploads/a_1b2c.png');
    await expect(provider.upload({ name: 'x.html', ext: '.html', buffer: scriptPage })).rejects.toThrow('cannot be');
    expect(written).toHaveLength(1);
  });
});
