import type { Locale } from '@app/routing';
import type { GuideContent } from './types';

/** The guide of one locale as the build's GraphQL query returns it (already checked by `schema/validate.ts`). */
export type GuideNode = {
  readonly title: string;
  readonly subtitle: string;
  readonly chapters: ReadonlyArray<{ readonly heading: string; readonly body: string }>;
  readonly closingHeading: string;
  readonly closingText: string;
  readonly disclaimer: string;
  readonly updatedAt: string | null;
};

/** The site's guide type from the GraphQL node (CMS names stop at the schema layer). */
export function guideFromNode(node: GuideNode, locale: Locale): GuideContent {
  return {
    locale,
    title: node.title,
    subtitle: node.subtitle,
    chapters: node.chapters.map(({ heading, body }) => ({ heading, body })),
    closingHeading: node.closingHeading,
    closingText: node.closingText,
    disclaimer: node.disclaimer,
    updatedAt: node.updatedAt,
  };
}
