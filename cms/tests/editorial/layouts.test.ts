import fs from 'node:fs';
import path from 'node:path';
import { orderedRows } from '../../src/bootstrap/admin-layouts';
import { PUBLIC_COLLECTION_TYPES, PUBLIC_SINGLE_TYPES } from '../../src/bootstrap/content-types';
import { HELP_PREFIX, helpTranslations, mapHints } from '../../src/admin/field-help';
import {
  GERMAN_COMPONENT_NAMES,
  GERMAN_HELP,
  GERMAN_LABELS,
  GERMAN_OPTION_LABELS,
  GERMAN_TYPE_NAMES,
} from '../../src/editorial/labels-de';
import {
  COMMON_FIELDS,
  COMPONENT_UIDS,
  CONTENT_TYPE_LAYOUTS,
  SINGLE_TYPE_LAYOUTS,
  SYSTEM_TYPE_LAYOUTS,
  labelTranslations,
} from '../../src/editorial/layouts';

const SRC = path.join(__dirname, '..', '..', 'src');
const LAYOUTS = { ...CONTENT_TYPE_LAYOUTS, ...SINGLE_TYPE_LAYOUTS, ...SYSTEM_TYPE_LAYOUTS };

function contentTypeAttributes(uid: string): string[] {
  const name = uid.split('.').pop()!;
  const file = path.join(SRC, 'api', name, 'content-types', name, 'schema.json');
  return Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).attributes);
}

function componentFiles(): Array<[string, string[]]> {
  const dir = path.join(SRC, 'components');
  return fs.readdirSync(dir).flatMap((category) =>
    fs.readdirSync(path.join(dir, category)).map((file): [string, string[]] => {
      const schema = JSON.parse(fs.readFileSync(path.join(dir, category, file), 'utf8'));
      return [`${category}.${file.replace(/\.json$/, '')}`, Object.keys(schema.attributes)];
    }),
  );
}

describe('editor labels', () => {
  it.each([...PUBLIC_COLLECTION_TYPES, ...PUBLIC_SINGLE_TYPES])('%s: every field has a plain label', (uid) => {
    const layout = LAYOUTS[uid];
    expect(layout).toBeDefined();
    const unlabelled = contentTypeAttributes(uid).filter((field) => !(layout!.fields?.[field] ?? COMMON_FIELDS[field]));
    expect(unlabelled).toEqual([]);
  });

  it.each(componentFiles())('component %s: every field has a plain label', (_uid, attributes) => {
    expect(attributes.filter((field) => !COMMON_FIELDS[field])).toEqual([]);
  });

  it.each(Object.entries(LAYOUTS))('%s: list columns and field order name existing fields', (uid, layout) => {
    const attributes = new Set([...contentTypeAttributes(uid), 'updatedAt', 'createdAt']);
    const unknown = [layout.mainField, ...layout.list, ...layout.order].filter((field) => !attributes.has(field));
    expect(unknown).toEqual([]);
  });

  it('help texts that state a rule say it (title suffix, description length)', () => {
    expect(COMMON_FIELDS.pageTitle!.help).toContain('" - Kastell Labs" is added automatically');
    expect(COMMON_FIELDS.metaDescription!.help).toMatch(/70–160 characters/);
  });
});

describe('orderedRows', () => {
  const current = [
    [
      { name: 'a', size: 6 },
      { name: 'b', size: 6 },
    ],
    [{ name: 'c', size: 12 }],
    [{ name: 'd', size: 4 }],
  ];

  it('puts named fields first, keeps every field and its size, never exceeds a row of 12', () => {
    const rows = orderedRows(current, ['d', 'c']);
    expect(rows.flat().map((f) => f.name)).toEqual(['d', 'c', 'a', 'b']);
    for (const row of rows) expect(row.reduce((sum, f) => sum + f.size, 0)).toBeLessThanOrEqual(12);
    expect(rows.flat().find((f) => f.name === 'c')!.size).toBe(12);
  });

  it('ignores names that are not fields', () => {
    expect(
      orderedRows(current, ['nope', 'b'])
        .flat()
        .map((f) => f.name),
    ).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('German admin labels', () => {
  const labels = () =>
    [
      ...Object.values(COMMON_FIELDS),
      ...Object.values({ ...CONTENT_TYPE_LAYOUTS, ...SINGLE_TYPE_LAYOUTS }).flatMap((l) =>
        Object.values(l.fields ?? {}),
      ),
    ].map((f) => f.label);

  it('every English label has a German one', () => {
    expect(labels().filter((label) => !GERMAN_LABELS[label])).toEqual([]);
  });

  it('produces the Content Manager keys for entries and for fields inside components', () => {
    const messages = labelTranslations((label) => GERMAN_LABELS[label]);
    const german = (field: { label: string } | undefined) => {
      const label = GERMAN_LABELS[field!.label];
      if (!label) throw new Error(`No German label for "${field!.label}"`);
      return label;
    };
    expect(messages['content-manager.content-types.api::page.page.pageTitle']).toBe(german(COMMON_FIELDS.pageTitle));
    expect(messages['content-manager.content-types.api::post.post.topics']).toBe(
      german(CONTENT_TYPE_LAYOUTS['api::post.post']!.fields!.topics),
    );
    expect(messages['content-manager.components.sections.intro.eyebrow']).toBe(german(COMMON_FIELDS.eyebrow));
    expect(messages['content-manager.components.shared.step.duration']).toBe(german(COMMON_FIELDS.duration));
  });

  it('knows every component', () => {
    expect([...COMPONENT_UIDS].sort()).toEqual(
      componentFiles()
        .map(([uid]) => uid)
        .sort(),
    );
  });
});

describe('German admin help texts', () => {
  const helps = () =>
    [
      ...Object.values(COMMON_FIELDS),
      ...Object.values({ ...CONTENT_TYPE_LAYOUTS, ...SINGLE_TYPE_LAYOUTS }).flatMap((l) =>
        Object.values(l.fields ?? {}),
      ),
    ].flatMap((f) => (f.help ? [f.help] : []));

  it('every English help text has a German one, and no German one is left over', () => {
    expect(helps().filter((help) => !GERMAN_HELP[help])).toEqual([]);
    expect(Object.keys(GERMAN_HELP).filter((english) => !helps().includes(english))).toEqual([]);
  });

  it('keeps the rules the help states (title suffix, lengths)', () => {
    expect(GERMAN_HELP[COMMON_FIELDS.pageTitle!.help!]).toContain('„ - Kastell Labs“ wird automatisch angehängt');
    expect(GERMAN_HELP[COMMON_FIELDS.metaDescription!.help!]).toMatch(/70–160 Zeichen/);
    expect(GERMAN_HELP[COMMON_FIELDS.slug!.help!]).toMatch(/ä → ae/);
  });

  it('produces admin messages keyed by the English help text', () => {
    const messages = helpTranslations(GERMAN_HELP);
    const german = GERMAN_HELP[COMMON_FIELDS.eyebrow!.help!];
    expect(german).toEqual(expect.any(String));
    expect(messages[`${HELP_PREFIX}${COMMON_FIELDS.eyebrow!.help}`]).toBe(german);
  });

  it('swaps the help of entry fields and of fields inside components in the edit view layout, nothing else', () => {
    const layout = {
      layout: [
        [
          [
            { name: 'title', hint: 'Help A' },
            { name: 'views', hint: '' },
          ],
        ],
      ],
      components: { 'sections.intro': { layout: [[{ name: 'eyebrow', hint: 'Help B' }]], settings: {} } },
      options: {},
    };
    const mapped = mapHints(layout, (text) => `[${text}]`);
    expect(mapped.layout[0]![0]!.map((f) => f.hint)).toEqual(['[Help A]', '']);
    expect(mapped.components['sections.intro']!.layout[0]![0]!.hint).toBe('[Help B]');
    expect(mapped.options).toEqual({});
  });
});

describe('German names of content types and sections', () => {
  const displayNames = () =>
    fs.readdirSync(path.join(SRC, 'api')).flatMap((name) => {
      const file = path.join(SRC, 'api', name, 'content-types', name, 'schema.json');
      return fs.existsSync(file) ? [JSON.parse(fs.readFileSync(file, 'utf8')).info.displayName as string] : [];
    });

  it('every content type has a German name', () => {
    const names = displayNames();
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !GERMAN_TYPE_NAMES[name])).toEqual([]);
    expect(Object.keys(GERMAN_TYPE_NAMES).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('every component and component group has a German name', () => {
    const uids = componentFiles().map(([uid]) => uid);
    const groups = [...new Set(uids.map((uid) => uid.split('.')[0]!))];
    expect([...uids, ...groups].filter((key) => !GERMAN_COMPONENT_NAMES[key])).toEqual([]);
    expect(GERMAN_COMPONENT_NAMES['sections.intro']).toBe('Einstieg (Seitenanfang)');
  });
});

test('every choice of a selection field an editor sees has a German name', () => {
  const schemaFiles = [
    ...fs
      .readdirSync(path.join(SRC, 'api'))
      .map((name) => path.join(SRC, 'api', name, 'content-types', name, 'schema.json'))
      .filter((file) => fs.existsSync(file)),
    ...fs
      .readdirSync(path.join(SRC, 'components'))
      .flatMap((group) =>
        fs.readdirSync(path.join(SRC, 'components', group)).map((file) => path.join(SRC, 'components', group, file)),
      ),
  ];
  const values = schemaFiles.flatMap((file) => {
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (schema.pluginOptions?.['content-manager']?.visible === false) return [];
    return Object.values(schema.attributes as Record<string, { type: string; enum?: string[] }>).flatMap((attribute) =>
      attribute.type === 'enumeration' ? (attribute.enum ?? []) : [],
    );
  });
  expect(values).toContain('insight-list');
  expect(values.filter((value) => !GERMAN_OPTION_LABELS[value])).toEqual([]);
});
