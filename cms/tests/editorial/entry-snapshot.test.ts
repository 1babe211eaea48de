import { changedFields, snapshotOf, writeValue, type SchemaOf } from '../../src/editorial/entry-snapshot';
import { othersEditing, leave, GONE_MS } from '../../src/editorial/presence';
import { fieldText, snapshotDiff } from '../../src/editorial/snapshot-text';

const SCHEMAS: Record<string, ReturnType<SchemaOf>> = {
  'api::post.post': {
    title: { type: 'string' },
    date: { type: 'date' },
    image: { type: 'media', multiple: false },
    topics: { type: 'relation', target: 'api::topic.topic' },
    sections: { type: 'dynamiczone', components: ['sections.faq'] },
    updatedAt: { type: 'datetime' },
    languages: { type: 'string' },
  },
  'sections.faq': {
    heading: { type: 'string' },
    items: { type: 'component', component: 'shared.item', repeatable: true },
  },
  'shared.item': { question: { type: 'string' }, picture: { type: 'media' } },
};
const options = {
  schemaOf: (uid: string) => SCHEMAS[uid],
  labelFieldOf: (uid: string) => (uid === 'api::topic.topic' ? 'name' : undefined),
  skip: (_uid: string, field: string) => field === 'languages',
};
const text = {
  schemaOf: options.schemaOf,
  labelOf: (_u: string, f: string) => f.toUpperCase(),
  componentNameOf: () => 'FAQ',
};

/** The same article as the document service returns it and as the admin's form sends it back. */
const stored = {
  id: 7,
  documentId: 'abc',
  title: 'Hello',
  date: '2026-11-20',
  image: { id: 3, name: 'crane.jpg', url: '/uploads/crane.jpg' },
  topics: [{ id: 1, documentId: 't1', name: 'Tokens' }],
  sections: [
    { id: 9, __component: 'sections.faq', heading: 'FAQ', items: [{ id: 4, question: 'Why?', picture: null }] },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
  languages: 'en, de',
};
const form = {
  title: 'Hello',
  date: '2026-11-20',
  image: { id: 3, name: 'crane.jpg', url: '/uploads/crane.jpg', formats: {} },
  topics: { connect: [], disconnect: [] },
  sections: [
    {
      id: 9,
      __temp_key__: 'a0',
      __component: 'sections.faq',
      heading: 'FAQ',
      items: [{ id: 4, __temp_key__: 'b0', question: 'Why?' }],
    },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('entry snapshots', () => {
  const before = snapshotOf('api::post.post', stored, options);

  it('keep content only: no ids, timestamps or fields the CMS maintains', () => {
    expect(before).toEqual({
      title: 'Hello',
      date: '2026-11-20',
      image: { id: 3, name: 'crane.jpg' },
      topics: [{ documentId: 't1', label: 'Tokens' }],
      sections: [{ __component: 'sections.faq', heading: 'FAQ', items: [{ question: 'Why?', picture: null }] }],
    });
  });

  it('see no change in a form sent back unchanged, and name exactly the fields a form changed', () => {
    expect(
      changedFields(options.schemaOf, 'api::post.post', before, snapshotOf('api::post.post', form, options)),
    ).toEqual([]);
    const edited = {
      ...form,
      title: 'Hello there',
      topics: { connect: [{ id: 2 }], disconnect: [] },
      sections: [{ ...form.sections[0], items: [{ id: 4, question: 'Why not?' }] }],
    };
    expect(
      changedFields(options.schemaOf, 'api::post.post', before, snapshotOf('api::post.post', edited, options)),
    ).toEqual(['title', 'topics', 'sections']);
    // A relation as the Content Manager's GET answers it (a count) is no change, and not written back.
    const answered = snapshotOf('api::post.post', { ...form, topics: { count: 1 } }, options);
    expect(answered).not.toHaveProperty('topics');
    expect(changedFields(options.schemaOf, 'api::post.post', before, answered)).toEqual([]);
    expect(changedFields(options.schemaOf, 'api::post.post', before, { image: 4 })).toEqual(['image']);
  });

  it('write back as the document service takes it: media by id, relations by document id, no component ids', () => {
    const attributes = SCHEMAS['api::post.post']!;
    expect(writeValue(attributes.image, before.image!)).toBe(3);
    expect(writeValue(attributes.topics, before.topics!)).toEqual({ set: [{ documentId: 't1' }] });
    expect(writeValue(attributes.sections, before.sections!)).toEqual([
      { __component: 'sections.faq', heading: 'FAQ', items: [{ question: 'Why?' }] },
    ]);
    expect(writeValue(attributes.sections, null)).toEqual([]);
  });

  it('read as text with labels and section names, and diff field by field', () => {
    expect(fieldText(SCHEMAS['api::post.post']!.sections!, before.sections!, text)).toBe(
      '1. FAQ\n   HEADING: FAQ\n   ITEMS:\n      1.\n         QUESTION: Why?',
    );
    const after = { ...before, title: 'Hello there', image: null };
    expect(snapshotDiff('api::post.post', before, after, text)).toEqual([
      {
        field: 'title',
        label: 'TITLE',
        parts: [
          { kind: 'same', text: 'Hello' },
          { kind: 'added', text: ' there' },
        ],
      },
      { field: 'image', label: 'IMAGE', parts: [{ kind: 'removed', text: 'crane.jpg' }] },
    ]);
  });
});

describe('presence', () => {
  const target = { uid: 'api::post.post', documentId: 'abc', locale: 'en' };
  const anna = { id: 1, name: 'Anna' };
  const ben = { id: 2, name: 'Ben' };

  it('names the others who have the same language version open, until they leave or fall silent', () => {
    expect(othersEditing(target, anna, 1_000)).toEqual([]);
    expect(othersEditing(target, ben, 2_000)).toEqual([{ name: 'Anna', since: new Date(1_000).toISOString() }]);
    expect(othersEditing({ ...target, locale: 'de' }, ben, 2_000)).toEqual([]);
    leave(target, anna);
    expect(othersEditing(target, ben, 3_000)).toEqual([]);
    othersEditing(target, anna, 3_000);
    expect(othersEditing(target, ben, 3_000 + GONE_MS + 1)).toEqual([]);
  });
});
