/**
 * Every icon name content may reference (`icon` fields in the CMS). The drawings live in
 * `./paths.ts`; `/view-icons/` shows them all.
 */
export const ICON_NAMES = [
  'code',
  'platform',
  'transform',
  'database',
  'brain',
  'megaphone',
  'exchange',
  'blocks',
  'shield',
  'app',
  'coins',
  'token',
  'image',
  'store',
  'bank',
  'contract',
  'building',
  'rocket',
  'gamepad',
  'chart',
  'users',
  'clock',
  'check',
  'globe',
  'lock',
  'document',
  'download',
  'calendar',
  'mail',
  'phone',
  'pin',
  'search',
  'support',
  'cloud',
  'cog',
  'layers',
  'wallet',
  'scale',
  'lightning',
  'handshake',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (ICON_NAMES as readonly string[]).includes(value);
}
