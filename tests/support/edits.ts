/** The editor's change the CMS tests make and the build tests expect to survive a restart and reach the site. */
export const EDITED_POST_SLUG_EN = 'sto-vs-ico';
export const EDITED_GERMAN_TITLE = 'STO oder ICO? Der Vergleich – von der Redaktion aktualisiert';
export const DRAFT_TITLE = 'Unveröffentlichter Entwurf: interne Roadmap';

/**
 * An article an editor writes with a photo as its cover (a JPEG larger than any layout width) and one whose
 * text carries markup a careless paste or a hostile account could bring in. The CMS tests create and publish
 * both through the admin API; the build output tests look at what the static site made of them.
 */
export const PHOTO_POST = {
  slug: { en: 'harbour-photo-article', de: 'hafen-foto-beitrag' },
  title: { en: 'A photo from the harbour', de: 'Ein Foto vom Hafen' },
  alt: { en: 'Container cranes at dusk', de: 'Containerkräne in der Dämmerung' },
  /** The uploaded JPEG's size: wider than the widest layout width, so the build must scale it down. */
  width: 2400,
  height: 1600,
};
/** The widest image the site's layouts ask for (gatsby-plugin-image breakpoints of a full-width cover). */
export const MAX_LAYOUT_WIDTH = 1280;

export const HOSTILE_POST = {
  slug: { en: 'pasted-markup-article', de: 'eingefuegtes-markup-beitrag' },
  title: {
    en: 'Pasted <script>alert("title")</script> markup',
    de: 'Eingefügtes <script>alert("titel")</script> Markup',
  },
  safeText: { en: 'This paragraph is ordinary text.', de: 'Dieser Absatz ist gewöhnlicher Text.' },
  /** Markdown with raw HTML and URLs that would run script if the site trusted it. */
  hostileMarkdown: [
    '<script>window.__owned = "script"</script>',
    '<img src="x" onerror="window.__owned = \'img\'">',
    '<iframe src="https://evil.example/frame"></iframe>',
    '<a href="javascript:window.__owned=\'href\'">a javascript link</a>',
    '[a markdown javascript link](javascript:window.__owned=1)',
    '<div style="background:url(javascript:alert(1))" onclick="alert(1)">styled</div>',
    '<svg onload="alert(1)"><circle r="5"></circle></svg>',
    'A [javascript link](javascript:alert(1)) and a [good link](https://example.com/).',
  ].join('\n\n'),
  /** The one safe link in the hostile text: it must end where its words end. */
  goodLink: { href: 'https://example.com/', text: 'good link' },
};

/**
 * An article and a case study published, then renamed (a new slug, published again) in both languages by the CMS
 * tests; the build and serving tests expect each former address to redirect to the current one.
 */
export const RENAMED_POST = {
  title: { en: 'Token audits in practice', de: 'Token-Audits in der Praxis' },
  slug: { en: 'token-audits-draft-name', de: 'token-audits-arbeitstitel' },
  renamed: { en: 'token-audits-in-practice', de: 'token-audits-in-der-praxis' },
};
export const RENAMED_CASE_STUDY = {
  title: { en: 'Harbour logistics ledger', de: 'Hafenlogistik auf der Blockchain' },
  slug: { en: 'harbour-ledger-old', de: 'hafen-ledger-alt' },
  renamed: { en: 'harbour-logistics-ledger', de: 'hafenlogistik-ledger' },
};

/** The languages the CMS tests write the renamed entries in (the build and serving tests expect their redirects). */
export type RenamedLocale = keyof typeof RENAMED_POST.slug;
export const isRenamedLocale = (locale: string): locale is RenamedLocale => Object.hasOwn(RENAMED_POST.slug, locale);

/** Articles a fresh test CMS holds when the site is built: the fixtures' 12 and the three above. */
export const PUBLISHED_POSTS = 12 + [PHOTO_POST, HOSTILE_POST, RENAMED_POST].length;
/** Case studies a fresh test CMS holds when the site is built: the fixtures' 6 and the renamed one. */
export const PUBLISHED_CASE_STUDIES = 6 + [RENAMED_CASE_STUDY].length;

/**
 * Two unconfirmed sign-ups the CMS tests write straight into the database (forms.integration.test.ts), one 8 days
 * old and one an hour old; after the CMS restart the build tests find the old one purged and the recent one kept.
 * Their domain is used by no other test.
 */
export const PURGE_CHECK = {
  stale: 'stale@purge-check.example.com',
  recent: 'recent@purge-check.example.com',
};
/**
 * Rows past their retention period and rows within it, for every retention job of `cms/src/lib/retention.ts` but
 * the unconfirmed sign-ups above: a contact message and a confirmed token report each (by e-mail address).
 */
export const RETENTION_CHECK = {
  staleContact: 'stale-contact@purge-check.example.com',
  recentContact: 'recent-contact@purge-check.example.com',
  staleReport: 'stale-report@purge-check.example.com',
  recentReport: 'recent-report@purge-check.example.com',
};
