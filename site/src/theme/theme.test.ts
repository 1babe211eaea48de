import fs from 'fs';
import path from 'path';
import { theme, TOKENS } from './theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme', () => {
  it('pairs every filled colour with a text colour of at least 4.5:1 (WCAG AA)', () => {
    const { palette } = theme;
    const names = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
    const failing = names.filter((name) => contrast(palette[name].main, palette[name].contrastText) < 4.5);
    expect(failing).toEqual([]);
    expect(contrast(palette.text.primary, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(palette.text.secondary, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the brand colour #ff5745 decorative: white text on it would fail', () => {
    expect(TOKENS.brand).toBe('#ff5745');
    expect(contrast(TOKENS.brand, '#ffffff')).toBeLessThan(4.5);
    expect(theme.palette.primary.main).toBe('#c2261a');
    expect(theme.palette.primary.contrastText).toBe('#ffffff');
  });

  it('uses the same tokens and font as base.css', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../styles/base.css'), 'utf8');
    const token = (name: string) => css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim();
    expect(token('brand')).toBe(TOKENS.brand);
    expect(token('brand-strong')).toBe(TOKENS.brandStrong);
    expect(token('brand-soft')).toBe(TOKENS.brandSoft);
    expect(token('ink')).toBe(TOKENS.ink);
    expect(token('ink-muted')).toBe(TOKENS.inkMuted);
    expect(token('line')).toBe(TOKENS.line);
    expect(token('focus')).toBe(TOKENS.focus);
    expect(token('font')).toBe(TOKENS.font);
    expect(theme.typography.fontFamily).toBe(TOKENS.font);
  });
});
