/**
 * Generates `features/jurisdiction-map/shapes.generated.ts`: the outlines of the jurisdiction map from Natural
 * Earth (public domain) via world-atlas, projected, clipped and simplified to compact SVG path data. Run it after
 * changing the map's frame or countries:
 *
 *   npm run generate:jurisdiction-map --workspace site
 *
 * The site never loads world-atlas; it imports the committed output (a test checks it is current).
 */
import fs from 'node:fs';
import path from 'node:path';
import { feature } from 'topojson-client';
import {
  boundsOf,
  clipRing,
  fitTo,
  lambertAzimuthal,
  pathData,
  ringArea,
  simplify,
  type Point,
  type Rect,
  type Ring,
} from './geometry';
import { JURISDICTION_CODES, type JurisdictionCode } from '../../features/jurisdiction-map/jurisdictions';

/** ISO 3166-1 numeric codes, as world-atlas names its features. */
const NUMERIC: Record<JurisdictionCode, string> = { ee: '233', lt: '440', li: '438', gb: '826', de: '276' };
const SWITZERLAND_AUSTRIA = ['756', '040'];

const WIDTH = 800;
/** EPSG:3035's centre: the EU's equal-area map of Europe. */
const CENTER: Point = [10, 52];
/** The frame holds Ireland to Estonia, Shetland to the Alps with room for the Liechtenstein inset below. */
const FRAME: Point[] = [
  [-10.8, 51.4],
  [-1, 61],
  [29.3, 60.3],
  [32.2, 57.5],
  [27.5, 53.3],
  [11.5, 43.2],
  [-6, 47.5],
];
/** Where each name sits (lon, lat) and how it is anchored. */
const LABELS: Record<JurisdictionCode, { at: Point; anchor: 'start' | 'middle' | 'end' }> = {
  gb: { at: [2.6, 56.9], anchor: 'middle' },
  de: { at: [10.3, 51.1], anchor: 'middle' },
  ee: { at: [25.4, 59.98], anchor: 'middle' },
  lt: { at: [24.2, 53.55], anchor: 'middle' },
  li: { at: [9.53, 47.16], anchor: 'middle' },
};
/** The Liechtenstein inset: its box on the map (plane units) and the area it shows (lon, lat corners). */
const INSET = {
  x: 425,
  y: 478,
  size: 110,
  area: [
    [9.2, 46.93],
    [9.95, 47.4],
  ] as [Point, Point],
};

type Geometry = { type: 'Polygon'; coordinates: Point[][] } | { type: 'MultiPolygon'; coordinates: Point[][][] };
type Country = { id: string; geometry: Geometry | null };

function countries(resolution: '10m' | '50m'): Country[] {
  const file = require.resolve(`world-atlas/countries-${resolution}.json`);
  const topology = JSON.parse(fs.readFileSync(file, 'utf8'));
  return (feature(topology, topology.objects.countries) as unknown as { features: Country[] }).features;
}

/** Outer rings and holes alike: with the even-odd rule nothing more is needed. */
function ringsOf(country: Country): Ring[] {
  const g = country.geometry;
  if (g === null) return [];
  return g.type === 'Polygon' ? g.coordinates : g.coordinates.flat();
}

type Drawing = { place: (lonLat: Point) => Point; clip: Rect; tolerance: number; minArea: number };

function draw(rings: Ring[], { place, clip, tolerance, minArea }: Drawing): string {
  const drawn = rings
    .map((ring) => clipRing(ring.map(place), clip))
    .filter((ring) => ring.length > 2 && ringArea(ring) >= minArea)
    .map((ring) => simplify([...ring, ring[0]!], tolerance).slice(0, -1));
  return pathData(drawn);
}

const round1 = (p: Point): Point => [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10];

export function buildShapes() {
  const project = lambertAzimuthal(CENTER);
  const box = boundsOf(FRAME.map(project));
  const { height, place: fit } = fitTo(box, WIDTH);
  const place = (p: Point) => fit(project(p));
  const frame: Rect = { x0: -2, y0: -2, x1: WIDTH + 2, y1: Math.round(height) + 2 };
  const medium = countries('50m');
  const byId = (list: Country[], id: string) => list.find((c) => c.id === id)!;
  const codes = new Set(Object.values(NUMERIC));

  const main = { place, clip: frame, tolerance: 0.5 };
  // Neighbours only orient the eye: coarser than the jurisdictions, small islands left out.
  const context = draw(medium.filter((c) => !codes.has(c.id)).flatMap(ringsOf), {
    ...main,
    tolerance: 1.4,
    minArea: 10,
  });
  const liechtensteinRings = ringsOf(byId(countries('10m'), NUMERIC.li));
  const shapes = Object.fromEntries(
    JURISDICTION_CODES.map((code) => {
      const label = { ...LABELS[code], at: round1(place(LABELS[code].at)) };
      const d = code === 'li' ? '' : draw(ringsOf(byId(medium, NUMERIC[code])), { ...main, minArea: 0.6 });
      return [code, { d, label }];
    }),
  ) as Record<JurisdictionCode, { d: string; label: { at: Point; anchor: 'start' | 'middle' | 'end' } }>;

  // Liechtenstein (160 km²) is a dot at this scale: a marker on the map and a close-up in the inset.
  const insetProject = lambertAzimuthal([(INSET.area[0][0] + INSET.area[1][0]) / 2, 47.15]);
  const insetBox = boundsOf(INSET.area.map(insetProject));
  const { place: insetFit } = fitTo(insetBox, INSET.size);
  const insetPlace = (p: Point): Point => {
    const [x, y] = insetFit(insetProject(p));
    return [x + INSET.x, y + INSET.y];
  };
  const insetFrame: Rect = { x0: INSET.x, y0: INSET.y, x1: INSET.x + INSET.size, y1: INSET.y + INSET.size };
  const large = countries('10m');
  const insetDrawing = { place: insetPlace, clip: insetFrame, tolerance: 0.3, minArea: 0.5 };
  const marker = round1(place(boundsCenter(liechtensteinRings)));
  return {
    width: WIDTH,
    height: Math.round(height),
    context,
    shapes,
    liechtenstein: {
      marker,
      inset: {
        ...insetFrame,
        context: draw(
          SWITZERLAND_AUSTRIA.flatMap((id) => ringsOf(byId(large, id))),
          insetDrawing,
        ),
        d: draw(liechtensteinRings, insetDrawing),
        label: round1(insetPlace([9.55, 46.99])),
      },
    },
  };
}

function boundsCenter(rings: Ring[]): Point {
  const b = boundsOf(rings.flat());
  return [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
}

export const OUTPUT = path.resolve(__dirname, '..', '..', 'features', 'jurisdiction-map', 'shapes.generated.ts');

/** The generated module's source, formatted as the repository formats TypeScript. */
export async function generatedSource(): Promise<string> {
  const shapes = buildShapes();
  const source = `// Generated by build/jurisdiction-map/generate-shapes.ts from Natural Earth 1:50m and 1:10m (public domain) via
// world-atlas. Do not edit by hand: change the generator and run it again.
import type { JurisdictionShapes } from './jurisdictions';

export const MAP_SHAPES: JurisdictionShapes = ${JSON.stringify(shapes)};
`;
  // Loaded here, not at the top: the test that compares the shapes runs without it (prettier 3 is ESM).
  const { default: prettier } = await import('prettier');
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {};
  return prettier.format(source, { ...options, filepath: OUTPUT });
}

if (require.main === module) {
  void generatedSource().then((source) => {
    fs.writeFileSync(OUTPUT, source);
    console.log(`wrote ${path.relative(process.cwd(), OUTPUT)} (${(source.length / 1000).toFixed(1)} KB)`);
  });
}
