import { describe, expect, it } from 'vitest';
import { createScrollMeter, depthAt } from './scroll';

describe('scroll meter', () => {
  it('keeps the deepest share of the page seen', () => {
    expect(depthAt(0, 900, 3600)).toBe(25);
    expect(depthAt(2700, 900, 3600)).toBe(100);
    expect(depthAt(0, 900, 600)).toBe(100);
    const meter = createScrollMeter();
    meter.see(0, 900, 3600, 0);
    meter.see(900, 900, 3600, 100);
    meter.see(0, 900, 3600, 5000);
    expect(meter.depth()).toBe(50);
  });

  it('averages the speed while scrolling, not over the pauses', () => {
    const meter = createScrollMeter();
    expect(meter.speed()).toBe(0);
    meter.see(0, 900, 9000, 0);
    meter.see(100, 900, 9000, 100);
    meter.see(300, 900, 9000, 200); // 300 px in 200 ms
    meter.see(300, 900, 9000, 10_000); // a pause: not counted
    meter.see(200, 900, 9000, 10_100); // 100 px back up in 100 ms
    expect(meter.speed()).toBe(Math.round(400 / 0.3));
  });
});
