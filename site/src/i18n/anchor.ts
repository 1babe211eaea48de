/**
 * A stable, readable fragment id from a heading, e.g. "Liechtenstein" → `liechtenstein`,
 * "Vereinigtes Königreich" → `vereinigtes-koenigreich`.
 */
export function anchorId(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
