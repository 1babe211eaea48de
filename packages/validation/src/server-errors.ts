import { type ValidationLocale } from './rules';

/** A failed response as the HTTP client reports it; `data` is the parsed body. */
export type FailedResponse = {
  status?: number;
  statusText?: string;
  data?: unknown;
  /** The client's own message (e.g. "Failed to fetch"). */
  message?: string;
};

export type MappedServerError = {
  /** One message per known field, ready for the form's `setErrors`. */
  fieldErrors: Record<string, string>;
  /** Messages for the toast store, in order, without duplicates. */
  toasts: string[];
};

export type MapServerErrorOptions = { locale?: ValidationLocale };

/** The generic toast shown when a failure produced no other message (product rules §5, §8). */
export const INVALID_DATA_MESSAGE: Readonly<Record<ValidationLocale, string>> = {
  en: 'The given data was invalid',
  de: 'Die übermittelten Daten sind ungültig',
};

type Body = Readonly<Record<string, unknown>>;
/** Messages grouped by field; `undefined` holds messages that name no field. */
type KeyedMessages = ReadonlyArray<readonly [field: string | undefined, messages: string[]]>;

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Every message in a string, a (nested) array of them, or `{ message }` objects, depth first. */
function messagesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(messagesIn);
  const text = isRecord(value) ? nonBlank(value.message) : nonBlank(value);
  return text === undefined ? [] : [text];
}

/** Strapi 5 validation errors: `error.details.errors: [{ path: ['email'], message }]`. */
function strapiKeyedMessages(body: Body): KeyedMessages | undefined {
  const error = isRecord(body.error) ? body.error : undefined;
  const details = error !== undefined && isRecord(error.details) ? error.details : undefined;
  const items: unknown[] = Array.isArray(details?.errors) ? details.errors : [];
  const pathOf = (item: unknown): string | undefined =>
    isRecord(item) && Array.isArray(item.path) && item.path.length > 0 ? item.path.map(String).join('.') : undefined;
  if (!items.some((item) => pathOf(item) !== undefined)) return undefined;
  const grouped = new Map<string | undefined, string[]>();
  for (const item of items) {
    const key = pathOf(item);
    grouped.set(key, [...(grouped.get(key) ?? []), ...messagesIn(item)]);
  }
  return [...grouped];
}

/** Field errors keyed by name (`errors: { email: ['…'] }`) or Strapi's path list, else undefined. */
function keyedMessages(body: Body): KeyedMessages | undefined {
  if (isRecord(body.errors)) return Object.entries(body.errors).map(([field, value]) => [field, messagesIn(value)]);
  if (Array.isArray(body.errors)) return undefined;
  return strapiKeyedMessages(body);
}

/**
 * The "otherwise" row of product rules §8: response message, else error, else status text, else the client's
 * message.
 */
function fallbackMessage(response: Body, body: Body): string | undefined {
  const error = isRecord(body.error) ? body.error.message : body.error;
  return nonBlank(body.message) ?? nonBlank(error) ?? nonBlank(response.statusText) ?? nonBlank(response.message);
}

function applyKeyed(keyed: KeyedMessages, known: ReadonlySet<string>, result: MappedServerError): void {
  for (const [field, messages] of keyed) {
    // The form shows one message per field, so a field (or a toast for an unknown one) gets the first.
    const first = messages[0];
    if (first === undefined) continue;
    if (field !== undefined && known.has(field)) result.fieldErrors[field] ??= first;
    else result.toasts.push(first);
  }
}

/**
 * Maps a failed response to form field errors and toasts, exactly as product rules §8 lists it:
 * errors keyed by field go to known fields (the rest to toasts); errors as an array give their first
 * nested message as a toast; otherwise one toast with the best message available; and when nothing
 * at all would be shown, the generic 'The given data was invalid'.
 */
export function mapServerError(
  error: unknown,
  knownFields: Iterable<string>,
  options: MapServerErrorOptions = {},
): MappedServerError {
  const response: Body = isRecord(error) ? error : typeof error === 'string' ? { message: error } : {};
  const body: Body = isRecord(response.data) ? response.data : {};
  const result: MappedServerError = { fieldErrors: {}, toasts: [] };
  const keyed = keyedMessages(body);
  if (keyed !== undefined) {
    applyKeyed(keyed, new Set(knownFields), result);
  } else if (Array.isArray(body.errors)) {
    const first = messagesIn(body.errors)[0];
    if (first !== undefined) result.toasts.push(first);
  } else {
    const message = fallbackMessage(response, body);
    if (message !== undefined) result.toasts.push(message);
  }
  if (Object.keys(result.fieldErrors).length === 0 && result.toasts.length === 0) {
    result.toasts.push(INVALID_DATA_MESSAGE[options.locale === 'de' ? 'de' : 'en']);
  }
  result.toasts = [...new Set(result.toasts)];
  return result;
}
