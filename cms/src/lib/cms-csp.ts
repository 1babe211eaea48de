/**
 * The Content-Security-Policy of everything the CMS serves itself: the admin panel (a Vite build whose HTML
 * loads one module script and has no inline script), the newsletter and token pages, the API's answers.
 * Uploaded files served from the public folder replace it with the sandbox policy (`middlewares/lib/file-headers.ts`).
 */
import { previewSettings } from './preview-url';
import { uploadMediaOrigins } from './upload-storage';

const SELF = "'self'";

/** The directives: scripts from the CMS only; requests to the CMS and the preview server only; media from the store. */
export function cmsCspDirectives(env: NodeJS.ProcessEnv): Record<string, string[]> {
  const preview = previewSettings(env);
  const previewOrigin = preview === null ? [] : [preview.origin];
  const media = uploadMediaOrigins(env);
  return {
    'default-src': [SELF],
    'base-uri': [SELF],
    'script-src': [SELF],
    'script-src-attr': ["'none'"],
    // The admin's design system (styled-components) inserts <style> elements and style attributes at runtime.
    'style-src': [SELF, "'unsafe-inline'"],
    // Image previews of files being uploaded or cropped are data: and blob: URLs.
    'img-src': [SELF, 'data:', 'blob:', ...media],
    'media-src': [SELF, 'data:', 'blob:', ...media],
    'font-src': [SELF, 'data:'],
    'connect-src': [SELF, ...previewOrigin, ...media],
    // The content manager's preview panel frames the draft-preview server; nothing else is framed.
    'frame-src': previewOrigin.length > 0 ? previewOrigin : ["'none'"],
    'frame-ancestors': [SELF],
    'form-action': [SELF],
    'object-src': ["'none'"],
    'worker-src': [SELF, 'blob:'],
    'manifest-src': [SELF],
  };
}

/** The policy as a header value. */
export function cmsContentSecurityPolicy(env: NodeJS.ProcessEnv): string {
  return Object.entries(cmsCspDirectives(env))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
