/** The editor's change the CMS tests make and the build tests expect to survive a restart and reach the site. */
export const EDITED_POST_SLUG_EN = 'sto-vs-ico';
export const EDITED_GERMAN_TITLE = 'STO oder ICO? Der Vergleich – von der Redaktion aktualisiert';
export const DRAFT_TITLE = 'Unveröffentlichter Entwurf: interne Roadmap';
