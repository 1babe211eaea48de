// How the preview server learns whether a preview token opens the preview: it asks the CMS
// (`POST /admin/preview-access`, cms/src/lib/preview-access.ts), which checks the signature, the expiry, the admin
// session (closed at logout) and the user's role. One page load asks many times within a second, so an answer is
// kept for `cacheMs`; a CMS that does not answer opens nothing.

/** How long one answer of the CMS is reused: a logout reaches the preview within this time. */
export const ACCESS_CACHE_MS = 2_000;
/** Answers kept at most (the oldest go first). */
const MAX_ENTRIES = 1_000;
const TIMEOUT_MS = 5_000;

/**
 * The CMS's answer for one token: `{ expiresAt }` (Unix seconds) or null.
 * @param {string} cmsUrl
 * @param {string} token
 * @returns {Promise<{ expiresAt: number } | null>}
 */
async function askCms(cmsUrl, token) {
  try {
    const answer = await fetch(new URL('/admin/preview-access', cmsUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (answer.status !== 200) return null;
    const { expiresAt } = /** @type {{ expiresAt?: unknown }} */ (await answer.json());
    return typeof expiresAt === 'number' && expiresAt * 1000 > Date.now() ? { expiresAt } : null;
  } catch {
    return null;
  }
}

/**
 * `checkAccess(token)` for the preview server, asking the CMS at `cmsUrl`.
 * @param {{ cmsUrl: string, cacheMs?: number, now?: () => number }} options
 * @returns {(token: string) => Promise<{ expiresAt: number } | null>}
 */
export function createAccessCheck({ cmsUrl, cacheMs = ACCESS_CACHE_MS, now = Date.now }) {
  /** @type {Map<string, { at: number, answer: Promise<{ expiresAt: number } | null> }>} */
  const answers = new Map();
  return (token) => {
    const kept = answers.get(token);
    if (kept && now() - kept.at < cacheMs) return kept.answer;
    const answer = askCms(cmsUrl, token);
    answers.delete(token);
    answers.set(token, { at: now(), answer });
    if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value ?? '');
    return answer;
  };
}
