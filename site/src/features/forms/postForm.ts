import type { FailedResponse } from '@app/validation';

/** A form endpoint that accepts the connection but never answers must not leave the form sending forever. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * A failed form request. `response` is the failure in the shape `mapServerError` reads: status, status
 * text and parsed body of an error answer — without a client message, so an answer that explains nothing
 * ends in product rules §5's 'The given data was invalid' rather than a technical text. `unreachable` marks a
 * request that got no answer at all (offline, DNS, CORS, timeout); its `response` carries only the
 * client's own message, and the form explains in its own words instead.
 */
export class FormRequestError extends Error {
  readonly response: FailedResponse;
  readonly unreachable: boolean;

  constructor(message: string, response: FailedResponse, cause?: unknown) {
    super(message, { cause });
    this.name = 'FormRequestError';
    this.response = response;
    this.unreachable = response.status === undefined;
  }

  get status(): number | undefined {
    return this.response.status;
  }
}

export type PostFormOptions = {
  /** The browser's `fetch` unless given (tests pass a fake). */
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type PostFormResult<T> = { status: number; data: T };

/**
 * JSON when the body is JSON, else the plain text (the API may answer either, product rules §7); empty →
 * undefined.
 */
function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function'
    ? AbortSignal.timeout(ms)
    : undefined;
}

/**
 * POSTs a form as JSON. Resolves with the parsed answer of a 2xx response; rejects with a
 * `FormRequestError` otherwise — with the status and parsed body for an error answer, or `unreachable`
 * when no answer came.
 */
export async function postForm<T = unknown>(
  url: string,
  body: Readonly<Record<string, unknown>>,
  options: PostFormOptions = {},
): Promise<PostFormResult<T>> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/plain' },
      body: JSON.stringify(body),
      signal: timeoutSignal(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network request failed';
    throw new FormRequestError(message, { message }, cause);
  }
  const data = parseBody(await response.text().catch(() => ''));
  if (!response.ok) {
    throw new FormRequestError(`Request failed with status ${response.status}`, {
      status: response.status,
      statusText: response.statusText,
      data,
    });
  }
  return { status: response.status, data: data as T };
}
