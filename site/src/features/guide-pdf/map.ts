import { CmsError } from '@app/cms-client';
import type { Locale } from '@app/routing';
import { FieldReader } from '../../content/read';
import type { GuideContent } from './types';

/**
 * Maps the CMS guide entry (`api::guide.guide`, REST shape or fixture shape) to the site's type. A missing
 * field fails with the content type, locale and field named.
 */
export function mapGuide(raw: Record<string, unknown>, locale: Locale): GuideContent {
  const r = new FieldReader(raw, { contentType: 'guide', locale, entry: 'guide' });
  const chapters = r.list('chapters').map((c) => ({ heading: c.str('heading'), body: c.str('body') }));
  if (chapters.length === 0) throw new CmsError('guide: field "chapters" is empty', { contentType: 'guide', locale });
  return {
    locale,
    title: r.str('title'),
    subtitle: r.str('subtitle'),
    chapters,
    closingHeading: r.str('closingHeading'),
    closingText: r.str('closingText'),
    disclaimer: r.str('disclaimer'),
    updatedAt: r.optStr('updatedAt'),
  };
}
