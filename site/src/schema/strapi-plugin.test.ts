/**
 * The patched gatsby-source-strapi (patches 001 to 004, patches/README.md) against Strapi 5's answers: both
 * locales of a document become nodes of their own, relations link to the entry of the same locale, deleting one
 * locale removes only its node, a localized single type is fetched in every locale, and a CMS that does not answer
 * fails the build with the plugin's message.
 */
import { createNodes } from 'gatsby-source-strapi/dist/normalize';
import { buildMapFromNodes, buildNodesToRemoveMap } from 'gatsby-source-strapi/dist/helpers';
import { fetchEntity } from 'gatsby-source-strapi/dist/fetch';

const SCHEMAS = [
  {
    uid: 'api::post.post',
    schema: {
      kind: 'collectionType',
      singularName: 'post',
      pluralName: 'posts',
      attributes: {
        title: { type: 'string' },
        topics: { type: 'relation', relation: 'manyToMany', target: 'api::topic.topic' },
      },
    },
  },
  {
    uid: 'api::topic.topic',
    schema: {
      kind: 'collectionType',
      singularName: 'topic',
      pluralName: 'topics',
      attributes: { name: { type: 'string' } },
    },
  },
  {
    uid: 'api::global.global',
    schema: { kind: 'singleType', singularName: 'global', attributes: { companyName: { type: 'string' } } },
  },
];

type Node = { id: string; internal: { type: string; contentDigest?: string }; [key: string]: unknown };

function context(existing: Node[] = []) {
  const nodes = new Map(existing.map((n) => [n.id, n]));
  return {
    schemas: SCHEMAS,
    createNodeId: (key: string) => `node:${key}`,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
    getNode: (id: string) => nodes.get(id),
  };
}

const post = (locale: string, title: string, topic: { documentId: string; name: string }) => ({
  id: locale === 'en' ? 11 : 12,
  documentId: 'post-1',
  locale,
  title,
  topics: [{ id: 21, documentId: topic.documentId, name: topic.name, locale }],
});

describe('gatsby-source-strapi with Strapi 5 locales (patched)', () => {
  it('creates one node per locale of a document, each with its own texts', () => {
    const ctx = context();
    const en = createNodes(
      post('en', 'Tokenized real estate', { documentId: 'topic-1', name: 'Tokenization' }),
      ctx,
      'api::post.post',
    );
    const de = createNodes(
      post('de', 'Tokenisierte Immobilien', { documentId: 'topic-1', name: 'Tokenisierung' }),
      ctx,
      'api::post.post',
    );
    const enPost = en.find((n: Node) => n.internal.type === 'STRAPI_POST')!;
    const dePost = de.find((n: Node) => n.internal.type === 'STRAPI_POST')!;
    expect(enPost.id).not.toBe(dePost.id);
    expect([enPost.title, dePost.title]).toEqual(['Tokenized real estate', 'Tokenisierte Immobilien']);
    // Each locale's relation points at that locale's topic.
    expect(enPost.topics___NODE).toEqual(['node:STRAPI_TOPIC-topic-1-en']);
    expect(dePost.topics___NODE).toEqual(['node:STRAPI_TOPIC-topic-1-de']);
  });

  it('stores an entry once: no copy of it as internal.content, and a digest that follows every field', () => {
    const entry = (title: string) =>
      createNodes(post('en', title, { documentId: 'topic-1', name: 'Tokenization' }), context(), 'api::post.post').find(
        (n: Node) => n.internal.type === 'STRAPI_POST',
      )!;
    const before = entry('Tokenized real estate');
    const after = entry('Tokenized real estate, revisited');
    expect(before.title).toBe('Tokenized real estate');
    expect(before.internal).not.toHaveProperty('content');
    expect(before.internal).toHaveProperty('contentDigest');
    expect(after.internal.contentDigest).not.toBe(before.internal.contentDigest);
  });

  it('removes only the locale that was deleted or unpublished', () => {
    const existing = [
      {
        id: 'node:STRAPI_POST-post-1-en',
        strapi_document_id_or_regular_id: 'post-1-en',
        internal: { type: 'STRAPI_POST' },
      },
      {
        id: 'node:STRAPI_POST-post-1-de',
        strapi_document_id_or_regular_id: 'post-1-de',
        internal: { type: 'STRAPI_POST' },
      },
    ];
    const endpoints = [{ singularName: 'post' }];
    const stillThere = [[{ documentId: 'post-1', locale: 'en' }]];
    const toRemove = buildNodesToRemoveMap(buildMapFromNodes(existing), endpoints, stillThere);
    expect(toRemove.STRAPI_POST!.map((n: Node) => n.id)).toEqual(['node:STRAPI_POST-post-1-de']);
  });

  it('fetches a localized single type in every locale Strapi 5 lists', async () => {
    const requests: Array<Record<string, unknown>> = [];
    const answers: Record<string, unknown> = {
      en: { id: 1, documentId: 'g', locale: 'en', companyName: 'Kastell Labs' },
      de: { id: 2, documentId: 'g', locale: 'de', companyName: 'Kastell Labs GmbH' },
    };
    const axios = async (options: { params: Record<string, unknown> }) => {
      requests.push(options.params);
      if ('populate' in options.params && !('locale' in options.params)) {
        return {
          data: { data: { ...(answers.en as object), localizations: [{ id: 2, documentId: 'g', locale: 'de' }] } },
        };
      }
      return { data: { data: answers[String(options.params.locale)] } };
    };
    const reporter = {
      info: jest.fn(),
      panic: jest.fn((message: string) => {
        throw new Error(message);
      }),
    };
    const entries = await fetchEntity(
      {
        endpoint: '/api/global',
        queryParams: {},
        uid: 'api::global.global',
        pluginOptions: { i18n: { locale: 'all' } },
      },
      { ...context(), axiosInstance: axios, reporter },
    );
    expect(entries.map((e) => [e.locale, e.companyName])).toEqual([
      ['en', 'Kastell Labs'],
      ['de', 'Kastell Labs GmbH'],
    ]);
    expect(reporter.panic).not.toHaveBeenCalled();
  });

  it('still fetches a changed German version when the English one did not change (warm build)', async () => {
    const axios = async (options: { params: Record<string, unknown> }) => {
      if (!('locale' in options.params)) {
        return { data: { data: { id: 1, documentId: 'g', locale: 'en', localizations: [{ locale: 'de' }] } } };
      }
      if (options.params.locale === 'en') throw Object.assign(new Error('Not Found'), { response: { status: 404 } });
      return { data: { data: { id: 2, documentId: 'g', locale: 'de', companyName: 'Neu' } } };
    };
    const reporter = { info: jest.fn(), panic: jest.fn() };
    const entries = await fetchEntity(
      {
        endpoint: '/api/global',
        queryParams: {},
        uid: 'api::global.global',
        pluginOptions: { i18n: { locale: 'all' } },
      },
      { ...context(), axiosInstance: axios, reporter },
    );
    expect(entries.map((e) => e.locale)).toEqual(['de']);
  });

  it('fails the build with its own message when the CMS does not answer at all', async () => {
    const axios = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1337'), { code: 'ECONNREFUSED' });
    };
    const reporter = {
      info: jest.fn(),
      panic: jest.fn((message: string, error: Error) => {
        throw new Error(`${message}: ${error.message}`);
      }),
    };
    const fetching = fetchEntity(
      { endpoint: '/api/global', queryParams: {}, uid: 'api::global.global', pluginOptions: {} },
      { ...context(), axiosInstance: axios, reporter },
    );
    await expect(fetching).rejects.toThrow(/^Failed to fetch data from Strapi \/api\/global .*: connect ECONNREFUSED/);
  });
});
