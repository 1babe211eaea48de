/** The error body Strapi answers with: `{ data: null, error: { status, name, message, details } }`. */
export type StrapiErrorBody = {
  data: null;
  error: { status: number; name: string; message: string; details?: unknown };
};

/**
 * The one error the CMS data layer throws. It names what was being read (content type, locale) so a
 * failed build says exactly which content broke.
 */
export class CmsError extends Error {
  override readonly name = 'CmsError';
  constructor(
    message: string,
    readonly info: { status?: number; url?: string; contentType?: string; locale?: string; cause?: unknown } = {},
  ) {
    const where = [info.contentType, info.locale && `locale "${info.locale}"`].filter(Boolean).join(', ');
    super(where ? `${message} (${where})` : message);
  }
}

export function isStrapiErrorBody(body: unknown): body is StrapiErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof (body as { error: unknown }).error === 'object' &&
    (body as { error: unknown }).error !== null
  );
}
