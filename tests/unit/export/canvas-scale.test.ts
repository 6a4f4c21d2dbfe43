import {
  captureScale,
  MAX_CANVAS_AREA,
  MAX_CANVAS_SIDE,
  MIN_CAPTURE_SCALE,
} from '@/features/export/lib/canvas-scale';

describe('captureScale', () => {
  it("keeps the screen's pixel ratio when the canvas fits", () => {
    expect(captureScale(800, 2000, 1)).toBe(1);
    expect(captureScale(800, 2000, 2)).toBe(2);
  });

  it('scales a very tall conversation down to the side limit', () => {
    const scale = captureScale(800, 64_000, 1);
    expect(64_000 * scale).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
    expect(scale).toBeGreaterThan(0.2);
  });

  it('scales down to the area limit', () => {
    const scale = captureScale(800, 15_000, 2);
    expect(800 * scale * 15_000 * scale).toBeLessThanOrEqual(MAX_CANVAS_AREA + 1);
    expect(scale).toBeLessThan(2);
  });

  it('never goes below the minimum, and treats odd inputs as ratio 1', () => {
    expect(captureScale(800, 10_000_000, 1)).toBe(MIN_CAPTURE_SCALE);
    expect(captureScale(800, 1000, Number.NaN)).toBe(1);
    expect(captureScale(800, 1000, 0)).toBe(1);
    expect(captureScale(0, 0, 2)).toBe(2);
  });
});
