// How far down a page was read and how fast it was scrolled, from the scroll positions the tracker samples.

/** The share of the page seen at a position: the bottom of the window over the page's height, 0–100. */
export function depthAt(scrollY: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= 0) return 100;
  return Math.max(0, Math.min(100, ((Math.max(0, scrollY) + viewportHeight) / pageHeight) * 100));
}

/**
 * A page's scroll meter: the deepest share seen, and the average speed while scrolling (px/s): the distance between
 * samples over the time between them, counting only samples at most `gapMs` apart (one scroll, not the pauses between).
 */
export function createScrollMeter(gapMs = 500) {
  let deepest = 0;
  let distance = 0;
  let time = 0;
  let last: { y: number; at: number } | null = null;
  return {
    see(scrollY: number, viewportHeight: number, pageHeight: number, at: number) {
      deepest = Math.max(deepest, depthAt(scrollY, viewportHeight, pageHeight));
      if (last && at - last.at <= gapMs && at > last.at) {
        distance += Math.abs(scrollY - last.y);
        time += at - last.at;
      }
      last = { y: scrollY, at };
    },
    depth: () => Math.round(deepest),
    speed: () => (time > 0 ? Math.min(1e6, Math.round(distance / (time / 1000))) : 0),
  };
}
