/**
 * The one table of sections (definitions.ts) against the source of truth, the CMS schema: every section
 * component of the CMS has a section here and a React component, and every attribute of it reaches the page
 * (declared in the section's GraphQL type and selected by its fragment) unless the table says why not.
 */
import fs from 'fs';
import path from 'path';
import { Kind, parse, type DocumentNode } from 'graphql';
import { componentNodeName } from '../schema/naming';
import { SECTION_DEFINITIONS, SECTION_UIDS, type SectionUid } from './definitions';
import { SECTION_COMPONENTS } from './registry';

jest.mock('gatsby', () => ({ graphql: () => '' }));

const CMS_SECTIONS = path.resolve(__dirname, '../../../cms/src/components/sections');
const cmsAttributes = (uid: string): string[] => {
  const file = path.join(CMS_SECTIONS, `${uid.replace(/^sections\./, '')}.json`);
  return Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).attributes as Record<string, unknown>);
};
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

/** Fields the section's fragment selects at its top level. */
function fragmentFields(uid: SectionUid): Set<string> {
  const source = fs.readFileSync(path.join(__dirname, folderOf(uid), 'fragment.ts'), 'utf8');
  const graphql = /graphql`([\s\S]*?)`/.exec(source)?.[1] ?? '';
  const doc: DocumentNode = parse(graphql);
  const fragment = doc.definitions.find(
    (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.typeCondition.name.value === componentNodeName(uid),
  );
  if (fragment?.kind !== Kind.FRAGMENT_DEFINITION) throw new Error(`${uid}: no fragment on ${componentNodeName(uid)}`);
  return new Set(fragment.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])));
}

describe('page sections', () => {
  it('have one definition and one React component for every section component of the CMS', () => {
    expect([...SECTION_UIDS].sort()).toEqual(CMS_UIDS);
    expect(Object.keys(SECTION_COMPONENTS).sort()).toEqual(CMS_UIDS);
  });

  it.each(CMS_UIDS)('%s: every CMS attribute is rendered or listed as not shown', (uid) => {
    const definition = SECTION_DEFINITIONS[uid as SectionUid];
    const declared = sdlSources(uid as SectionUid);
    const selected = fragmentFields(uid as SectionUid);
    const reaching = new Set([...declared].filter(([field]) => selected.has(field)).map(([, source]) => source));
    const missing = cmsAttributes(uid).filter((attr) => !reaching.has(attr) && !(attr in definition.notShown));
    expect(missing).toEqual([]);
  });

  it('lists as not shown only attributes the CMS has, each with a reason', () => {
    for (const uid of SECTION_UIDS) {
      for (const [attr, reason] of Object.entries(SECTION_DEFINITIONS[uid].notShown)) {
        expect(cmsAttributes(uid)).toContain(attr);
        expect(reason.length).toBeGreaterThan(10);
      }
    }
  });
});
