import { CmsError } from '@app/cms-client';
import { isIconName, type IconName } from '@app/icons';

type Raw = Record<string, unknown>;

/**
 * Reads fields of one CMS record with type checks. A missing required field fails the build with the
 * content type, locale and field named — never a silently empty page.
 */
export class FieldReader {
  constructor(
    readonly raw: Raw,
    readonly where: { contentType: string; locale: string; entry: string },
  ) {}

  private fail(field: string, problem: string): never {
    throw new CmsError(`${this.where.entry}: field "${field}" ${problem}`, {
      contentType: this.where.contentType,
      locale: this.where.locale,
    });
  }

  str(field: string): string {
    const value = this.raw[field];
    if (typeof value !== 'string' || value.trim() === '') this.fail(field, 'is missing or empty');
    return value;
  }

  optStr(field: string): string | null {
    const value = this.raw[field];
    if (value === null || value === undefined || value === '') return null;
    if (typeof value !== 'string') this.fail(field, 'is not text');
    return value;
  }

  num(field: string, fallback?: number): number {
    const value = this.raw[field];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    if (fallback !== undefined && (value === null || value === undefined)) return fallback;
    return this.fail(field, 'is not a number');
  }

  bool(field: string): boolean {
    return this.raw[field] === true;
  }

  icon(field: string): IconName | null {
    const value = this.optStr(field);
    if (value === null) return null;
    if (!isIconName(value)) this.fail(field, `names an unknown icon "${value}"`);
    return value;
  }

  list(field: string): FieldReader[] {
    const value = this.raw[field];
    if (value === null || value === undefined) return [];
    if (!Array.isArray(value)) this.fail(field, 'is not a list');
    return value.map(
      (item, i) => new FieldReader(item as Raw, { ...this.where, entry: `${this.where.entry}.${field}[${i}]` }),
    );
  }

  obj(field: string): FieldReader | null {
    const value = this.raw[field];
    if (value === null || value === undefined) return null;
    if (typeof value !== 'object' || Array.isArray(value)) this.fail(field, 'is not an object');
    return new FieldReader(value as Raw, { ...this.where, entry: `${this.where.entry}.${field}` });
  }

  /** Any value, unchecked (media and JSON fields are checked by their own mappers). */
  any(field: string): unknown {
    return this.raw[field];
  }
}
