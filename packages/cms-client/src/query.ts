/** A query value in Strapi's bracket notation (`populate[image]=true`, `sort[0]=date:desc`). */
export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/**
 * Serialises nested query objects the way Strapi's REST API reads them:
 * `{ populate: { image: true }, pagination: { page: 2 } }` → `populate[image]=true&pagination[page]=2`.
 * Undefined and null values are skipped.
 */
export function toQueryString(query: Record<string, QueryValue>): string {
  const parts: string[] = [];
  const walk = (prefix: string, value: QueryValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(`${prefix}[${i}]`, v));
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(`${prefix}[${k}]`, v);
    } else {
      parts.push(
        `${encodeURIComponent(prefix).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`,
      );
    }
  };
  for (const [key, value] of Object.entries(query)) walk(key, value);
  return parts.join('&');
}
