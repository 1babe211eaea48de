import * as about from './About/schema';
import * as assets from './Assets/schema';
import * as callToAction from './CallToAction/schema';
import * as caseStudies from './CaseStudies/schema';
import * as components from './Components/schema';
import * as contact from './Contact/schema';
import * as faq from './Faq/schema';
import * as featureList from './FeatureList/schema';
import * as figures from './Figures/schema';
import * as fourSteps from './FourSteps/schema';
import * as guideDownload from './GuideDownload/schema';
import * as intro from './Intro/schema';
import * as jobOpenings from './JobOpenings/schema';
import * as launchingStages from './LaunchingStages/schema';
import * as lifecycle from './Lifecycle/schema';
import * as mapSubscribe from './MapSubscribe/schema';
import * as marketing from './Marketing/schema';
import * as media from './Media/schema';
import * as platform from './Platform/schema';
import * as products from './Products/schema';
import * as quizStart from './QuizStart/schema';
import * as richText from './RichText/schema';
import * as schedule from './Schedule/schema';
import * as serviceCatalogue from './ServiceCatalogue/schema';
import * as services from './Services/schema';
import * as team from './Team/schema';
import * as technology from './Technology/schema';
import * as timeframe from './Timeframe/schema';
import * as workflow from './Workflow/schema';

/**
 * Every section type's schema module (`sections/<Name>/schema.ts`): its CMS component UID, the SDL of its node type
 * and, optionally, `notShown`. A new section type starts here (docs/architecture.md, "A new section type").
 */
const SCHEMAS = [
  about,
  assets,
  callToAction,
  caseStudies,
  components,
  contact,
  faq,
  featureList,
  figures,
  fourSteps,
  guideDownload,
  intro,
  jobOpenings,
  launchingStages,
  lifecycle,
  mapSubscribe,
  marketing,
  media,
  platform,
  products,
  quizStart,
  richText,
  schedule,
  serviceCatalogue,
  services,
  team,
  technology,
  timeframe,
  workflow,
] as const satisfies ReadonlyArray<SectionSchema>;

/** What a section's `schema.ts` exports. */
type SectionSchema = {
  readonly UID: string;
  readonly typeDefs: string;
  /**
   * CMS attributes of the component the site deliberately does not show, each with the reason. Every other
   * attribute must reach the page (checked against the CMS schema by `definitions.test.ts`).
   */
  readonly notShown?: Readonly<Record<string, string>>;
};

/** The CMS component UIDs the site renders (`sections.<name>`). */
export type SectionUid = (typeof SCHEMAS)[number]['UID'];

export type SectionDefinition = Required<Pick<SectionSchema, 'typeDefs' | 'notShown'>>;

/**
 * The one table of page sections, keyed by CMS component UID. The CMS component files are the source of truth;
 * `definitions.test.ts` checks every other place a section type is named against them.
 */
export const SECTION_DEFINITIONS: Record<SectionUid, SectionDefinition> = Object.fromEntries(
  SCHEMAS.map((schema: SectionSchema) => [schema.UID, { typeDefs: schema.typeDefs, notShown: schema.notShown ?? {} }]),
) as Record<SectionUid, SectionDefinition>;

export const SECTION_UIDS = SCHEMAS.map((schema) => schema.UID) as SectionUid[];
