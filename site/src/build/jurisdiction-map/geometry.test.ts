import { boundsOf, clipRing, fitTo, lambertAzimuthal, pathData, ringArea, simplify, type Ring } from './geometry';

describe('lambertAzimuthal', () => {
  const project = lambertAzimuthal([10, 52]);

  it('puts the centre at the origin, north up and east right', () => {
    expect(project([10, 52])).toEqual([0, -0]);
    const [x, y] = project([11, 53]);
    expect(x).toBeGreaterThan(0);
    expect(y).toBeLessThan(0); // SVG: up is negative
  });

  it('keeps areas: a 1°×1° cell near the centre and one far east cover what the sphere says', () => {
    const cellArea = (lon: number, lat: number) =>
      ringArea([project([lon, lat]), project([lon + 1, lat]), project([lon + 1, lat + 1]), project([lon, lat + 1])]);
    const sphere = (lat: number) =>
      (Math.PI / 180) * (Math.sin(((lat + 1) * Math.PI) / 180) - Math.sin((lat * Math.PI) / 180));
    expect(cellArea(9.5, 51.5) / sphere(51.5)).toBeCloseTo(1, 3);
    expect(cellArea(27, 58) / sphere(58)).toBeCloseTo(1, 2);
  });
});

describe('fitTo and boundsOf', () => {
  it('scales a box to the width and keeps its aspect ratio', () => {
    const box = boundsOf([
      [-1, -0.5],
      [1, 0.5],
    ]);
    const { height, place } = fitTo(box, 800);
    expect(height).toBe(400);
    expect(place([-1, -0.5])).toEqual([0, 0]);
    expect(place([1, 0.5])).toEqual([800, 400]);
  });
});

describe('clipRing', () => {
  const rect = { x0: 0, y0: 0, x1: 10, y1: 10 };

  it('keeps a ring inside, drops one outside', () => {
    const inside: Ring = [
      [1, 1],
      [2, 1],
      [2, 2],
    ];
    expect(clipRing(inside, rect)).toEqual(inside);
    expect(
      clipRing(
        [
          [20, 20],
          [30, 20],
          [30, 30],
        ],
        rect,
      ),
    ).toEqual([]);
  });

  it('cuts a ring that crosses the edge along the edge', () => {
    const square: Ring = [
      [5, 5],
      [15, 5],
      [15, 15],
      [5, 15],
    ];
    const clipped = clipRing(square, rect);
    expect(ringArea(clipped)).toBe(25);
    expect(clipped.every(([x, y]) => x >= 0 && x <= 10 && y >= 0 && y <= 10)).toBe(true);
  });
});

describe('simplify', () => {
  it('drops points within the tolerance and keeps the corners', () => {
    const line: Ring = [
      [0, 0],
      [5, 0.2],
      [10, 0],
      [10, 10],
    ];
    expect(simplify(line, 0.5)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
    expect(simplify(line, 0.1)).toEqual(line);
  });
});

describe('pathData', () => {
  it('writes a move, relative lines with one decimal, and a close', () => {
    expect(
      pathData([
        [
          [10.04, 20],
          [12.46, 20],
          [12.46, 17.5],
        ],
      ]),
    ).toBe('M10 20l2.5 0 0-2.5z');
  });

  it('drops points that round together and rings that collapse', () => {
    expect(
      pathData([
        [
          [0, 0],
          [0.01, 0.01],
          [5, 0],
          [5, 5],
        ],
        [
          [1, 1],
          [1.01, 1],
          [1.02, 1],
        ],
      ]),
    ).toBe('M0 0l5 0 0 5z');
  });
});
