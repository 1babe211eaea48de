#!/usr/bin/env node
/**
 * Generates the CMS fixture artwork (covers, team avatars, case-study and hero illustrations as
 * SVG) into cms/fixtures/media/. (The STO guide PDF is built by the site from the CMS guide entry:
 * site/src/features/guide-pdf/.) Plain Node, no dependencies, fully
 * deterministic: every random choice comes from a PRNG seeded with the file's key, so running it
 * again produces byte-identical files.
 *
 *   node scripts/generate-artwork.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'cms', 'fixtures', 'media');
const MAX_SVG_BYTES = 12 * 1024;

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------

const C = {
  brand: '#ff5745',
  ink: '#1d1b2c',
  paper: '#fff7f5',
  blue: '#2f6fed',
  teal: '#12a58a',
  // derived tints and helpers
  brandSoft: '#ffd4cd',
  brandLight: '#ffe8e3',
  blueSoft: '#d6e2fc',
  tealSoft: '#c9ede4',
  inkSoft: '#4a475e',
  inkMuted: '#8a879b',
  line: '#efe1dd',
  white: '#ffffff',
  amber: '#f5b335',
  amberDark: '#d18f12',
  amberLight: '#ffd877',
};

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

/** FNV-1a 32-bit hash of a string. */
function hashString(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for artwork. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rng(seedText) {
  const next = mulberry32(hashString(seedText));
  const r = {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    shuffle: (list) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
  return r;
}

// ---------------------------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------------------------

/** Rounds to one decimal and drops a trailing ".0". */
const n = (v) => String(Math.round(v * 10) / 10);

const escapeXml = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ATTR_NAMES = {
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  strokeDasharray: 'stroke-dasharray',
  fillOpacity: 'fill-opacity',
  strokeOpacity: 'stroke-opacity',
  clipPath: 'clip-path',
  stopColor: 'stop-color',
  stopOpacity: 'stop-opacity',
};

function el(tag, attrs = {}, children = '') {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    const name = ATTR_NAMES[key] ?? key;
    out += ` ${name}="${typeof value === 'number' ? n(value) : escapeXml(value)}"`;
  }
  return children ? `${out}>${children}</${tag}>` : `${out}/>`;
}

const rect = (x, y, width, height, fill, extra = {}) => el('rect', { x, y, width, height, fill, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
const line = (x1, y1, x2, y2, stroke, strokeWidth = 2, extra = {}) =>
  el('line', { x1, y1, x2, y2, stroke, strokeWidth, strokeLinecap: 'round', ...extra });
const group = (attrs, children) => el('g', attrs, children);
const stroke = (color, width, extra = {}) => ({
  fill: 'none',
  stroke: color,
  strokeWidth: width,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  ...extra,
});

function polygon(points) {
  return 'M' + points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L') + 'Z';
}

function polyline(points) {
  return 'M' + points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L');
}

function hexPoints(cx, cy, r, flat = false) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + (flat ? 0 : Math.PI / 6);
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts;
}

function linearGradient(id, stops, { x1 = 0, y1 = 0, x2 = 1, y2 = 1 } = {}) {
  return el(
    'linearGradient',
    { id, x1, y1, x2, y2 },
    stops.map(([offset, color, opacity]) => el('stop', { offset, stopColor: color, stopOpacity: opacity })).join(''),
  );
}

/** Darkens (amount < 0) or lightens (amount > 0) a #rrggbb colour by mixing with black/white. */
function shade(hex, amount) {
  const v = parseInt(hex.slice(1), 16);
  const channels = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  );
  return '#' + channels.map((c) => c.toString(16).padStart(2, '0')).join('');
}

function svgDocument(width, height, title, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

/** Short id prefix per file so gradients stay unique even when several SVGs are inlined. */
const idPrefix = (key) => 'k' + hashString(key).toString(36).slice(0, 5);

const humanize = (key) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

// Small reusable drawings -------------------------------------------------------------------

/** Browser/app window with a title bar; returns markup. */
function windowFrame(x, y, w, h, { fill = C.white, bar = C.brandLight, dots = true, radius = 18 } = {}) {
  let out = rect(x, y, w, h, fill, { rx: radius });
  out += path(
    `M${n(x)} ${n(y + radius)}a${radius} ${radius} 0 0 1 ${radius}-${radius}h${n(w - 2 * radius)}a${radius} ${radius} 0 0 1 ${radius} ${radius}v${n(26)}H${n(x)}z`,
    bar,
  );
  if (dots) {
    [C.brand, C.amber, C.teal].forEach((c, i) => {
      out += circle(x + 24 + i * 20, y + 22, 6, c);
    });
  }
  return out;
}

/** Head-and-shoulders silhouette centred at (cx, cy) with the given size (head radius). */
function person(cx, cy, r, skin, cloth, hair) {
  let out = path(
    `M${n(cx - r * 2)} ${n(cy + r * 3.3)}C${n(cx - r * 2)} ${n(cy + r * 1.6)} ${n(cx - r * 1.1)} ${n(cy + r * 1.2)} ${n(cx)} ${n(cy + r * 1.2)}C${n(cx + r * 1.1)} ${n(cy + r * 1.2)} ${n(cx + r * 2)} ${n(cy + r * 1.6)} ${n(cx + r * 2)} ${n(cy + r * 3.3)}Z`,
    cloth,
  );
  out += circle(cx, cy, r, skin);
  if (hair) {
    out += path(
      `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(cy)}C${n(cx + r * 0.4)} ${n(cy - r * 0.55)} ${n(cx - r * 0.3)} ${n(cy - r * 0.35)} ${n(cx - r)} ${n(cy)}Z`,
      hair,
    );
  }
  return out;
}

/** Isometric cube (top, left and right faces). */
function isoCube(cx, cy, s, top, left, right) {
  const h = s * 0.58;
  return (
    path(
      polygon([
        [cx, cy - h],
        [cx + s, cy],
        [cx, cy + h],
        [cx - s, cy],
      ]),
      top,
    ) +
    path(
      polygon([
        [cx - s, cy],
        [cx, cy + h],
        [cx, cy + h + s * 1.15],
        [cx - s, cy + s * 1.15],
      ]),
      left,
    ) +
    path(
      polygon([
        [cx + s, cy],
        [cx, cy + h],
        [cx, cy + h + s * 1.15],
        [cx + s, cy + s * 1.15],
      ]),
      right,
    )
  );
}

/** Coin seen from the front: disc, inner ring and a simple mark. */
function coin(cx, cy, r, face, rim, mark = C.white) {
  return (
    circle(cx, cy + r * 0.12, r, rim) +
    circle(cx, cy, r, face) +
    circle(cx, cy, r * 0.72, 'none', stroke(mark, Math.max(2, r * 0.07), { strokeOpacity: 0.55 })) +
    path(polygon(hexPoints(cx, cy, r * 0.34)), mark, { fillOpacity: 0.9 })
  );
}

/** Coin seen from the side as a stack of `count` coins. */
function coinStack(cx, baseY, rx, count, face, side) {
  const ry = rx * 0.32;
  const step = ry * 0.9;
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = baseY - i * step;
    out += path(`M${n(cx - rx)} ${n(y - step)}v${n(step)}a${n(rx)} ${n(ry)} 0 0 0 ${n(2 * rx)} 0v${n(-step)}z`, side);
    out += ellipse(cx, y - step, rx, ry, face, { stroke: side, strokeWidth: 2 });
  }
  return out;
}

/** Smooth wave path from x0 to x1 around y. */
function wave(x0, x1, y, amplitude, wavelength, phase = 0) {
  const pts = [];
  for (let x = x0; x <= x1 + 0.01; x += wavelength / 8) {
    pts.push([x, y + amplitude * Math.sin(((x - x0) / wavelength) * Math.PI * 2 + phase)]);
  }
  return polyline(pts);
}

function sparkle(cx, cy, r, fill) {
  const k = r * 0.22;
  return path(
    `M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z`,
    fill,
  );
}

function dotGrid(x, y, cols, rows, gap, r, fill, opacity = 1) {
  let d = '';
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const cx = x + i * gap;
      const cy = y + j * gap;
      d += `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    }
  }
  return path(d, fill, { fillOpacity: opacity < 1 ? opacity : undefined });
}

function checkMark(cx, cy, s, color, width) {
  return path(
    `M${n(cx - s)} ${n(cy)}l${n(s * 0.7)} ${n(s * 0.7)}l${n(s * 1.3)} ${n(-s * 1.4)}`,
    'none',
    stroke(color, width),
  );
}

// ---------------------------------------------------------------------------------------------
// Blog covers (1200×630)
// ---------------------------------------------------------------------------------------------

const COVER_MOTIFS = {
  'tokenized-real-estate-basics': 'skyline',
  'sto-vs-ico': 'hex',
  'erc20-token-design-choices': 'hex',
  'smart-contract-audit-checklist': 'grid',
  'reentrancy-and-access-control': 'rings',
  'defi-liquidity-risks': 'waves',
  'stablecoin-payments-for-business': 'coins',
  'discovery-phase-fixed-scope': 'flow',
  'ci-cd-for-regulated-products': 'pipeline',
  'ml-in-production-monitoring': 'chart',
  'data-platform-for-mid-sized-companies': 'bars',
  'nft-utility-beyond-collectibles': 'tiles',
};

const COVER_SCHEMES = [
  {
    name: 'paper',
    bg: [C.paper, '#ffe9e2'],
    shapes: [C.brand, C.blue, C.teal, C.ink],
    soft: [C.brandSoft, C.blueSoft, C.tealSoft],
    detail: C.ink,
    dots: C.brand,
  },
  {
    name: 'ink',
    bg: [C.ink, '#2c2944'],
    shapes: [C.brand, C.blue, C.teal, C.paper],
    soft: ['#3a3654', '#332f4d', '#2f3b4f'],
    detail: C.paper,
    dots: C.paper,
  },
  {
    name: 'brand',
    bg: [C.brand, '#ff7466'],
    shapes: [C.ink, C.paper, C.blue, C.teal],
    soft: ['#ff8a7c', '#ff9d91', '#ff6f60'],
    detail: C.ink,
    dots: C.paper,
  },
];

function coverMotif(kind, r, box, s) {
  const { x, y, w, h } = box;
  const colors = s.shapes;
  let out = '';
  switch (kind) {
    case 'hex': {
      const R = r.range(30, 40);
      const dx = R * Math.sqrt(3);
      const dy = R * 1.5;
      const cols = Math.floor(w / dx);
      const rows = Math.floor(h / dy);
      for (let j = 0; j < rows; j++) {
        for (let i = 0; i < cols; i++) {
          const cx = x + dx / 2 + i * dx + (j % 2 ? dx / 2 : 0);
          const cy = y + R + j * dy;
          if (cx + dx / 2 > x + w) continue;
          const roll = r.next();
          const d = polygon(hexPoints(cx, cy, R - 5));
          if (roll < 0.28) out += path(d, r.pick(colors));
          else if (roll < 0.7) out += path(d, 'none', stroke(s.detail, 2.5, { strokeOpacity: 0.55 }));
          else if (roll < 0.8) out += circle(cx, cy, R * 0.28, r.pick(colors));
        }
      }
      break;
    }
    case 'skyline': {
      let cursor = x;
      const base = y + h;
      while (cursor < x + w - 50) {
        const bw = r.range(60, 110);
        const bh = r.range(h * 0.35, h * 0.95);
        const fill = r.pick(colors);
        out += rect(cursor, base - bh, bw - 10, bh, fill, { rx: 6 });
        const winColor = fill === C.paper ? C.ink : s.bg[0];
        const wCols = Math.max(1, Math.floor((bw - 30) / 22));
        for (let row = 0; row < Math.floor((bh - 30) / 30) && row < 7; row++) {
          for (let c = 0; c < wCols; c++) {
            if (r.chance(0.6))
              out += rect(cursor + 12 + c * 22, base - bh + 16 + row * 30, 10, 14, winColor, {
                rx: 2,
                fillOpacity: 0.7,
              });
          }
        }
        cursor += bw + r.range(0, 12);
      }
      out += line(x - 20, base, x + w + 20, base, s.detail, 4);
      const tokens = r.int(3, 5);
      for (let i = 0; i < tokens; i++) {
        const cx = x + r.range(30, w - 30);
        const cy = y + r.range(-40, h * 0.25);
        out += path(polygon(hexPoints(cx, cy, r.range(14, 24))), r.pick(colors));
      }
      break;
    }
    case 'grid': {
      const cols = 5;
      const rows = 4;
      const size = Math.min(w / cols, h / rows) - 14;
      for (let j = 0; j < rows; j++) {
        for (let i = 0; i < cols; i++) {
          const sx = x + i * (size + 14);
          const sy = y + j * (size + 14);
          const roll = r.next();
          if (roll < 0.45) {
            const fill = r.pick(colors);
            out += rect(sx, sy, size, size, fill, { rx: 12 });
            out += checkMark(sx + size / 2 - 4, sy + size / 2, size * 0.22, fill === C.paper ? C.ink : s.bg[0], 6);
          } else if (roll < 0.85) {
            out += rect(sx, sy, size, size, 'none', { rx: 12, ...stroke(s.detail, 3, { strokeOpacity: 0.5 }) });
          } else {
            out += rect(sx, sy, size, size, s.soft[0], { rx: 12 });
            out += line(sx + size * 0.3, sy + size * 0.3, sx + size * 0.7, sy + size * 0.7, C.brand, 6);
            out += line(sx + size * 0.7, sy + size * 0.3, sx + size * 0.3, sy + size * 0.7, C.brand, 6);
          }
        }
      }
      break;
    }
    case 'rings': {
      const cx = x + w / 2;
      const cy = y + h / 2;
      const count = r.int(4, 6);
      const maxR = Math.min(w, h) / 2;
      for (let i = 0; i < count; i++) {
        const rr = maxR * (1 - i / (count + 0.5));
        const circumference = 2 * Math.PI * rr;
        const dash = circumference * r.range(0.45, 0.8);
        out += circle(cx, cy, rr, 'none', {
          ...stroke(r.pick(colors), r.range(8, 16)),
          strokeDasharray: `${n(dash)} ${n(circumference - dash)}`,
          transform: `rotate(${n(r.range(0, 360))} ${n(cx)} ${n(cy)})`,
        });
      }
      out += circle(cx, cy, maxR * 0.16, C.brand);
      out += rect(cx - maxR * 0.07, cy - maxR * 0.02, maxR * 0.14, maxR * 0.1, s.bg[0], { rx: 3 });
      out += path(
        `M${n(cx - maxR * 0.045)} ${n(cy - maxR * 0.02)}v-${n(maxR * 0.04)}a${n(maxR * 0.045)} ${n(maxR * 0.045)} 0 0 1 ${n(maxR * 0.09)} 0v${n(maxR * 0.04)}`,
        'none',
        stroke(s.bg[0], 4),
      );
      break;
    }
    case 'waves': {
      const count = r.int(5, 7);
      for (let i = 0; i < count; i++) {
        const wy = y + (h / (count + 1)) * (i + 1);
        out += path(
          wave(x, x + w, wy, r.range(12, 34), r.range(180, 320), r.range(0, 6)),
          'none',
          stroke(i % 2 ? s.detail : r.pick(colors), r.range(4, 10), { strokeOpacity: i % 2 ? 0.4 : 1 }),
        );
      }
      for (let i = 0; i < 4; i++) {
        out += circle(x + r.range(20, w - 20), y + r.range(20, h - 20), r.range(10, 22), r.pick(colors));
      }
      break;
    }
    case 'coins': {
      const stacks = r.int(3, 4);
      const gap = w / stacks;
      for (let i = 0; i < stacks; i++) {
        const face = r.pick([C.amberLight, C.tealSoft, C.blueSoft, C.brandSoft]);
        const side =
          face === C.amberLight ? C.amberDark : face === C.tealSoft ? C.teal : face === C.blueSoft ? C.blue : C.brand;
        out += coinStack(x + gap * (i + 0.5), y + h, Math.min(gap * 0.38, 60), r.int(3, 9), face, side);
      }
      out += coin(x + r.range(w * 0.25, w * 0.75), y + r.range(40, h * 0.25), 60, C.blue, shade(C.blue, -0.3));
      break;
    }
    case 'flow': {
      const steps = r.int(4, 6);
      const pts = [];
      for (let i = 0; i < steps; i++) {
        pts.push([x + (w / (steps - 1)) * i, y + h / 2 + (i % 2 ? -1 : 1) * r.range(h * 0.1, h * 0.35)]);
      }
      let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
      for (let i = 1; i < pts.length; i++) {
        const mid = (pts[i - 1][0] + pts[i][0]) / 2;
        d += `C${n(mid)} ${n(pts[i - 1][1])} ${n(mid)} ${n(pts[i][1])} ${n(pts[i][0])} ${n(pts[i][1])}`;
      }
      out += path(d, 'none', stroke(s.detail, 5, { strokeDasharray: '2 14', strokeOpacity: 0.7 }));
      pts.forEach(([px, py], i) => {
        const fill = colors[i % colors.length];
        out += circle(px, py, 30, fill);
        if (i === pts.length - 1) out += checkMark(px - 3, py, 10, fill === C.paper ? C.ink : s.bg[0], 5);
        else out += circle(px, py, 9, fill === C.paper ? C.ink : s.bg[0]);
      });
      break;
    }
    case 'pipeline': {
      const lanes = 3;
      const laneH = h / lanes;
      for (let j = 0; j < lanes; j++) {
        const ly = y + laneH * j + laneH / 2;
        out += line(x, ly, x + w - 70, ly, s.detail, 4, { strokeOpacity: 0.35 });
        let cx = x + r.range(0, 30);
        const jobs = r.int(3, 4);
        for (let i = 0; i < jobs; i++) {
          const jw = r.range(70, 110);
          const fill = r.pick(colors);
          out += rect(cx, ly - 26, jw, 52, fill, { rx: 14 });
          const mark = fill === C.paper ? C.ink : s.bg[0];
          if (r.chance(0.6)) out += checkMark(cx + jw / 2 - 3, ly, 10, mark, 5);
          else out += rect(cx + 16, ly - 4, jw - 32, 8, mark, { rx: 4, fillOpacity: 0.8 });
          cx += jw + r.range(18, 34);
          if (cx > x + w - 190) break;
        }
      }
      const sx = x + w - 40;
      const sy = y + h / 2;
      out += path(`M${n(sx)} ${n(sy - 70)}l52 20v36c0 34-22 58-52 70-30-12-52-36-52-70v-36z`, C.teal);
      out += checkMark(sx - 3, sy, 16, C.white, 8);
      break;
    }
    case 'chart': {
      const count = r.int(8, 11);
      const pts = [];
      let v = r.range(0.3, 0.6);
      for (let i = 0; i < count; i++) {
        v = Math.min(0.95, Math.max(0.08, v + r.range(-0.2, 0.22)));
        pts.push([x + (w / (count - 1)) * i, y + h - v * h]);
      }
      out += path(`${polyline(pts)}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`, colors[2], { fillOpacity: 0.25 });
      out += path(polyline(pts), 'none', stroke(colors[0], 6));
      const alarm = r.int(2, count - 2);
      pts.forEach(([px, py], i) => {
        out += circle(px, py, i === alarm ? 14 : 7, i === alarm ? C.brand : s.detail);
      });
      const threshold = y + h * r.range(0.15, 0.3);
      out += line(x, threshold, x + w, threshold, s.detail, 3, { strokeDasharray: '10 12', strokeOpacity: 0.6 });
      break;
    }
    case 'bars': {
      const count = r.int(6, 9);
      const bw = w / count;
      for (let i = 0; i < count; i++) {
        const bh = r.range(0.2, 1) * h * 0.7;
        out += rect(x + i * bw + 6, y + h - bh, bw - 12, bh, colors[i % 3], { rx: 8 });
      }
      const cx = x + r.range(w * 0.25, w * 0.75);
      const top = y + 10;
      const rx = 70;
      const ry = 20;
      for (let k = 2; k >= 0; k--) {
        const yy = top + k * 34;
        out += path(`M${n(cx - rx)} ${n(yy)}v34a${rx} ${ry} 0 0 0 ${2 * rx} 0v-34z`, k % 2 ? C.blue : C.teal);
      }
      out += ellipse(cx, top, rx, ry, C.paper, { stroke: C.ink, strokeWidth: 3 });
      break;
    }
    case 'tiles': {
      const cols = 3;
      const rows = 2;
      const size = Math.min(w / cols, h / rows) - 20;
      for (let j = 0; j < rows; j++) {
        for (let i = 0; i < cols; i++) {
          const sx = x + i * (size + 20);
          const sy = y + j * (size + 20);
          const bg = r.pick([...s.soft, C.paper, C.ink]);
          const fg = r.pick(colors.filter((c) => c !== bg));
          out += rect(sx, sy, size, size, bg, { rx: 16 });
          const cx = sx + size / 2;
          const cy = sy + size / 2;
          const kind = r.int(0, 3);
          if (kind === 0) out += circle(cx, cy, size * 0.3, fg);
          if (kind === 1)
            out += path(
              polygon([
                [cx, sy + size * 0.2],
                [sx + size * 0.8, sy + size * 0.78],
                [sx + size * 0.2, sy + size * 0.78],
              ]),
              fg,
            );
          if (kind === 2)
            out += path(
              `M${n(sx + size * 0.2)} ${n(cy)}a${n(size * 0.3)} ${n(size * 0.3)} 0 0 1 ${n(size * 0.6)} 0z`,
              fg,
            );
          if (kind === 3) out += path(polygon(hexPoints(cx, cy, size * 0.3)), fg);
        }
      }
      break;
    }
  }
  return out;
}

function renderCover(key) {
  const r = rng(`cover:${key}`);
  const W = 1200;
  const H = 630;
  const id = idPrefix(key);
  const scheme = COVER_SCHEMES[hashString(key) % COVER_SCHEMES.length];
  const colors = r.shuffle(scheme.shapes);
  const defs = linearGradient(`${id}bg`, [
    [0, scheme.bg[0]],
    [1, scheme.bg[1]],
  ]);
  let body = rect(0, 0, W, H, `url(#${id}bg)`);

  // Big background forms
  const motifLeft = r.chance(0.5);
  const bigX = motifLeft ? r.range(W * 0.72, W * 0.95) : r.range(W * 0.05, W * 0.28);
  body += circle(bigX, r.range(H * 0.2, H * 0.8), r.range(230, 330), scheme.soft[0]);
  body += circle(
    motifLeft ? r.range(W * 0.45, W * 0.6) : r.range(W * 0.4, W * 0.55),
    r.chance(0.5) ? -40 : H + 40,
    r.range(120, 190),
    scheme.soft[1],
  );
  body += path(`M${n(bigX - 160)} ${n(H)}a160 160 0 0 1 320 0z`, colors[0], {
    transform: `rotate(${n(r.pick([0, 90, 180, 270]))} ${n(bigX)} ${n(H * 0.55)})`,
    fillOpacity: 0.9,
  });

  // Accents, kept to the half that the motif leaves free
  const fx0 = motifLeft ? 660 : 60;
  const fx1 = motifLeft ? 1140 : 540;
  const ax = () => r.range(fx0 + 30, fx1 - 30);
  body += dotGrid(r.range(fx0, fx1 - 260), r.range(30, H - 200), r.int(6, 9), r.int(3, 5), 28, 3, scheme.dots, 0.45);
  body += circle(ax(), r.range(60, H - 60), r.range(26, 48), 'none', stroke(colors[1], 8));
  const barW = r.range(70, 120);
  const barX = r.range(fx0, fx1 - barW);
  const barY = r.range(60, H - 80);
  body += rect(barX, barY, barW, 18, colors[2], {
    rx: 9,
    transform: `rotate(${n(r.range(-35, 35))} ${n(barX + barW / 2)} ${n(barY + 9)})`,
  });
  const px = ax();
  const py = r.range(70, H - 70);
  body += path(`M${n(px - 14)} ${n(py)}h28M${n(px)} ${n(py - 14)}v28`, 'none', stroke(scheme.detail, 6));
  body += sparkle(ax(), r.range(80, H - 80), r.range(14, 22), colors[3 % colors.length]);

  // Motif panel
  const box = motifLeft ? { x: 90, y: 110, w: 520, h: 400 } : { x: 590, y: 110, w: 520, h: 400 };
  body += coverMotif(COVER_MOTIFS[key] ?? 'hex', r, box, scheme);

  return svgDocument(W, H, `Cover artwork: ${humanize(key)}`, body, defs);
}

// ---------------------------------------------------------------------------------------------
// Team avatars (400×400)
// ---------------------------------------------------------------------------------------------

const SKIN = {
  fair: '#f6d5c0',
  light: '#eec3a3',
  medium: '#d9a27c',
  olive: '#c48f68',
  brown: '#9a6442',
  deep: '#6e4329',
};

const TEAM = {
  'lena-hartmann': {
    name: 'Lena Hartmann',
    skin: SKIN.fair,
    hair: '#e0b25e',
    style: 'long',
    cloth: C.brand,
    neck: 'crew',
    bg: C.blueSoft,
    shape: C.blue,
  },
  'jonas-weber': {
    name: 'Jonas Weber',
    skin: SKIN.light,
    hair: '#6b4426',
    style: 'short',
    cloth: C.blue,
    neck: 'collar',
    bg: C.brandLight,
    shape: C.brandSoft,
    glasses: true,
  },
  'mara-schulz': {
    name: 'Mara Schulz',
    skin: SKIN.light,
    hair: '#a34a2c',
    style: 'bun',
    cloth: C.teal,
    neck: 'v',
    bg: '#fde9c6',
    shape: C.amber,
  },
  'david-okafor': {
    name: 'David Okafor',
    skin: SKIN.deep,
    hair: '#1b1512',
    style: 'buzz',
    cloth: C.ink,
    neck: 'crew',
    bg: C.tealSoft,
    shape: C.teal,
    beard: true,
  },
  'sofia-marquez': {
    name: 'Sofia Marquez',
    skin: SKIN.medium,
    hair: '#3a2418',
    style: 'curly',
    cloth: C.amber,
    neck: 'v',
    bg: C.brandSoft,
    shape: C.brand,
  },
  'tobias-brandt': {
    name: 'Tobias Brandt',
    skin: SKIN.fair,
    hair: '#b8733d',
    style: 'side',
    cloth: C.inkSoft,
    neck: 'collar',
    bg: '#e4e1f2',
    shape: '#b9b3d9',
    beard: true,
    glasses: true,
  },
  'emre-yilmaz': {
    name: 'Emre Yilmaz',
    skin: SKIN.olive,
    hair: '#24180f',
    style: 'wavy',
    cloth: C.teal,
    neck: 'crew',
    bg: C.blueSoft,
    shape: C.brandSoft,
  },
};

function renderAvatar(key) {
  const t = TEAM[key];
  const r = rng(`team:${key}`);
  const W = 400;
  const skinShade = shade(t.skin, -0.14);
  const hairShade = shade(t.hair, t.hair === '#1b1512' || t.hair === '#24180f' ? 0.18 : -0.2);
  let body = rect(0, 0, W, W, t.bg);

  // Background decoration
  body += circle(200, 215, 150, t.shape, { fillOpacity: 0.55 });
  const decoAngle = r.range(0, 360);
  body += circle(200, 215, 172, 'none', {
    ...stroke(t.shape, 6),
    strokeDasharray: `${n(r.range(140, 320))} 1200`,
    transform: `rotate(${n(decoAngle)} 200 215)`,
  });
  body += dotGrid(r.chance(0.5) ? 30 : 300, r.range(24, 60), 4, 3, 18, 3, C.ink, 0.18);
  body += sparkle(r.chance(0.5) ? r.range(40, 80) : r.range(320, 360), r.range(300, 340), 12, C.brand);

  // Hair behind the head
  if (t.style === 'long') {
    body += path('M128 192C118 120 158 92 200 92C242 92 282 120 272 192L286 312C252 330 148 330 114 312Z', t.hair);
  } else if (t.style === 'bun') {
    body += circle(200, 92, 34, t.hair);
    body += path('M186 70q14 8 28 0', 'none', stroke(hairShade, 4));
  } else if (t.style === 'curly') {
    const curls = [
      [140, 130, 30],
      [170, 100, 32],
      [205, 92, 34],
      [240, 104, 32],
      [266, 134, 30],
      [126, 170, 28],
      [276, 172, 28],
      [124, 212, 26],
      [280, 214, 26],
      [132, 250, 24],
      [270, 252, 24],
    ];
    for (const [cx, cy, rr] of curls) body += circle(cx, cy, rr, t.hair);
  }

  // Shoulders, neck and neckline
  body += path('M52 400C54 330 104 290 170 284H230C296 290 346 330 348 400Z', t.cloth);
  body += path('M174 236V292C174 308 226 308 226 292V236Z', t.skin);
  body += path('M174 246C186 262 214 262 226 246V266C212 276 188 276 174 266Z', skinShade);
  if (t.neck === 'v') {
    body += path('M170 286L200 334L230 286Z', t.skin);
    body += path('M166 284L200 340L234 284', 'none', stroke(shade(t.cloth, -0.18), 7));
  } else if (t.neck === 'collar') {
    body += path('M174 288C182 302 218 302 226 288', t.skin);
    body += path('M168 282L198 316L182 334L156 296Z', C.white);
    body += path('M232 282L202 316L218 334L244 296Z', C.white);
    body += line(200, 330, 200, 400, shade(t.cloth, -0.2), 4);
  } else {
    body += path(
      'M166 286C176 306 224 306 234 286',
      'none',
      stroke(shade(t.cloth, t.cloth === C.ink ? 0.35 : -0.18), 9),
    );
  }

  // Ears and head
  if (t.style !== 'long') {
    body += ellipse(138, 198, 13, 18, skinShade);
    body += ellipse(262, 198, 13, 18, skinShade);
  }
  body += ellipse(200, 186, 62, 74, t.skin);

  // Hair in front
  const front = {
    long: 'M138 186C134 128 168 102 204 104C242 106 266 134 262 186C252 154 232 136 210 130C196 150 166 166 138 186Z',
    short:
      'M136 186C130 128 160 100 200 100C244 100 270 128 264 186C260 162 252 146 240 136C218 150 174 152 150 136C142 150 138 166 136 186Z',
    bun: 'M139 176C138 130 166 108 200 108C234 108 262 130 261 176C250 146 228 132 200 132C172 132 150 146 139 176Z',
    buzz: 'M140 168C140 128 168 110 200 110C232 110 260 128 260 168C250 142 230 128 200 128C170 128 150 142 140 168Z',
    curly: '',
    side: 'M134 194C126 124 164 98 206 98C248 98 274 130 266 194C262 166 256 148 244 138C226 132 192 134 168 150C152 160 140 176 134 194Z',
    wavy: 'M136 184C130 126 160 98 200 98C242 98 272 126 264 184C258 160 250 146 238 140C230 152 214 150 206 140C196 152 180 152 172 140C160 150 146 160 136 184Z',
  }[t.style];
  if (front) body += path(front, t.hair);
  if (t.style === 'curly') {
    for (const [cx, cy, rr] of [
      [156, 128, 20],
      [184, 116, 22],
      [214, 114, 22],
      [242, 126, 20],
    ])
      body += circle(cx, cy, rr, t.hair);
  }
  if (t.style === 'side') body += path('M168 150C190 136 220 132 244 138', 'none', stroke(hairShade, 3));
  if (t.style === 'short' || t.style === 'wavy')
    body += path('M172 118C188 110 214 110 230 118', 'none', stroke(hairShade, 3));

  // Beard
  if (t.beard) {
    body += path(
      'M140 196C142 254 170 262 200 262C230 262 258 254 260 196C254 224 240 234 226 230C214 224 186 224 174 230C160 234 146 224 140 196Z',
      t.hair,
    );
  }

  // Face
  const browColor = t.beard || t.style === 'buzz' ? t.hair : shade(t.hair, -0.25);
  const browLift = r.range(-2, 2);
  body += path(`M166 ${n(172 + browLift)}q11-7 22 0M212 ${n(172 - browLift)}q11-7 22 0`, 'none', stroke(browColor, 5));
  body += ellipse(177, 192, 5.5, 7, C.ink);
  body += ellipse(223, 192, 5.5, 7, C.ink);
  body += path('M198 200q-6 16 2 20', 'none', stroke(skinShade, 4));
  const smile = r.range(8, 13);
  body += path(`M184 236q16 ${n(smile)} 32 0`, 'none', stroke(t.beard ? C.white : shade(t.skin, -0.45), 5));
  body += ellipse(162, 218, 12, 7, C.brand, { fillOpacity: 0.18 });
  body += ellipse(238, 218, 12, 7, C.brand, { fillOpacity: 0.18 });
  if (t.glasses) {
    const g = stroke(C.ink, 4);
    body += rect(155, 178, 42, 30, 'none', { rx: 12, ...g });
    body += rect(203, 178, 42, 30, 'none', { rx: 12, ...g });
    body += path('M197 190q3-4 6 0M155 188l-15-4M245 188l15-4', 'none', g);
  }

  return svgDocument(W, W, `Illustrated avatar of ${t.name}`, body);
}

// ---------------------------------------------------------------------------------------------
// Case studies (1200×800)
// ---------------------------------------------------------------------------------------------

function caseBackground(r, W, H, id, base, blobs) {
  let out = rect(0, 0, W, H, base);
  blobs.forEach((color, i) => {
    out += circle(r.range(0, W), i % 2 ? r.range(H * 0.6, H) : r.range(0, H * 0.4), r.range(160, 300), color);
  });
  out += dotGrid(r.range(40, 200), r.range(40, 120), 8, 4, 26, 3, C.ink, 0.12);
  out += dotGrid(r.range(W - 320, W - 200), r.range(H - 200, H - 140), 8, 4, 26, 3, C.ink, 0.12);
  return out;
}

const CASE_STUDIES = {
  'video-conferencing-app': {
    title: 'Video conferencing app',
    draw(r, W, H, id) {
      let out = caseBackground(r, W, H, id, C.paper, [C.blueSoft, C.brandLight, C.tealSoft]);
      out += rect(196, 126, 808, 548, C.ink, { rx: 28, fillOpacity: 0.12, transform: 'translate(10 14)' });
      out += windowFrame(196, 126, 808, 548, { fill: C.ink, bar: '#2c2944' });
      const tiles = [
        [C.blue, SKIN.light, C.brand, '#6b4426'],
        [C.teal, SKIN.deep, C.amber, '#1b1512'],
        ['#3a3654', SKIN.medium, C.teal, '#3a2418'],
        [C.brand, SKIN.fair, C.blue, '#e0b25e'],
      ];
      const speaker = r.int(0, 3);
      tiles.forEach(([bg, skin, cloth, hair], i) => {
        const x = 220 + (i % 2) * 386;
        const y = 178 + Math.floor(i / 2) * 212;
        out += el(
          'svg',
          { x, y, width: 374, height: 200, viewBox: '0 0 374 200' },
          rect(0, 0, 374, 200, bg, { rx: 14 }) + person(187, 90, 34, skin, cloth, hair),
        );
        if (i === speaker) out += rect(x, y, 374, 200, 'none', { rx: 14, ...stroke(C.amber, 5) });
        out += rect(x + 14, y + 166, r.range(70, 120), 20, C.ink, { rx: 10, fillOpacity: 0.55 });
      });
      // control bar
      out += rect(430, 610, 340, 52, C.white, { rx: 26 });
      [C.blueSoft, C.blueSoft, C.tealSoft, C.brand].forEach((c, i) => {
        out += circle(478 + i * 82, 636, 18, c);
      });
      out += path('M693 640q17-12 34 0', 'none', stroke(C.white, 5));
      out += rect(472, 628, 12, 16, C.blue, { rx: 6 });
      out += path('M550 630h16v12h-16zM566 634l8-4v12l-8-4', C.blue);
      out += path('M630 632h16M630 640h12', 'none', stroke(C.teal, 4));
      // chat bubble + signal
      out += path(
        'M1010 210h120a20 20 0 0 1 20 20v60a20 20 0 0 1-20 20h-70l-30 26v-26h-20a20 20 0 0 1-20-20v-60a20 20 0 0 1 20-20z',
        C.white,
      );
      out += path('M1014 250h90M1014 272h60', 'none', stroke(C.inkMuted, 8));
      for (let i = 0; i < 3; i++) {
        out += path(
          `M${n(120 - i * 22)} ${n(560 - i * 22)}a${n(40 + i * 30)} ${n(40 + i * 30)} 0 0 1 ${n(80 + i * 60)} 0`,
          'none',
          stroke(C.brand, 8, { strokeOpacity: 1 - i * 0.25 }),
        );
      }
      return out;
    },
  },
  'notary-video-platform': {
    title: 'Notary video platform',
    draw(r, W, H, id) {
      let out = caseBackground(r, W, H, id, C.paper, [C.tealSoft, C.brandLight, C.blueSoft]);
      out += windowFrame(110, 150, 560, 460, { fill: C.white, bar: C.blueSoft });
      out += rect(134, 200, 512, 300, C.blue, { rx: 14 });
      out += person(390, 320, 50, SKIN.brown, C.ink, '#2a1d16');
      out += rect(134, 516, 250, 70, C.tealSoft, { rx: 14 });
      out += person(190, 548, 16, SKIN.fair, C.teal, '#b8733d');
      out += path('M226 540h120M226 560h80', 'none', stroke(C.teal, 8));
      out += rect(400, 516, 246, 70, C.brandLight, { rx: 14 });
      out += circle(440, 551, 18, C.brand);
      out += path('M474 540h140M474 560h90', 'none', stroke(C.brand, 8, { strokeOpacity: 0.6 }));
      // document
      out += rect(720, 120, 380, 520, C.ink, { rx: 20, fillOpacity: 0.1, transform: 'translate(10 14)' });
      out += rect(720, 120, 380, 520, C.white, { rx: 20 });
      out += rect(760, 164, 190, 20, C.ink, { rx: 10 });
      for (let i = 0; i < 7; i++) {
        out += rect(760, 214 + i * 36, r.range(200, 300), 12, C.line, { rx: 6 });
      }
      out += path('M770 548c18-30 34-30 40 0s26 24 40-6c8 16 26 22 60 12', 'none', stroke(C.blue, 6));
      out += line(760, 572, 930, 572, C.inkMuted, 3);
      // seal
      const sx = 1010;
      const sy = 530;
      const teeth = [];
      for (let i = 0; i < 32; i++) {
        const a = (Math.PI * 2 * i) / 32;
        const rr = i % 2 ? 58 : 66;
        teeth.push([sx + rr * Math.cos(a), sy + rr * Math.sin(a)]);
      }
      out += path(polygon(teeth), C.brand);
      out += circle(sx, sy, 42, 'none', stroke(C.white, 4));
      out += sparkle(sx, sy, 22, C.white);
      // shield badge
      out += path('M1060 120l50 20v40c0 34-22 58-50 70-28-12-50-36-50-70v-40z', C.teal);
      out += checkMark(1057, 182, 16, C.white, 8);
      return out;
    },
  },
  'precious-metals-portfolio': {
    title: 'Precious metals portfolio',
    draw(r, W, H, id) {
      let out = caseBackground(r, W, H, id, C.paper, ['#fde9c6', C.brandLight, C.blueSoft]);
      // bars of gold, pyramid stack
      const bar = (x, y) =>
        path(`M${x} ${y}h150l30 50h-210z`, C.amberLight) +
        path(`M${x - 30} ${y + 50}h210v34h-210z`, C.amber) +
        path(`M${x + 20} ${y + 18}h70`, 'none', stroke(C.white, 6, { strokeOpacity: 0.7 }));
      const rows = [
        [170, 560],
        [400, 560],
        [285, 476],
        [630, 560],
      ];
      rows.forEach(([x, y]) => (out += bar(x, y)));
      out += path('M100 648h760', 'none', stroke(C.ink, 5));
      out += sparkle(440, 440, 22, C.amber);
      out += sparkle(210, 500, 14, C.brand);
      // portfolio card with donut and line
      out += rect(700, 110, 400, 380, C.white, { rx: 24 });
      const cx = 810;
      const cy = 230;
      const rr = 70;
      const circ = 2 * Math.PI * rr;
      let offset = 0;
      [
        [0.5, C.amber],
        [0.25, '#b8bcc8'],
        [0.15, C.blue],
        [0.1, C.teal],
      ].forEach(([share, color]) => {
        out += circle(cx, cy, rr, 'none', {
          stroke: color,
          strokeWidth: 28,
          strokeDasharray: `${n(circ * share)} ${n(circ)}`,
          transform: `rotate(${n(-90 + offset * 360)} ${cx} ${cy})`,
        });
        offset += share;
      });
      [
        [C.amber, 120],
        ['#b8bcc8', 90],
        [C.blue, 70],
      ].forEach(([color, len], i) => {
        out += circle(920, 190 + i * 40, 9, color);
        out += rect(940, 184 + i * 40, len, 12, C.line, { rx: 6 });
      });
      const pts = [];
      let v = 0.3;
      for (let i = 0; i < 9; i++) {
        v = Math.min(0.95, Math.max(0.1, v + r.range(-0.1, 0.2)));
        pts.push([730 + i * 42.5, 460 - v * 110]);
      }
      out += path(`${polyline(pts)}L1070 460L730 460Z`, C.amberLight, { fillOpacity: 0.6 });
      out += path(polyline(pts), 'none', stroke(C.amberDark, 5));
      out += circle(...pts[pts.length - 1], 9, C.brand);
      // shield
      out += path('M1000 560l60 24v46c0 40-26 68-60 82-34-14-60-42-60-82v-46z', C.ink);
      out += rect(982, 620, 36, 30, C.amber, { rx: 5 });
      out += path('M988 620v-10a12 12 0 0 1 24 0v10', 'none', stroke(C.amber, 6));
      return out;
    },
  },
  'asset-exchange-platform': {
    title: 'Asset exchange platform',
    draw(r, W, H, id) {
      let out = caseBackground(r, W, H, id, C.ink, ['#2c2944', '#262338', '#2f3b4f']);
      out += windowFrame(90, 110, 700, 560, { fill: '#262338', bar: '#322e4a' });
      // candles
      let price = 380;
      for (let i = 0; i < 16; i++) {
        const open = price;
        price = Math.min(560, Math.max(230, price + r.range(-48, 42)));
        const close = price;
        const hi = Math.min(open, close) - r.range(8, 30);
        const lo = Math.max(open, close) + r.range(8, 30);
        const x = 130 + i * 40;
        const up = close < open;
        const color = up ? C.teal : C.brand;
        out += line(x + 11, hi, x + 11, lo, color, 3);
        out += rect(x, Math.min(open, close), 22, Math.max(6, Math.abs(open - close)), color, { rx: 3 });
      }
      out += line(120, 600, 760, 600, C.inkMuted, 2, { strokeDasharray: '6 10' });
      for (let i = 0; i < 14; i++) {
        const hgt = r.range(8, 44);
        out += rect(130 + i * 45, 650 - hgt, 30, hgt, C.blue, { rx: 4, fillOpacity: 0.7 });
      }
      // order book
      out += rect(830, 110, 280, 560, '#262338', { rx: 18 });
      for (let i = 0; i < 8; i++) {
        const w = r.range(60, 220);
        out += rect(1090 - w, 140 + i * 30, w, 20, C.brand, { rx: 4, fillOpacity: 0.35 + i * 0.06 });
      }
      out += rect(850, 390, 240, 36, C.paper, { rx: 8 });
      out += rect(866, 402, 100, 12, C.ink, { rx: 6 });
      for (let i = 0; i < 8; i++) {
        const w = r.range(60, 220);
        out += rect(1090 - w, 446 + i * 30, w, 20, C.teal, { rx: 4, fillOpacity: 0.9 - i * 0.06 });
      }
      // swap badge
      out += circle(790, 110, 58, C.brand);
      out += path('M760 98h56l-14-14M820 122h-56l14 14', 'none', stroke(C.white, 7));
      return out;
    },
  },
  'nft-collection': {
    title: 'NFT collection',
    draw(r, W, H, id) {
      let out = caseBackground(r, W, H, id, C.paper, [C.brandLight, C.blueSoft, '#fde9c6']);
      const palette = [C.brand, C.blue, C.teal, C.amber, C.ink];
      const card = (x, y, size, seed, rot) => {
        const rr = rng(`nft:${seed}`);
        const bg = rr.pick([C.brandSoft, C.blueSoft, C.tealSoft, '#fde9c6', '#e4e1f2']);
        let art = rect(0, 0, size, size, bg, { rx: 12 });
        art += circle(
          size * rr.range(0.3, 0.7),
          size * rr.range(0.3, 0.6),
          size * rr.range(0.18, 0.3),
          rr.pick(palette),
        );
        art += path(
          `M0 ${n(size * 0.75)}Q${n(size * 0.5)} ${n(size * rr.range(0.5, 0.7))} ${n(size)} ${n(size * 0.78)}V${n(size - 12)}a12 12 0 0 1-12 12H12a12 12 0 0 1-12-12Z`,
          rr.pick(palette),
        );
        if (rr.chance(0.6)) art += path(polygon(hexPoints(size * 0.76, size * 0.24, size * 0.1)), C.white);
        const frame =
          rect(-14, -14, size + 28, size + 78, C.white, { rx: 20 }) +
          art +
          rect(0, size + 20, size * 0.55, 14, C.ink, { rx: 7 }) +
          rect(0, size + 42, size * 0.3, 12, C.brand, { rx: 6 });
        return group({ transform: `translate(${n(x)} ${n(y)}) rotate(${n(rot)})` }, frame);
      };
      out += card(150, 180, 220, 'a', -6);
      out += card(830, 170, 220, 'b', 6);
      out += card(470, 130, 260, 'c', 0);
      // hex badge and sparkles
      out += path(polygon(hexPoints(600, 640, 60)), C.ink);
      out += path(polygon(hexPoints(600, 640, 34)), 'none', stroke(C.brand, 8));
      out += sparkle(410, 110, 24, C.amber);
      out += sparkle(820, 600, 18, C.blue);
      out += sparkle(1100, 120, 14, C.brand);
      return out;
    },
  },
  'tokenized-real-estate': {
    title: 'Tokenized real estate',
    draw(r, W, H, id) {
      let out = caseBackground(r, W, H, id, C.paper, [C.tealSoft, C.brandLight, C.blueSoft]);
      // apartment building split into token tiles
      out += path('M150 300L340 170L530 300Z', C.ink);
      out += rect(170, 300, 340, 360, C.white);
      out += rect(170, 300, 340, 360, 'none', stroke(C.ink, 6));
      const cols = 4;
      const rows = 5;
      for (let j = 0; j < rows; j++) {
        for (let i = 0; i < cols; i++) {
          const x = 196 + i * 78;
          const y = 322 + j * 64;
          const roll = r.next();
          const fill = roll < 0.3 ? C.brand : roll < 0.5 ? C.teal : roll < 0.6 ? C.blue : C.line;
          out += rect(x, y, 56, 44, fill, { rx: 8 });
        }
      }
      out += rect(300, 600, 80, 60, C.ink, { rx: 6 });
      out += path('M100 660H600', 'none', stroke(C.ink, 6));
      // arrow
      out += path('M590 420C660 380 720 380 790 420', 'none', stroke(C.brand, 10, { strokeDasharray: '4 22' }));
      out += path('M770 392l28 30-40 12', 'none', stroke(C.brand, 10));
      // token cubes
      const cubes = [
        [900, 260, C.brand],
        [1010, 330, C.teal],
        [880, 420, C.blue],
        [1000, 500, C.brand],
        [900, 580, C.teal],
      ];
      for (const [x, y, c] of cubes) out += isoCube(x, y, 48, shade(c, 0.35), c, shade(c, -0.2));
      out += coin(1090, 190, 44, C.amber, C.amberDark);
      return out;
    },
  },
};

function renderCaseStudy(key) {
  const spec = CASE_STUDIES[key];
  const r = rng(`case:${key}`);
  const body = spec.draw(r, 1200, 800, idPrefix(key));
  return svgDocument(1200, 800, `Illustration: ${spec.title}`, body);
}

// ---------------------------------------------------------------------------------------------
// Hero illustrations (960×720)
// ---------------------------------------------------------------------------------------------

function heroBackground(r, W, H, blobs) {
  let out = '';
  out += circle(W / 2, H / 2 + 10, 300, blobs[0]);
  out += circle(r.range(120, 220), r.range(100, 200), r.range(70, 110), blobs[1]);
  out += circle(r.range(W - 220, W - 120), r.range(H - 200, H - 110), r.range(60, 100), blobs[2]);
  out += dotGrid(r.range(60, 120), r.range(H - 190, H - 150), 6, 4, 24, 3, C.ink, 0.14);
  out += dotGrid(r.range(W - 230, W - 190), r.range(60, 100), 6, 4, 24, 3, C.ink, 0.14);
  return out;
}

const ILLUSTRATIONS = {
  software: {
    title: 'Software development',
    draw(r, W, H) {
      let out = heroBackground(r, W, H, [C.brandLight, C.blueSoft, C.tealSoft]);
      out += rect(190, 160, 580, 400, C.ink, { rx: 24, fillOpacity: 0.12, transform: 'translate(12 16)' });
      out += windowFrame(190, 160, 580, 400, { fill: C.ink, bar: '#2c2944' });
      const colors = [C.brand, C.blue, C.teal, C.amber, C.paper];
      let indent = 0;
      for (let i = 0; i < 9; i++) {
        const y = 236 + i * 34;
        out += rect(214, y, 18, 12, C.inkMuted, { rx: 4, fillOpacity: 0.5 });
        let x = 252 + indent * 34;
        const parts = r.int(1, 3);
        for (let p = 0; p < parts; p++) {
          const w = r.range(40, 130);
          out += rect(x, y, w, 12, r.pick(colors), { rx: 6 });
          x += w + 14;
        }
        indent = Math.max(0, Math.min(3, indent + r.pick([-1, 0, 1])));
      }
      out += rect(560, 474, 4, 26, C.brand);
      // </> badge
      out += circle(760, 180, 70, C.brand);
      out += path('M738 156l-24 24 24 24M782 156l24 24-24 24M768 148l-16 64', 'none', stroke(C.white, 10));
      // gear
      const gear = [];
      for (let i = 0; i < 16; i++) {
        const a = (Math.PI * 2 * (i - 0.5)) / 16;
        const a2 = (Math.PI * 2 * (i + 0.5)) / 16;
        const rr = i % 2 ? 44 : 56;
        gear.push([190 + rr * Math.cos(a), 560 + rr * Math.sin(a)], [190 + rr * Math.cos(a2), 560 + rr * Math.sin(a2)]);
      }
      out += path(polygon(gear), C.teal);
      out += circle(190, 560, 18, C.paper);
      out += sparkle(850, 420, 20, C.amber);
      return out;
    },
  },
  blockchain: {
    title: 'Blockchain development',
    draw(r, W, H) {
      let out = heroBackground(r, W, H, [C.blueSoft, C.brandLight, C.tealSoft]);
      const cubes = [
        [220, 470, C.brand],
        [390, 370, C.blue],
        [570, 400, C.teal],
        [740, 290, C.brand],
      ];
      for (let i = 0; i < cubes.length - 1; i++) {
        const [x1, y1] = cubes[i];
        const [x2, y2] = cubes[i + 1];
        out += path(`M${x1} ${y1 + 40}L${x2} ${y2 + 40}`, 'none', stroke(C.ink, 8, { strokeDasharray: '2 16' }));
      }
      for (const [x, y, c] of cubes) {
        out += isoCube(x, y, 74, shade(c, 0.4), c, shade(c, -0.22));
        out += path(polygon(hexPoints(x, y, 28)), C.white, {
          fillOpacity: 0.9,
          transform: `translate(${x} ${y}) scale(1 0.58) translate(${-x} ${-y})`,
        });
      }
      for (let i = 0; i < 6; i++) {
        const x = r.range(120, 840);
        const y = r.range(120, 620);
        out += circle(x, y, r.range(6, 12), r.pick([C.ink, C.brand, C.blue]));
      }
      out += sparkle(760, 520, 22, C.amber);
      out += sparkle(200, 230, 16, C.teal);
      return out;
    },
  },
  data: {
    title: 'Data platforms and analytics',
    draw(r, W, H) {
      let out = heroBackground(r, W, H, [C.tealSoft, C.blueSoft, C.brandLight]);
      // database
      const cx = 300;
      const rx = 120;
      const ry = 36;
      [
        [C.teal, 470],
        [C.blue, 390],
        [C.teal, 310],
      ].forEach(([c, y]) => {
        out += path(`M${cx - rx} ${y - 70}v70a${rx} ${ry} 0 0 0 ${2 * rx} 0v-70z`, c);
        out += path(`M${cx - rx} ${y - 70}a${rx} ${ry} 0 0 0 ${2 * rx} 0`, 'none', stroke(shade(c, -0.25), 4));
      });
      out += ellipse(cx, 240, rx, ry, shade(C.teal, 0.45));
      for (let i = 0; i < 3; i++) out += circle(cx + 80, 300 + i * 80, 8, C.white);
      // chart card
      out += rect(470, 190, 330, 340, C.white, { rx: 24 });
      const heights = [0, 1, 2, 3, 4].map(() => r.range(60, 200));
      heights.forEach((h, i) => {
        out += rect(505 + i * 56, 470 - h, 36, h, i === 3 ? C.brand : C.blueSoft, { rx: 8 });
      });
      out += path('M505 470H775', 'none', stroke(C.ink, 4));
      const pts = heights.map((h, i) => [523 + i * 56, 450 - h]);
      out += path(polyline(pts), 'none', stroke(C.ink, 5));
      for (const p of pts) out += circle(p[0], p[1], 7, C.ink);
      // flow dots
      out += path('M420 380C450 380 440 300 470 300', 'none', stroke(C.ink, 5, { strokeDasharray: '2 14' }));
      // pie
      out += circle(760, 560, 70, C.blue);
      out += path('M760 560V490A70 70 0 0 1 826 583Z', C.amber);
      out += sparkle(180, 560, 18, C.brand);
      return out;
    },
  },
  ai: {
    title: 'Artificial intelligence and machine learning',
    draw(r, W, H) {
      let out = heroBackground(r, W, H, [C.blueSoft, C.tealSoft, C.brandLight]);
      const layers = [3, 5, 5, 2];
      const nodes = layers.map((count, li) => {
        const x = 230 + li * 170;
        return Array.from({ length: count }, (_, i) => [x, 360 + (i - (count - 1) / 2) * 92]);
      });
      let edges = '';
      for (let li = 0; li < nodes.length - 1; li++) {
        for (const a of nodes[li])
          for (const b of nodes[li + 1]) edges += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
      }
      out += path(edges, 'none', stroke(C.ink, 2.5, { strokeOpacity: 0.35 }));
      // one highlighted path
      const hl = nodes.map((layer) => layer[r.int(0, layer.length - 1)]);
      out += path(polyline(hl), 'none', stroke(C.brand, 7));
      nodes.forEach((layer, li) => {
        for (const [x, y] of layer) {
          const active = hl[li][1] === y;
          out += circle(x, y, 28, active ? C.brand : [C.blue, C.teal, C.blue, C.ink][li]);
          out += circle(x, y, 10, C.white, { fillOpacity: active ? 1 : 0.7 });
        }
      });
      out += sparkle(770, 180, 34, C.amber);
      out += sparkle(820, 250, 16, C.brand);
      out += sparkle(170, 560, 18, C.teal);
      return out;
    },
  },
  exchange: {
    title: 'Crypto exchange development',
    draw(r, W, H) {
      let out = heroBackground(r, W, H, [C.brandLight, C.tealSoft, C.blueSoft]);
      out += coin(300, 370, 110, C.brand, shade(C.brand, -0.3));
      out += coin(660, 370, 110, C.teal, shade(C.teal, -0.3));
      // circular arrows between the two coins
      out += path('M340 240A200 200 0 0 1 620 240M617 210L620 240L590 238', 'none', stroke(C.ink, 10));
      out += path('M620 480A200 200 0 0 1 340 480M343 510L340 480L370 482', 'none', stroke(C.ink, 10));
      // mini chart
      out += rect(380, 560, 200, 90, C.white, { rx: 16 });
      const pts = [];
      for (let i = 0; i < 7; i++) pts.push([400 + i * 26.7, 630 - r.range(10, 50)]);
      out += path(polyline(pts), 'none', stroke(C.blue, 5));
      out += sparkle(480, 150, 22, C.amber);
      return out;
    },
  },
  tokenization: {
    title: 'Asset tokenization',
    draw(r, W, H) {
      let out = heroBackground(r, W, H, [C.tealSoft, C.brandLight, C.blueSoft]);
      // asset block (building)
      out += rect(150, 250, 260, 330, C.ink, { rx: 14 });
      for (let j = 0; j < 5; j++) {
        for (let i = 0; i < 3; i++) {
          out += rect(180 + i * 72, 280 + j * 56, 52, 36, r.chance(0.35) ? C.amber : '#3a3654', { rx: 6 });
        }
      }
      out += rect(245, 540, 70, 40, C.brand, { rx: 6 });
      // splitting into tokens
      const tokens = [
        [520, 230, 26],
        [600, 300, 34],
        [700, 240, 40],
        [560, 400, 44],
        [690, 420, 54],
        [800, 350, 34],
        [610, 540, 38],
        [760, 540, 30],
      ];
      tokens.forEach(([x, y, s], i) => {
        const c = [C.brand, C.teal, C.blue][i % 3];
        out += path(polygon(hexPoints(x, y, s)), c);
        out += path(polygon(hexPoints(x, y, s * 0.45)), C.white, { fillOpacity: 0.85 });
      });
      out += path('M420 420H480M420 380l30-20M420 460l30 20', 'none', stroke(C.brand, 8));
      out += path('M110 580H450', 'none', stroke(C.ink, 6));
      return out;
    },
  },
  security: {
    title: 'Security and smart contract audits',
    draw(r, W, H) {
      let out = heroBackground(r, W, H, [C.brandLight, C.blueSoft, C.tealSoft]);
      out += circle(480, 360, 250, 'none', stroke(C.ink, 4, { strokeDasharray: '4 18', strokeOpacity: 0.5 }));
      out += path('M480 120l170 66v130c0 120-76 200-170 244-94-44-170-124-170-244V186z', C.ink);
      out += path('M480 160l130 50v106c0 96-58 160-130 196V160z', '#2c2944');
      out += rect(420, 330, 120, 100, C.brand, { rx: 16 });
      out += path('M442 330v-30a38 38 0 0 1 76 0v30', 'none', stroke(C.brand, 16));
      out += circle(480, 370, 14, C.ink);
      out += path('M480 378v24', 'none', stroke(C.ink, 10));
      // orbiting badges
      const badges = [
        [240, 200, C.teal],
        [730, 250, C.blue],
        [720, 540, C.teal],
      ];
      for (const [x, y, c] of badges) {
        out += circle(x, y, 38, c);
        out += checkMark(x - 4, y, 14, C.white, 7);
      }
      out += circle(250, 540, 34, C.amber);
      out += path('M250 522v20M250 556v2', 'none', stroke(C.white, 8));
      return out;
    },
  },
  games: {
    title: 'Game development',
    draw(r, W, H) {
      let out = heroBackground(r, W, H, [C.blueSoft, C.brandLight, '#fde9c6']);
      // controller
      out += path(
        'M320 270h320a120 120 0 0 1 117 146l-22 100a60 60 0 0 1-103 26l-52-62H380l-52 62a60 60 0 0 1-103-26l-22-100A120 120 0 0 1 320 270z',
        C.ink,
      );
      out += path('M330 350v80M290 390h80', 'none', stroke(C.paper, 22));
      out += circle(610, 360, 18, C.brand);
      out += circle(650, 400, 18, C.teal);
      out += circle(570, 400, 18, C.blue);
      out += circle(610, 440, 18, C.amber);
      out += rect(450, 300, 60, 14, C.inkSoft, { rx: 7 });
      // pixel blocks
      const shapes = [
        [
          [0, 0],
          [1, 0],
          [2, 0],
          [1, 1],
        ],
        [
          [0, 0],
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ],
      ];
      [
        [150, 140, C.teal],
        [700, 120, C.brand],
        [720, 580, C.blue],
      ].forEach(([x, y, c], i) => {
        for (const [cx, cy] of shapes[i]) out += rect(x + cx * 40, y + cy * 40, 36, 36, c, { rx: 6 });
      });
      out += coin(200, 560, 36, C.amber, C.amberDark);
      out += sparkle(480, 190, 26, C.amber);
      return out;
    },
  },
  marketing: {
    title: 'Token and product marketing',
    draw(r, W, H) {
      let out = heroBackground(r, W, H, [C.brandLight, C.tealSoft, C.blueSoft]);
      // megaphone
      out += path('M200 330h60l200-110v300L260 410h-60a30 30 0 0 1-30-30v-20a30 30 0 0 1 30-30z', C.brand);
      out += rect(250, 410, 50, 110, shade(C.brand, -0.25), { rx: 14, transform: 'rotate(-12 275 410)' });
      out += ellipse(460, 370, 26, 150, shade(C.brand, -0.2));
      for (let i = 0; i < 3; i++)
        out += path(
          `M${520 + i * 36} ${300 - i * 20}a${90 + i * 40} ${90 + i * 40} 0 0 1 0 ${140 + i * 40}`,
          'none',
          stroke(C.ink, 8, { strokeOpacity: 1 - i * 0.25 }),
        );
      // rising bars
      out += rect(610, 170, 220, 180, C.white, { rx: 20 });
      [50, 80, 110, 140].forEach((base, i) => {
        const h = base * r.range(0.8, 1);
        out += rect(636 + i * 46, 320 - h, 30, h, i === 3 ? C.teal : C.blueSoft, { rx: 6 });
      });
      // target
      [80, 56, 32].forEach((rr, i) => (out += circle(740, 520, rr, i % 2 ? C.white : C.blue)));
      out += circle(740, 520, 10, C.brand);
      out += path('M740 520l90-70M812 446l22-6-6 22', 'none', stroke(C.ink, 8));
      return out;
    },
  },
  team: {
    title: 'Our team',
    draw(r, W, H) {
      let out = heroBackground(r, W, H, [C.tealSoft, C.brandLight, C.blueSoft]);
      out += person(300, 300, 54, SKIN.fair, C.brand, '#e0b25e');
      out += person(660, 300, 54, SKIN.deep, C.teal, '#1b1512');
      out += person(480, 260, 62, SKIN.medium, C.blue, '#3a2418');
      out += rect(180, 470, 600, 70, C.ink, { rx: 35 });
      out += rect(230, 540, 24, 110, C.ink, { rx: 12 });
      out += rect(706, 540, 24, 110, C.ink, { rx: 12 });
      out += rect(300, 440, 110, 30, C.paper, { rx: 6 });
      out += rect(540, 430, 140, 40, C.white, { rx: 6 });
      out += rect(552, 440, 80, 8, C.blue, { rx: 4 });
      // speech bubbles
      out += path(
        'M170 120h150a24 24 0 0 1 24 24v56a24 24 0 0 1-24 24h-100l-30 28v-28h-20a24 24 0 0 1-24-24v-56a24 24 0 0 1 24-24z',
        C.white,
      );
      out += circle(200, 172, 10, C.brand);
      out += circle(240, 172, 10, C.brand);
      out += circle(280, 172, 10, C.brand);
      out += path(
        'M640 100h150a24 24 0 0 1 24 24v56a24 24 0 0 1-24 24h-20v28l-30-28h-100a24 24 0 0 1-24-24v-56a24 24 0 0 1 24-24z',
        C.ink,
      );
      out += checkMark(712, 150, 22, C.teal, 10);
      out += sparkle(480, 110, 20, C.amber);
      return out;
    },
  },
};

function renderIllustration(name) {
  const spec = ILLUSTRATIONS[name];
  const r = rng(`illustration:${name}`);
  return svgDocument(960, 720, `Illustration: ${spec.title}`, spec.draw(r, 960, 720));
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

const COVER_KEYS = Object.keys(COVER_MOTIFS);
const TEAM_KEYS = Object.keys(TEAM);
const CASE_KEYS = Object.keys(CASE_STUDIES);
const ILLUSTRATION_KEYS = Object.keys(ILLUSTRATIONS);

const written = [];

function write(relPath, content) {
  const file = join(OUT, relPath);
  mkdirSync(dirname(file), { recursive: true });
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  if (relPath.endsWith('.svg') && data.length > MAX_SVG_BYTES) {
    throw new Error(`${relPath} is ${data.length} bytes, over the ${MAX_SVG_BYTES} byte budget`);
  }
  writeFileSync(file, data);
  written.push([relPath, data.length]);
}

for (const key of COVER_KEYS) write(`covers/${key}.svg`, renderCover(key));
for (const key of TEAM_KEYS) write(`team/${key}.svg`, renderAvatar(key));
for (const key of CASE_KEYS) write(`case-studies/${key}.svg`, renderCaseStudy(key));
for (const name of ILLUSTRATION_KEYS) write(`illustrations/${name}.svg`, renderIllustration(name));

for (const [file, size] of written) console.log(`${String(size).padStart(6)}  ${file}`);
console.log(`${written.length} files written to ${relative(process.cwd(), OUT) || '.'}`);
