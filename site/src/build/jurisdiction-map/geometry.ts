/**
 * Plane geometry for the jurisdiction map's generator: projection, clipping, simplification and compact
 * SVG path data. Build-time only; the site ships the generated path strings.
 */
export type Point = [number, number];
export type Ring = Point[];
export type Rect = { x0: number; y0: number; x1: number; y1: number };

const RAD = Math.PI / 180;

/**
 * Lambert azimuthal equal-area projection (spherical) around `center` [lon, lat] — the projection of the
 * EU's official maps (ETRS89-LAEA), so areas keep their proportions. Returns plane units with y growing
 * downwards, as in SVG.
 */
export function lambertAzimuthal(center: Point): (lonLat: Point) => Point {
  const [lon0, lat0] = [center[0] * RAD, center[1] * RAD];
  return ([lon, lat]) => {
    const [l, p] = [lon * RAD - lon0, lat * RAD];
    const k = Math.sqrt(2 / (1 + Math.sin(lat0) * Math.sin(p) + Math.cos(lat0) * Math.cos(p) * Math.cos(l)));
    const x = k * Math.cos(p) * Math.sin(l);
    const y = k * (Math.cos(lat0) * Math.sin(p) - Math.sin(lat0) * Math.cos(p) * Math.cos(l));
    return [x, -y];
  };
}

/** Maps plane coordinates so that `box` fills `width` (height follows the box's aspect ratio). */
export function fitTo(box: Rect, width: number): { height: number; place: (p: Point) => Point } {
  const scale = width / (box.x1 - box.x0);
  return {
    height: (box.y1 - box.y0) * scale,
    place: ([x, y]) => [(x - box.x0) * scale, (y - box.y0) * scale],
  };
}

/** The bounding box of some points. */
export function boundsOf(points: Point[]): Rect {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

type Edge = { inside: (p: Point) => boolean; cross: (a: Point, b: Point) => Point };

const edgesOf = (r: Rect): Edge[] => {
  const atX =
    (x: number) =>
    (a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  const atY =
    (y: number) =>
    (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
  return [
    { inside: (p) => p[0] >= r.x0, cross: atX(r.x0) },
    { inside: (p) => p[0] <= r.x1, cross: atX(r.x1) },
    { inside: (p) => p[1] >= r.y0, cross: atY(r.y0) },
    { inside: (p) => p[1] <= r.y1, cross: atY(r.y1) },
  ];
};

/** Clips a closed ring to a rectangle (Sutherland–Hodgman); an empty list when nothing is inside. */
export function clipRing(ring: Ring, rect: Rect): Ring {
  let output = ring;
  for (const edge of edgesOf(rect)) {
    const input = output;
    output = [];
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) output.push(edge.cross(previous, current));
        output.push(current);
      } else if (edge.inside(previous)) {
        output.push(edge.cross(previous, current));
      }
    });
    if (output.length === 0) return [];
  }
  return output;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas–Peucker: drops points closer than `tolerance` to the line the kept ones draw. */
export function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let [farthest, distance] = [0, -1];
  for (let i = 1; i < points.length - 1; i += 1) {
    const d = distanceToSegment(points[i]!, first, last);
    if (d > distance) [farthest, distance] = [i, d];
  }
  if (distance <= tolerance) return [first, last];
  const head = simplify(points.slice(0, farthest + 1), tolerance);
  return [...head.slice(0, -1), ...simplify(points.slice(farthest), tolerance)];
}

/** The enclosed area of a ring (shoelace formula, unsigned). */
export function ringArea(ring: Ring): number {
  let twice = 0;
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length]!;
    twice += p[0] * q[1] - q[0] * p[1];
  });
  return Math.abs(twice) / 2;
}

const num = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

/**
 * Compact SVG path data for closed rings: an absolute move, then relative lines with one decimal,
 * computed between rounded points so no rounding error adds up. Points that round together are dropped.
 */
export function pathData(rings: Ring[]): string {
  return rings
    .map((ring) => {
      const rounded = ring.map(([x, y]): Point => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
      const kept = rounded.filter((p, i) => i === 0 || p[0] !== rounded[i - 1]![0] || p[1] !== rounded[i - 1]![1]);
      if (kept.length < 3) return '';
      const [start, ...rest] = kept;
      const lines = rest.map((p, i) => {
        const previous = kept[i]!;
        const [dx, dy] = [num(p[0] - previous[0]), num(p[1] - previous[1])];
        return `${dx}${dy.startsWith('-') ? '' : ' '}${dy}`;
      });
      return `M${num(start![0])} ${num(start![1])}l${lines.join(' ')}z`;
    })
    .join('');
}
