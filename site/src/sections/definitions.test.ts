/**
 * The section types against their source of truth, the CMS component files (`cms/src/components/sections/`): every
 * place that names section types names exactly those (one case per place, so a missing step of the recipe in
 * docs/architecture.md fails the case of its place), and every CMS attribute of a section reaches the page
 * (declared in its GraphQL type and selected by its fragment) unless the section lists it as not shown.
 */
import fs from 'fs';
import path from 'path';
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { SECTION_COMPONENTS as POPULATED_SECTIONS } from '@app/cms-client';
import { componentNodeName } from '../schema/naming';
import { SECTION_DEFINITIONS, SECTION_UIDS, type SectionUid } from './definitions';
import { SECTION_VIEWS } from './registry';

jest.mock('gatsby', () => ({ graphql: () => '' }));

const ROOT = path.resolve(__dirname, '../../..');
const CMS_SECTIONS = path.join(ROOT, 'cms/src/components/sections');
const PAGE_SCHEMA = path.join(ROOT, 'cms/src/api/page/content-types/page/schema.json');
const ARCHITECTURE = path.join(ROOT, 'docs/architecture.md');

const cmsAttributes = (uid: string): string[] => {
  const file = path.join(CMS_SECTIONS, `${uid.replace(/^sections\./, '')}.json`);
  return Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).attributes as Record<string, unknown>);
};
/** The source of truth: one CMS component file per section type. */
const CMS_UIDS = fs
  .readdirSync(CMS_SECTIONS)
  .map((file) => `sections.${file.replace(/\.json$/, '')}`)
  .sort();

/** The section folder of a UID: `sections.four-steps` → `FourSteps`. */
const folderOf = (uid: string) =>
  uid
    .replace(/^sections\./, '')
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/** The GraphQL documents of a `graphql` tagged template in a file. */
const graphqlIn = (file: string): DocumentNode =>
  parse(/graphql`([\s\S]*?)`/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '');

const fragmentsIn = (doc: DocumentNode) =>
  doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);

/** The fragment `<Name>Section on <node type>` of a section folder, if the folder has it. */
function sectionFragment(uid: string): FragmentDefinitionNode | undefined {
  const file = path.join(__dirname, folderOf(uid), 'fragment.ts');
  if (!fs.existsSync(file)) return undefined;
  return fragmentsIn(graphqlIn(file)).find(
    (f) => f.name.value === `${folderOf(uid)}Section` && f.typeCondition.name.value === componentNodeName(uid),
  );
}

/** Section types whose folder has the component, its test, its schema module for this UID and its fragment. */
function completeFolders(): string[] {
  return CMS_UIDS.filter((uid) => {
    const folder = path.join(__dirname, folderOf(uid));
    const files = ['schema.ts', 'fragment.ts', `${folderOf(uid)}.tsx`, `${folderOf(uid)}.test.tsx`];
    if (!files.every((file) => fs.existsSync(path.join(folder, file)))) return false;
    const schema = fs.readFileSync(path.join(folder, 'schema.ts'), 'utf8');
    return schema.includes(`export const UID = '${uid}';`) && sectionFragment(uid) !== undefined;
  });
}

/** The section fragments the page query spreads (`sections/fragment.ts`), as the UIDs they belong to. */
function spreadSections(): string[] {
  const pageSections = fragmentsIn(graphqlIn(path.join(__dirname, 'fragment.ts'))).find(
    (f) => f.name.value === 'PageSections',
  );
  const sections = pageSections?.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  const spreads =
    sections?.kind === Kind.FIELD
      ? (sections.selectionSet?.selections ?? []).flatMap((s) =>
          s.kind === Kind.FRAGMENT_SPREAD ? [s.name.value] : [],
        )
      : [];
  return spreads.map((name) => CMS_UIDS.find((uid) => `${folderOf(uid)}Section` === name) ?? name);
}

/** Every place a section type is named, with what it names. A new section type has to be added to each. */
const PLACES: Array<{ place: string; uids: () => readonly string[] }> = [
  {
    place: 'cms/src/api/page/content-types/page/schema.json',
    uids: () => JSON.parse(fs.readFileSync(PAGE_SCHEMA, 'utf8')).attributes.sections.components as string[],
  },
  { place: 'packages/cms-client/src/content-queries.ts', uids: () => POPULATED_SECTIONS },
  { place: 'site/src/sections/<Name>/', uids: completeFolders },
  { place: 'site/src/sections/definitions.ts', uids: () => SECTION_UIDS },
  { place: 'site/src/sections/registry.tsx', uids: () => Object.keys(SECTION_VIEWS) },
  { place: 'site/src/sections/fragment.ts', uids: spreadSections },
];

describe('every place that names section types names the CMS section components, no more, no fewer', () => {
  it.each(PLACES)('$place', ({ uids }) => {
    expect([...uids()].sort()).toEqual(CMS_UIDS);
  });

  it('the recipe for a new section type (docs/architecture.md) names each of these places', () => {
    const architecture = fs.readFileSync(ARCHITECTURE, 'utf8');
    const recipe = /^## A new section type\n([\s\S]*?)(?=^## )/m.exec(architecture)?.[1] ?? '';
    const named = PLACES.map(({ place }) => place).filter((place) => recipe.includes(`\`${place}\``));
    expect(named).toEqual(PLACES.map(({ place }) => place));
  });
});

/** CMS attribute behind each field of the section's GraphQL type (`from:` of @proxy, @link, @markdownHtml …). */
function sdlSources(uid: SectionUid): Map<string, string> {
  const sources = new Map<string, string>();
  const doc = parse(SECTION_DEFINITIONS[uid].typeDefs);
  for (const definition of doc.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    for (const field of definition.fields ?? []) {
      const from = field.directives?.flatMap((d) => d.arguments ?? []).find((a) => a.name.value === 'from')?.value;
      const source = from?.kind === Kind.STRING ? from.value.replace(/___NODE$/, '') : field.name.value;
      const collection = field.directives?.some((d) => d.name.value === 'localeCollection');
      if (!collection) sources.set(field.name.value, source);
    }
  }
  return sources;
}

/** CMS attributes that reach the page: declared in the section's type and selected by its fragment. */
function reachingThePage(uid: SectionUid): Set<string> {
  const selected = new Set(
    sectionFragment(uid)?.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])),
  );
  return new Set([...sdlSources(uid)].filter(([field]) => selected.has(field)).map(([, source]) => source));
}

/** The one field of a section node that is the source plugin's, not a CMS attribute. */
const PLUGIN_FIELDS = new Set(['strapi_component']);

describe.each(CMS_UIDS as SectionUid[])('%s', (uid) => {
  it('every CMS attribute reaches the page or is listed as not shown', () => {
    const reaching = reachingThePage(uid);
    const notShown = SECTION_DEFINITIONS[uid].notShown;
    expect(cmsAttributes(uid).filter((attr) => !reaching.has(attr) && !(attr in notShown))).toEqual([]);
  });

  it('its GraphQL type reads only attributes the CMS has, and its "not shown" list only hidden ones, with reasons', () => {
    const attributes = new Set(cmsAttributes(uid));
    const unknownSources = [...sdlSources(uid).values()].filter((s) => !attributes.has(s) && !PLUGIN_FIELDS.has(s));
    expect(unknownSources).toEqual([]);
    const reaching = reachingThePage(uid);
    const wrong = Object.entries(SECTION_DEFINITIONS[uid].notShown).filter(
      ([attr, reason]) => !attributes.has(attr) || reaching.has(attr) || reason.trim().length < 10,
    );
    expect(wrong).toEqual([]);
  });
});
