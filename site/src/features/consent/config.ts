/** The tag manager container of this build (`GTM_CONTAINER_ID`, set by gatsby-node as a compile-time constant). */
declare const __TAG_MANAGER_ID__: string | null | undefined;

/**
 * The configured container id, or null (no tag manager: no consent defaults, no loader, no CSP hosts). Browser
 * code that imports the loader checks `typeof __TAG_MANAGER_ID__` itself, so webpack drops the import when
 * there is none; this function is for the server render and tests.
 */
export function configuredTagManagerId(): string | null {
  return typeof __TAG_MANAGER_ID__ === 'string' ? __TAG_MANAGER_ID__ : null;
}
