import { JURISDICTION_CODES } from './jurisdictions';
import { MAP_SHAPES } from './shapes.generated';
import { buildShapes } from '../../build/jurisdiction-map/generate-shapes';

describe('the generated map shapes', () => {
  it('are what the generator makes from world-atlas today (run it after changing it)', () => {
    expect(MAP_SHAPES).toEqual(buildShapes());
  }, 30_000);

  it('draw every jurisdiction inside the frame, Liechtenstein in its inset', () => {
    const { width, height, shapes, liechtenstein } = MAP_SHAPES;
    for (const code of JURISDICTION_CODES.filter((c) => c !== 'li')) {
      expect(shapes[code].d).toMatch(/^M[\d.]+ [\d.]+l/);
      const [x, y] = shapes[code].label.at;
      expect(x > 0 && x < width && y > 0 && y < height).toBe(true);
    }
    const { marker, inset } = liechtenstein;
    expect(marker[0] > 0 && marker[0] < width && marker[1] > 0 && marker[1] < height).toBe(true);
    expect(inset.x1 <= width && inset.y1 <= height).toBe(true);
    expect(inset.d.length).toBeGreaterThan(50);
  });

  it('stay small enough to inline in the page', () => {
    expect(JSON.stringify(MAP_SHAPES).length).toBeLessThan(25_000);
  });
});
