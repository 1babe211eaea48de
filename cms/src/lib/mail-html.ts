/**
 * The HTML part of an outgoing mail, made from its plain text. Without one, the e-mail provider sends the
 * text itself as HTML (`html: options.html ?? options.text` in @strapi/provider-email-nodemailer), so a
 * visitor's `<img src=…>` in a contact message would load in the company's inbox, from its own address.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

export type MailHtmlOptions = {
  /** `lang` of the document, when known. */
  lang?: string;
  /**
   * URLs that may become links: exactly these, where they stand alone on a line (the links our own mails
   * carry). Everything else — every visitor value included — stays inert text.
   */
  links?: readonly string[];
};

function line(text: string, links: ReadonlySet<string>): string {
  const trimmed = text.trim();
  if (links.has(trimmed)) return `<a href="${escapeHtml(trimmed)}">${escapeHtml(trimmed)}</a>`;
  return escapeHtml(text);
}

/** Plain text as an HTML document: paragraphs at blank lines, line breaks kept, every character escaped. */
export function textToHtml(text: string, { lang, links = [] }: MailHtmlOptions = {}): string {
  const allowed = new Set(links);
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block !== '')
    .map(
      (block) =>
        `<p>${block
          .split('\n')
          .map((l) => line(l, allowed))
          .join('<br>\n')}</p>`,
    );
  const langAttribute = lang === undefined ? '' : ` lang="${escapeHtml(lang)}"`;
  return `<!doctype html><html${langAttribute}><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;line-height:1.5">\n${paragraphs.join('\n')}\n</body></html>`;
}

/** The http(s) URLs that stand alone on a line of the text. */
export function standaloneUrls(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => /^https?:\/\/\S+$/.test(l));
}
