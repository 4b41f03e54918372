// A brand's logo drawn from its name (the demo catalogue has no logo files): a clean wordmark on a transparent
// background in a colour seeded by the slug, in one of four house styles also chosen by the slug.

import { ems, escapeXml, hash } from './render-product-image';

function hsl(h: number, s: number, l: number): string {
  s /= 100;
  l /= 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return '#' + [f(0), f(8), f(4)].map((v) => v.toString(16).padStart(2, '0')).join('');
}

/** One or two lines of `text` centred on (cx, cy) within `maxW`, at most `size` px. */
function wordmark(text: string, cx: number, cy: number, maxW: number, size: number, fill: string, weight: number, ls = 0): { svg: string; bottom: number } {
  const per = (t: string) => ems(t) * (weight < 700 ? 0.92 : 1) + ls * t.length;
  let lines = [text];
  let fs = Math.min(size, maxW / per(text));
  if (fs < size * 0.55 && text.includes(' ')) {
    const words = text.split(' ');
    let best = lines;
    let bestW = Infinity;
    for (let i = 1; i < words.length; i++) {
      const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
      const w = Math.max(per(pair[0]), per(pair[1]));
      if (w < bestW) [bestW, best] = [w, pair];
    }
    lines = best;
    fs = Math.min(size * 0.75, maxW / bestW);
  }
  fs = Math.round(fs * 10) / 10;
  const attrs = `text-anchor="middle" font-size="${fs}" font-weight="${weight}" fill="${fill}"${ls ? ` letter-spacing="${ls}em"` : ''}`;
  const y0 = cy + fs * 0.36 - ((lines.length - 1) * fs * 1.1) / 2;
  const svg = `<text ${attrs}>${lines.map((l, i) => `<tspan x="${cx}" y="${Math.round((y0 + i * fs * 1.1) * 10) / 10}">${escapeXml(l)}</tspan>`).join('')}</text>`;
  return { svg, bottom: y0 + (lines.length - 1) * fs * 1.1 + fs * 0.25 };
}

export function renderBrandLogo(b: { slug: string; name: string; origin: string }): string {
  const h = hash(b.slug);
  const hue = h % 360;
  // darker for yellows and greens, which read weakly on white
  const main = hsl(hue, 55 + ((h >>> 9) % 20), 30 + ((h >>> 13) % 10) - (hue > 40 && hue < 170 ? 8 : 0));
  const second = hsl((hue + 150 + ((h >>> 5) % 60)) % 360, 65, 50);
  const name = b.name.trim() || b.slug;
  const initial = escapeXml([...name][0]!.toUpperCase());
  let body: string;
  switch ((h >>> 3) % 4) {
    case 0: // bold wordmark with an accent bar
      {
        const w = wordmark(name, 200, 90, 350, 72, main, 700);
        body = w.svg + `<rect x="170" y="${Math.round(Math.max(150, w.bottom + 14))}" width="60" height="8" rx="4" fill="${second}"/>`;
      }
      break;
    case 1: // a rounded square monogram beside the wordmark
      body =
        `<rect x="22" y="58" width="84" height="84" rx="22" fill="${main}"/><text x="64" y="116" text-anchor="middle" font-size="52" font-weight="700" fill="#fff">${initial}</text>` +
        wordmark(name, 256, 100, 270, 58, main, 700).svg;
      break;
    case 2: // spaced capitals between two rules
      body =
        `<rect x="40" y="46" width="320" height="4" rx="2" fill="${main}"/><rect x="40" y="150" width="320" height="4" rx="2" fill="${main}"/>` +
        wordmark(name.toUpperCase(), 200, 100, 320, 50, main, 700, 0.12).svg;
      break;
    default: // a ring mark beside a lighter wordmark
      body =
        `<circle cx="64" cy="100" r="40" fill="none" stroke="${main}" stroke-width="10"/><circle cx="64" cy="100" r="14" fill="${second}"/>` +
        wordmark(name, 256, 100, 270, 60, main, 400).svg;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200" role="img" aria-label="${escapeXml(name)}" font-family="DejaVu Sans, Arial, sans-serif">${body}</svg>`;
}
