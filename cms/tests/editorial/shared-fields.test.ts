import { type AdminPermission, lockSharedFields, mayUpdateField, modelInPath } from '../../src/admin/shared-field-lock';
import { changedFields, comparable } from '../../src/editorial/shared-fields';

const POST = 'api::post.post';
const UPDATE = 'plugin::content-manager.explorer.update';
/** A translator's update permission as `bootstrap/admin-roles.ts` grants it: German, no shared field. */
const translator: AdminPermission[] = [
  { action: UPDATE, subject: POST, properties: { fields: ['title', 'slug', 'seo.title'], locales: ['de'] } },
  { action: 'plugin::content-manager.explorer.read', subject: POST, properties: { fields: ['date'], locales: ['de'] } },
];
const editor: AdminPermission[] = [
  {
    action: UPDATE,
    subject: POST,
    properties: { fields: ['title', 'date', 'image', 'seo.title'], locales: ['en', 'de'] },
  },
];

describe('mayUpdateField (the form of the admin)', () => {
  it('follows the fields and languages of the update permission', () => {
    expect(mayUpdateField(translator, POST, 'de', 'title')).toBe(true);
    expect(mayUpdateField(translator, POST, 'de', 'date')).toBe(false);
    expect(mayUpdateField(translator, POST, 'en', 'title')).toBe(false);
    expect(mayUpdateField(editor, POST, 'en', 'date')).toBe(true);
    expect(mayUpdateField(editor, 'api::page.page', 'en', 'title')).toBe(false);
  });

  it('counts a component as updatable when one of its fields is', () => {
    expect(mayUpdateField(translator, POST, 'de', 'seo')).toBe(true);
  });

  it('treats a permission without a field list as every field, without a language list as every language', () => {
    expect(mayUpdateField([{ action: UPDATE, subject: POST, properties: {} }], POST, 'fr', 'date')).toBe(true);
    expect(mayUpdateField([{ action: UPDATE, subject: POST, properties: { fields: null } }], POST, 'de', 'x')).toBe(
      true,
    );
  });
});

describe('lockSharedFields', () => {
  const shared = { pluginOptions: { i18n: { localized: false } } };
  const own = { pluginOptions: { i18n: { localized: true } } };
  const layout = () => ({
    layout: [
      [
        [
          { name: 'title', attribute: own },
          { name: 'date', attribute: shared },
        ],
        [{ name: 'image', attribute: shared }],
      ],
    ],
    components: {},
  });
  const disabled = (result: ReturnType<typeof lockSharedFields>) =>
    result.layout
      .flat(2)
      .filter((f) => f.disabled)
      .map((f) => f.name);

  it('disables the shared fields a translator may not update, in every language', () => {
    expect(disabled(lockSharedFields(layout(), { permissions: translator, uid: POST, locale: 'de' }))).toEqual([
      'date',
      'image',
    ]);
    expect(disabled(lockSharedFields(layout(), { permissions: translator, uid: POST, locale: 'en' }))).toEqual([
      'date',
      'image',
    ]);
  });

  it('leaves them to an editor, and never touches a field of one language', () => {
    expect(disabled(lockSharedFields(layout(), { permissions: editor, uid: POST, locale: 'de' }))).toEqual([]);
  });
});

test('modelInPath reads the content type of an edit view address', () => {
  expect(modelInPath('/admin/content-manager/collection-types/api::post.post/abc')).toBe(POST);
  expect(modelInPath('/admin/content-manager/collection-types/api::post.post/create')).toBe(POST);
  expect(modelInPath('/admin/content-manager/single-types/api::global.global')).toBe('api::global.global');
  expect(modelInPath('/admin/settings')).toBeNull();
});

describe('changedFields (what a request or another language would change)', () => {
  const attributes = {
    date: { type: 'date' },
    order: { type: 'integer' },
    image: { type: 'media' },
    topics: { type: 'relation' },
  };
  const fields = Object.keys(attributes);
  const stored = {
    date: '2026-11-20',
    order: 3,
    image: { id: 7, documentId: 'img7' },
    topics: [{ id: 1, documentId: 't1' }],
  };

  it('sees no change in the form sent back as loaded, or in fields not sent', () => {
    const form = { date: '2026-11-20', order: '3', image: { id: 7 }, topics: { connect: [], disconnect: [] } };
    expect(changedFields(attributes, fields, form, stored)).toEqual([]);
    expect(changedFields(attributes, fields, {}, stored)).toEqual([]);
    expect(changedFields(attributes, fields, { image: 7, topics: ['t1'] }, stored)).toEqual([]);
  });

  it('names each changed field, in the shapes the admin and the API send', () => {
    expect(changedFields(attributes, fields, { date: '2027-01-01T00:00:00.000Z' }, stored)).toEqual(['date']);
    expect(changedFields(attributes, fields, { order: 4, image: null }, stored)).toEqual(['order', 'image']);
    expect(changedFields(attributes, fields, { image: { id: 8 } }, stored)).toEqual(['image']);
    expect(changedFields(attributes, fields, { topics: { connect: [{ id: 2 }], disconnect: [] } }, stored)).toEqual([
      'topics',
    ]);
    expect(changedFields(attributes, fields, { topics: { set: [] } }, stored)).toEqual(['topics']);
    expect(changedFields(attributes, fields, { topics: [] }, stored)).toEqual(['topics']);
  });

  it('compares against nothing stored (a version without the field) as empty', () => {
    expect(changedFields(attributes, fields, { date: null, image: null }, null)).toEqual([]);
    expect(changedFields(attributes, fields, { date: '2026-11-20' }, null)).toEqual(['date']);
  });
});

test('comparable: one text per meaning', () => {
  expect(comparable({ type: 'date' }, '2026-11-20T00:00:00.000Z')).toBe('2026-11-20');
  expect(comparable({ type: 'decimal' }, '1.50')).toBe('1.5');
  expect(comparable({ type: 'string' }, '')).toBe('');
  expect(comparable({ type: 'datetime' }, '2026-11-20T10:00:00+01:00')).toBe('2026-11-20T09:00:00.000Z');
});
