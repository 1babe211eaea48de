import { useEffect, useRef } from 'react';
import { useForm, useQueryParams } from '@strapi/admin/strapi-admin';
import { DEFAULT_LOCALE } from '@app/routing';
import { SLUG_SOURCES, followingSlug } from '../lib/slug';

type Props = {
  model?: string;
  document?: { locale?: string | null; status?: string | null; publishedAt?: string | null } | null;
};
type FormValues = Record<string, unknown>;

/**
 * While an entry has never been published, its slug follows the title as the editor types — the rule the CMS
 * applies on save (`editorial/document-rules.ts`), so what the form shows is what will be stored.
 * A slug the editor typed is left alone. Registered as an edit view side panel that renders nothing: panels are
 * the Content Manager's extension point inside the edit form.
 */
export function SlugFollowsTitle(props: Props) {
  const model = props.model ?? '';
  const source = SLUG_SOURCES[model];
  // The admin types the form's values as `object`; the fields are read by name.
  const values = useForm('SlugFollowsTitle', (state) => state.values as FormValues);
  const onChange = useForm(
    'SlugFollowsTitle',
    (state: { onChange: (name: string, value: unknown) => void }) => state.onChange,
  );
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  // The language version being edited is the one in the address: while a new version is created, the document
  // the Content Manager holds may be another language's (already published) one.
  const locale = query.plugins?.i18n?.locale ?? props.document?.locale ?? DEFAULT_LOCALE;
  const sameVersion = props.document?.locale === locale;
  const neverPublished = !sameVersion || !props.document?.status || props.document.status === 'draft';
  const title = source ? values[source] : undefined;
  const previous = useRef(title);
  /** The slug this component set last: still that value means the editor has not typed one of their own. */
  const lastSet = useRef<string | null>(null);
  useEffect(() => {
    // While the form or the document is still settling, wait: the title seen last stays the reference.
    if (!source || !neverPublished || typeof title !== 'string') return;
    const before = previous.current;
    previous.current = title;
    const ours = typeof values.slug === 'string' && values.slug === lastSet.current;
    const next = followingSlug({ model, slug: ours ? '' : values.slug, before, title, locale });
    if (next !== null && next !== values.slug) {
      lastSet.current = next;
      onChange('slug', next);
    }
    // Only a change of the title (or the form becoming ready) moves the slug.
  }, [title, source, neverPublished]);
  return null;
}
