// Product pictures drawn from the product's data (the demo catalogue has no photographs and the machine has no
// internet): a flat vector illustration of the kind of product (chosen from its category, leaf category and name)
// on a soft studio background, coloured from the slug, with the brand on the product and a small origin badge.
// View 1 is the hero shot, view 2 an alternate composition on a podium, view 3 the product with its box or a close-up.

export type PictureInput = {
  slug: string;
  name: string;
  brand: string | null;
  origin: 'US' | 'KR' | 'CN' | 'JP' | 'MN';
  category: string | null /* top-level category slug */;
  subcategory: string | null /* leaf slug */;
  view: 1 | 2 | 3;
};

// ── small helpers ─────────────────────────────────────────────────────────────────────────────────────────────────

/** A stable 32-bit hash of a string (FNV-1a with a final mix). */
export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  return (h ^ (h >>> 15)) >>> 0;
}

export const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

type HSL = [number, number, number];
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
function hex([h, s, l]: HSL): string {
  s = clamp(s, 0, 100) / 100;
  l = clamp(l, 0, 100) / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return '#' + [f(0), f(8), f(4)].map((v) => v.toString(16).padStart(2, '0')).join('');
}
const lt = ([h, s, l]: HSL, dl: number, ds = 0): HSL => [h, clamp(s + ds, 0, 100), clamp(l + dl, 3, 98)];

const R = (x: number, y: number, w: number, h: number, rx: number, f: string, e = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${f}"${e ? ' ' + e : ''}/>`;
const C = (cx: number, cy: number, r: number, f: string, e = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${f}"${e ? ' ' + e : ''}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, f: string, e = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${f}"${e ? ' ' + e : ''}/>`;
const P = (d: string, f: string, e = '') => `<path d="${d}" fill="${f}"${e ? ' ' + e : ''}/>`;
const S = (d: string, s: string, w: number, e = '') =>
  `<path d="${d}" fill="none" stroke="${s}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${e ? ' ' + e : ''}/>`;
const G = (t: string, inner: string, e = '') => `<g transform="${t}"${e ? ' ' + e : ''}>${inner}</g>`;
const O = (o: number) => `opacity="${o}"`;
/** A row of `n` copies of `f(i)`. */
const rep = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

/** Approximate advance of a string in DejaVu Sans Bold, in em. */
export function ems(s: string): number {
  let u = 0;
  for (const ch of s) {
    if (/[A-Z0-9]/.test(ch)) u += ch === 'I' ? 0.42 : /[MW]/.test(ch) ? 0.98 : 0.76;
    else if (/[a-z]/.test(ch)) u += /[ijlt]/.test(ch) ? 0.4 : /[mw]/.test(ch) ? 1.0 : 0.66;
    else if (ch === ' ') u += 0.35;
    else u += /[.,:;'’!|]/.test(ch) ? 0.38 : 0.7;
  }
  return u || 1;
}

interface TextOpt {
  w?: number; // font-weight
  rot?: number; // rotation around (x, y)
  ls?: number; // letter-spacing in em
  up?: boolean; // upper-case
  lines?: number; // allow wrapping into this many lines (default 2)
  o?: number; // opacity
}

// ── colours ───────────────────────────────────────────────────────────────────────────────────────────────────────

const families: Record<string, HSL[]> = {
  // electronics: graphite, silver, white, midnight, blue, sand, sage, lavender, rose, green
  t: [[220, 7, 24], [210, 8, 82], [40, 8, 94], [225, 30, 21], [212, 42, 42], [35, 22, 72], [150, 14, 56], [262, 24, 72], [350, 34, 78], [165, 26, 32], [200, 12, 45]],
  // cosmetics: white, blush, mint, lilac, peach, sky, cream, sage, coral, butter, amber, ink
  c: [[30, 25, 96], [350, 55, 85], [160, 35, 80], [270, 35, 84], [22, 70, 83], [200, 50, 84], [45, 45, 88], [120, 20, 76], [8, 62, 72], [50, 70, 80], [28, 60, 44], [215, 25, 22]],
  // food: red, orange, yellow, green, brown, blue, purple, black, pink
  f: [[355, 72, 48], [24, 88, 52], [45, 90, 54], [130, 45, 38], [25, 45, 32], [210, 65, 44], [280, 40, 40], [0, 0, 15], [340, 60, 60]],
  // wear: navy, charcoal, camel, olive, burgundy, cream, grey, black, forest, rust, denim, dusty pink, sky, mustard, white
  w: [[220, 45, 26], [210, 6, 30], [32, 45, 60], [75, 22, 40], [345, 48, 34], [40, 35, 88], [0, 0, 66], [0, 0, 14], [150, 32, 28], [15, 55, 46], [212, 40, 42], [350, 35, 74], [205, 45, 68], [42, 70, 52], [0, 0, 95]],
  // denim
  j: [[212, 45, 42], [220, 42, 26], [205, 35, 60], [0, 0, 16], [210, 10, 44]],
  // plush toys: brown, honey, dark brown, pink, grey, sky
  p: [[28, 45, 52], [35, 55, 68], [20, 35, 38], [340, 55, 80], [0, 0, 72], [200, 45, 72]],
  // kids: red, yellow, blue, green, orange, purple, pink, teal
  k: [[0, 72, 55], [46, 92, 56], [208, 72, 52], [140, 52, 45], [28, 88, 56], [270, 50, 60], [330, 65, 66], [175, 58, 40]],
  // home & appliances: white, cream, black, silver, mint, sage, beige, red, blue-grey, oak, terracotta, powder blue
  h: [[40, 10, 95], [40, 40, 87], [220, 8, 20], [210, 6, 78], [160, 30, 76], [110, 15, 60], [30, 30, 76], [356, 62, 48], [210, 18, 52], [32, 45, 60], [14, 48, 54], [205, 40, 78]],
  // medical devices: white, pale grey, pale blue
  m: [[200, 15, 96], [210, 10, 87], [205, 40, 91], [170, 20, 90]],
  // vitamin bottles: white, amber, dark green, navy, brown, white
  v: [[0, 0, 97], [28, 70, 36], [150, 40, 25], [220, 40, 28], [20, 35, 28], [40, 20, 95]],
};
const accents: HSL[] = [
  [175, 55, 40], [8, 75, 60], [42, 78, 52], [222, 68, 54], [356, 70, 50], [145, 50, 40], [28, 90, 55], [265, 45, 56], [335, 68, 60], [198, 75, 50], [220, 12, 18],
];

interface Ctx {
  id: string;
  b: string; bd: string; bdd: string; bl: string; // body, darker, darkest, lighter
  a: string; ad: string; al: string; // accent
  k: string; ka: string; // ink on body / on accent
  x1: string; x2: string; // screen wallpaper colours
  gb: string; ga: string; gm: string; gx: string; gg: string; // url(#…) body sheen, accent sheen, metal, screen, glass
  light: boolean; // body is light (needs an outline)
  brand: string;
  name: string; // lower-cased product name
  r: number; // a stable number 0..1 for small variations
  t: (x: number, y: number, maxW: number, size: number, fill: string, o?: TextOpt) => string;
}

function makeText(brand: string) {
  return (x: number, y: number, maxW: number, size: number, fill: string, o: TextOpt = {}): string => {
    let s = o.up ? brand.toUpperCase() : brand;
    if (!s) return '';
    const ls = o.ls ?? 0;
    const per = (t: string) => ems(t) + ls * t.length;
    let lines = [s];
    let fs = Math.min(size, maxW / per(s));
    if (fs < size * 0.62 && (o.lines ?? 2) > 1 && s.includes(' ')) {
      // wrap into two lines of similar length
      const words = s.split(' ');
      let best = [s, ''];
      let bestW = Infinity;
      for (let i = 1; i < words.length; i++) {
        const l1 = words.slice(0, i).join(' ');
        const l2 = words.slice(i).join(' ');
        const w = Math.max(per(l1), per(l2));
        if (w < bestW) [bestW, best] = [w, [l1, l2]];
      }
      lines = best;
      fs = Math.min(size * 0.8, maxW / bestW);
    }
    fs = Math.round(fs * 10) / 10;
    const rot = o.rot ? ` transform="rotate(${o.rot} ${x} ${y})"` : '';
    const attrs = `text-anchor="middle" font-size="${fs}" font-weight="${o.w ?? 700}" fill="${fill}"${ls ? ` letter-spacing="${ls}em"` : ''}${o.o ? ` opacity="${o.o}"` : ''}${rot}`;
    if (lines.length === 1) return `<text x="${x}" y="${Math.round((y + fs * 0.36) * 10) / 10}" ${attrs}>${escapeXml(s)}</text>`;
    const y0 = y - fs * 0.55 + fs * 0.36;
    return `<text ${attrs}>${lines.map((l, i) => `<tspan x="${x}" y="${Math.round((y0 + i * fs * 1.1) * 10) / 10}">${escapeXml(l)}</tspan>`).join('')}</text>`;
  };
}

// ── the drawings: each fits the 800×800 frame with its base on the floor line y = 650 ─────────────────────────────

type Draw = (c: Ctx) => string;
const shine = (d: string, o = 0.35) => P(d, '#fff', O(o));
const outline = (c: Ctx) => (c.light ? ` stroke="${c.bd}" stroke-width="2"` : '');

// phones & tablets: the back behind, the front screen in front
const cameraBump = (c: Ctx, x: number, y: number, s: number) =>
  R(x, y, 86 * s, 86 * s, 24 * s, c.bd) +
  [[x + 24 * s, y + 24 * s], [x + 62 * s, y + 43 * s], [x + 24 * s, y + 62 * s]]
    .map(([cx, cy]) => C(cx, cy, 16 * s, '#1d2026', `stroke="${c.bl}" stroke-width="${3 * s}"`) + C(cx - 4 * s, cy - 4 * s, 4 * s, '#5d6b80'))
    .join('');
const screen = (c: Ctx, x: number, y: number, w: number, h: number, rx: number) =>
  R(x, y, w, h, rx, c.gx) +
  `<path d="M${x} ${y + h * 0.62}q${w * 0.35} ${-h * 0.16} ${w * 0.6} ${-h * 0.02}t${w * 0.4} ${-h * 0.1}V${y + h - rx}q0 ${rx} ${-rx} ${rx}H${x + rx}q${-rx} 0 ${-rx} ${-rx}Z" fill="#fff" opacity=".18"/>` +
  C(x + w * 0.7, y + h * 0.28, w * 0.22, '#fff', O(0.14));
const phone: Draw = (c) =>
  G('rotate(-8 330 400)', R(220, 160, 220, 460, 40, c.gb, outline(c)) + cameraBump(c, 242, 182, 1) + c.t(330, 450, 150, 26, c.k, { o: 0.85 })) +
  R(370, 175, 222, 470, 42, c.bdd) + screen(c, 380, 185, 202, 450, 34) + R(456, 199, 50, 15, 8, '#0b0c10');
const tablet: Draw = (c) =>
  G('rotate(-6 300 380)', R(130, 200, 330, 420, 30, c.gb, outline(c)) + cameraBump(c, 150, 220, 0.7) + c.t(295, 420, 200, 34, c.k, { o: 0.85 })) +
  R(300, 250, 380, 400, 32, c.bdd) + screen(c, 314, 264, 352, 372, 20) +
  rep(8, (i) => R(350 + (i % 4) * 76, 300 + Math.floor(i / 4) * 80, 46, 46, 12, '#fff', O(0.5))) +
  G('rotate(-12 560 660)', R(380, 648, 330, 14, 7, c.bl, `stroke="${c.bd}" stroke-width="2"`) + P('M380 648l-26 7 26 7z', c.bd));
const laptop: Draw = (c) =>
  P('M190 170q0-20 20-20h380q20 0 20 20v300H190z', c.bdd) + screen(c, 206, 166, 388, 284, 6) +
  c.t(400, 462, 120, 14, '#c9ced6', { up: true, ls: 0.1 }) +
  P('M190 470h420l60 150H130z', c.gb, outline(c)) + P('M130 620h540v14q0 10-10 10H140q-10 0-10-10z', c.bd) +
  P('M215 488h370l28 70H187z', c.bd, O(0.55)) + rep(4, (i) => S(`M${207 - i * 6} ${500 + i * 15}h${386 + i * 12}`, c.bl, 2, O(0.6))) +
  P('M340 572h120l6 36H334z', c.bl, O(0.7)) + P('M365 620h70v6h-70z', c.bdd, O(0.3));
const monitor: Draw = (c) =>
  R(130, 160, 540, 330, 14, c.bdd) + screen(c, 140, 170, 520, 298, 6) + c.t(400, 479, 160, 13, '#c9ced6', { up: true, ls: 0.1 }) +
  P('M370 490h60l14 130h-88z', c.gb) + E(400, 630, 130, 20, c.bd) + E(400, 625, 126, 16, c.gb);
const tv: Draw = (c) =>
  R(90, 180, 620, 372, 8, '#15171c') + screen(c, 98, 188, 604, 348, 3) + c.t(400, 544, 160, 12, '#c9ced6', { up: true, ls: 0.12 }) +
  P('M200 552l-30 90h24l36-90zM600 552l30 90h-24l-36-90z', c.bd) + R(160, 636, 60, 8, 4, c.bdd) + R(580, 636, 60, 8, 4, c.bdd);
const headphones: Draw = (c) =>
  S('M258 470V370q0-180 142-180t142 180v100', c.bd, 40) + S('M258 470V370q0-180 142-180t142 180v100', c.gb, 30) +
  S('M275 330q20-110 125-115t125 115', '#fff', 5, O(0.25)) +
  G('rotate(-4 250 530)', R(195, 430, 110, 190, 50, c.bd) + R(205, 440, 90, 170, 44, c.gb) + R(295, 450, 30, 150, 14, c.bdd)) +
  G('rotate(4 550 530)', R(495, 430, 110, 190, 50, c.bd) + R(505, 440, 90, 170, 44, c.gb) + R(475, 450, 30, 150, 14, c.bdd)) +
  c.t(400, 215, 130, 20, c.k, { up: true, ls: 0.08, o: 0.8 }) + C(251, 584, 6, c.a);
const bud = (c: Ctx, t: string) =>
  G(t, E(0, 0, 36, 32, c.b, outline(c)) + E(-22, 4, 14, 18, c.bd) + R(-6, 12, 26, 110, 13, c.gb, outline(c)) + C(7, 112, 5, '#9aa3ad'));
const earbuds: Draw = (c) =>
  R(250, 330, 260, 300, 80, c.gb, outline(c)) + P('M250 420h260', 'none', `stroke="${c.bd}" stroke-width="4"`) +
  C(380, 470, 6, c.a) + c.t(380, 550, 150, 24, c.k, { o: 0.8 }) + shine('M275 400q0-50 50-55h30q-60 15-70 55z') +
  bud(c, 'translate(560 470) rotate(-18)') + bud(c, 'translate(640 500) rotate(12)');
const speaker: Draw = (c) =>
  `<pattern id="${c.id}d" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="2.4" fill="#000" opacity=".25"/></pattern>` +
  R(150, 400, 500, 220, 110, c.gb, outline(c)) + R(150, 400, 500, 220, 110, `url(#${c.id}d)`) +
  E(180, 510, 34, 100, c.bd) + E(620, 510, 34, 100, c.bd) + C(620, 510, 50, c.bdd, O(0.4)) +
  R(330, 470, 140, 80, 40, c.a) + c.t(400, 510, 110, 34, c.ka) + R(370, 612, 60, 16, 8, c.bdd);
const smartwatch: Draw = (c) =>
  R(325, 140, 150, 210, 30, c.ga) + R(325, 460, 150, 190, 30, c.ga) + rep(4, (i) => C(400, 520 + i * 30, 5, c.ad)) +
  R(285, 250, 230, 280, 62, c.gm) + R(297, 262, 206, 256, 52, '#0c0d11') + R(515, 330, 14, 50, 6, c.bd) +
  C(400, 390, 76, 'none', `stroke="${c.a}" stroke-width="12" stroke-dasharray="330 200" transform="rotate(-90 400 390)"`) +
  C(400, 390, 58, 'none', `stroke="${c.x1}" stroke-width="12" stroke-dasharray="240 200" transform="rotate(-90 400 390)"`) +
  S('M400 390V340M400 390l34 20', '#fff', 6) + C(400, 390, 6, '#fff') + c.t(400, 475, 120, 14, '#e6e9ee', { up: true, ls: 0.1 });
const band: Draw = (c) =>
  E(400, 470, 170, 120, 'none', `stroke="${c.a}" stroke-width="54"`) + E(400, 470, 170, 120, 'none', `stroke="${c.ad}" stroke-width="54" stroke-dasharray="300 900" opacity=".5"`) +
  R(330, 520, 140, 90, 45, '#111318', `stroke="${c.bd}" stroke-width="5"`) +
  P('M370 560c0-14 20-14 20 0 0-14 20-14 20 0 0 14-20 26-20 26s-20-12-20-26z', c.a) + R(418, 552, 34, 8, 4, '#fff', O(0.7)) + R(418, 568, 24, 8, 4, '#fff', O(0.4)) +
  c.t(400, 365, 120, 16, c.ka, { up: true, ls: 0.08, o: 0.85 });
const powerbank: Draw = (c) =>
  P('M210 300l30-30h330l-30 30z', c.bl) + P('M540 300l30-30v330l-30 30z', c.bd) + R(210, 300, 330, 330, 26, c.gb, outline(c)) +
  c.t(375, 440, 240, 40, c.k) + rep(4, (i) => C(330 + i * 30, 560, 7, i < 3 ? c.a : c.bd)) + R(345, 286, 60, 10, 5, '#222') +
  S('M540 560q120 0 110 60t-120 30', c.a, 12);
const charger: Draw = (c) =>
  /car/.test(c.name)
    ? R(350, 420, 100, 200, 20, '#9aa3ad') + R(340, 600, 120, 24, 10, '#7b838c') + R(380, 620, 40, 20, 6, '#c9ced6') +
      R(300, 220, 200, 220, 50, c.gb, outline(c)) + R(330, 260, 60, 24, 12, '#2a2d33') + R(410, 260, 60, 24, 12, '#2a2d33') + C(400, 320, 8, c.a) + c.t(400, 385, 160, 28, c.k)
    : R(388, 150, 14, 110, 4, '#b9bec6') + R(440, 150, 14, 110, 4, '#b9bec6') +
  P('M300 270l40-30h230l-40 30z', c.bl) + P('M530 270l40-30v310l-40 30z', c.bd) + R(270, 270, 260, 310, 34, c.gb, outline(c)) +
  c.t(400, 380, 200, 34, c.k) + R(320, 470, 60, 22, 11, '#2a2d33') + R(420, 470, 60, 22, 11, '#2a2d33') + R(340, 520, 120, 22, 11, '#2a2d33') +
  S('M400 580q0 60 120 60t140-40', c.a, 12);
const cable: Draw = (c) =>
  rep(4, (i) => E(400, 420 + i * 14, 190 - i * 6, 110 - i * 4, 'none', `stroke="${i % 2 ? c.ad : c.a}" stroke-width="16"`)) +
  S('M210 460q-40 100 -20 170', c.a, 16) + S('M590 460q40 100 30 150', c.a, 16) +
  R(160, 600, 60, 90, 14, c.gb, outline(c)) + R(175, 680, 30, 30, 6, '#b9bec6') + R(590, 580, 60, 90, 14, c.gb, outline(c)) + R(605, 660, 30, 30, 6, '#b9bec6') +
  R(330, 320, 140, 60, 30, c.b, outline(c)) + c.t(400, 350, 110, 24, c.k);
const jumpstarter: Draw = (c) =>
  powerbank(c).replace(/<path d="M540 560[^>]*>/, '') +
  S('M260 300q-60-80-10-130', '#d33', 12) + S('M300 300q-10-90 60-130', '#222', 12) +
  R(215, 130, 60, 40, 10, '#d33') + R(335, 130, 60, 40, 10, '#333');
const mouse: Draw = (c) =>
  P('M400 210c100 0 140 90 140 200s-40 220-140 220-140-110-140-220 40-200 140-200z', c.gb, outline(c)) +
  S('M400 212v150', c.bdd, 4) + R(390, 260, 20, 50, 10, c.bdd) + S('M262 370q138 20 276 0', c.bd, 3, O(0.5)) +
  c.t(400, 520, 170, 24, c.k, { o: 0.85 }) + shine('M300 280q30-60 90-66-50 20-70 90z', 0.3);
const keyboard: Draw = (c) =>
  `<pattern id="${c.id}q" width="42" height="42" patternUnits="userSpaceOnUse"><rect x="3" y="3" width="36" height="36" rx="7" fill="${c.bl}" stroke="${c.bd}" stroke-width="2"/></pattern>` +
  P('M150 380h500l40 230H110z', c.bd) + P('M150 370h500l40 230H110z', c.gb, outline(c)) +
  G('matrix(1 0 .17 1 -70 0)', R(160, 400, 504, 168, 4, `url(#${c.id}q)`)) + c.t(600, 386, 90, 12, c.k, { o: 0.6 });
const printer: Draw = (c) =>
  P('M290 230h220l20 120H270z', '#fff', `stroke="#cfd3d8" stroke-width="2"`) + P('M240 330h320l40 30H200z', c.bl) +
  R(200, 360, 400, 260, 22, c.gb, outline(c)) + R(250, 470, 300, 20, 10, c.bdd) + P('M270 480h260l30 80H240z', '#fff', `stroke="#cfd3d8" stroke-width="2"`) +
  R(240, 390, 120, 40, 8, '#1d2127') + c.t(460, 410, 150, 24, c.k) +
  ['#19b5d6', '#d6197c', '#f0cf1a', '#222'].map((f, i) => R(610 + i * 0, 400 + i * 52, 40, 44, 6, f, O(0.9))).join('') + R(600, 390, 60, 220, 12, '#fff', 'opacity=".25"');
const ssd: Draw = (c) =>
  P('M250 340l40-40h270l-40 40z', c.bl) + P('M520 340l40-40v240l-40 40z', c.bd) + R(230, 340, 290, 240, 26, c.gb, outline(c)) +
  c.t(375, 450, 210, 38, c.k) + C(470, 540, 6, c.a) + R(255, 560, 36, 12, 6, '#2a2d33', O(0.8)) + S('M520 470q120 0 120 90t-90 80', c.a, 12);
const camera: Draw = (c) =>
  R(380, 240, 110, 80, 16, c.bdd) + P('M395 250h80l20 70H375z', c.bdd) + R(520, 262, 50, 22, 6, '#2a2d33') +
  R(180, 300, 440, 250, 34, c.gb, outline(c)) + R(520, 300, 100, 250, 34, c.bd) + R(180, 420, 440, 14, 0, c.bd, O(0.3)) +
  C(400, 450, 130, '#1a1c21') + C(400, 450, 116, '#2b2f36') + C(400, 450, 116, 'none', `stroke="${c.a}" stroke-width="4"`) +
  C(400, 450, 88, '#111') + C(400, 450, 68, c.gg) + C(372, 420, 16, '#fff', O(0.45)) + C(420, 470, 8, '#fff', O(0.25)) +
  c.t(250, 330, 110, 24, c.k, { up: true }) + C(220, 520, 6, c.a);
const gimbal: Draw = (c) =>
  R(350, 340, 100, 300, 40, c.gb, outline(c)) + R(366, 380, 68, 90, 10, '#101216') + R(370, 384, 60, 82, 8, c.gx) +
  C(400, 510, 14, c.a) + c.t(400, 580, 80, 18, c.k, { up: true }) + R(380, 300, 40, 50, 8, c.bd) +
  C(400, 250, 64, c.gb, outline(c)) + C(400, 250, 40, '#15171c') + C(400, 250, 26, c.gg) + C(390, 240, 7, '#fff', O(0.5));
const actioncam: Draw = (c) =>
  R(230, 330, 340, 260, 34, c.gb, outline(c)) + R(250, 350, 130, 100, 12, '#101216') + R(256, 356, 118, 88, 8, c.gx) +
  R(390, 330, 180, 180, 34, c.bd) + C(480, 420, 72, '#1a1c21') + C(480, 420, 46, c.gg) + C(468, 406, 10, '#fff', O(0.5)) +
  R(280, 310, 80, 20, 6, c.a) + c.t(330, 540, 180, 34, c.k, { up: true }) + C(540, 560, 8, c.a);
const rotor = (cx: number, cy: number, c: Ctx) =>
  E(cx, cy, 95, 26, '#fff', `opacity=".45" stroke="${c.bd}" stroke-width="2"`) + S(`M${cx - 80} ${cy + 6}L${cx + 80} ${cy - 6}`, c.bd, 5) + C(cx, cy, 9, c.bdd);
const drone: Draw = (c) =>
  S('M400 430L200 330M400 430L600 330M400 430L230 520M400 430L570 520', c.bd, 22) +
  [[200, 330], [600, 330], [230, 520], [570, 520]].map(([x, y]) => R(x - 18, y - 10, 36, 40, 10, c.bdd) + rotor(x, y - 14, c)).join('') +
  P('M320 400q80-60 160 0l-10 90q-70 30-140 0z', c.gb, outline(c)) + c.t(400, 430, 100, 20, c.k, { up: true, ls: 0.06 }) +
  R(370, 490, 60, 40, 12, c.bdd) + C(400, 520, 24, '#16181d') + C(400, 520, 14, c.gg) + S('M330 610h140', c.bd, 8, O(0));

// cosmetics
const label = (c: Ctx, x: number, y: number, w: number, h: number, rx = 6, fill = '#fff') => R(x, y, w, h, rx, fill, O(0.92));
const pump: Draw = (c) =>
  R(318, 330, 164, 310, 26, c.gb, outline(c)) + shine('M334 360v250', 0) + R(336, 350, 20, 270, 10, '#fff', O(0.3)) +
  label(c, 332, 430, 136, 150) + R(332, 545, 136, 35, 0, c.a, O(0.9)) + c.t(400, 485, 120, 28, '#2b2f36', { lines: 2 }) +
  R(350, 290, 100, 44, 10, c.ga) + R(385, 230, 30, 64, 6, c.a) + P('M370 214h90q12 0 12 12v16h-102z', c.ga) + R(460, 222, 40, 12, 6, c.ad);
const shampoo: Draw = (c) =>
  R(290, 300, 220, 350, 44, c.gb, outline(c)) + R(310, 330, 26, 290, 13, '#fff', O(0.3)) +
  label(c, 310, 420, 180, 180, 10) + R(310, 560, 180, 40, 0, c.a, O(0.9)) + c.t(400, 480, 160, 34, '#2b2f36') +
  R(340, 262, 120, 44, 12, c.ga) + R(385, 200, 30, 66, 6, c.a) + P('M362 182h110q14 0 14 14v16h-124z', c.ga) + R(476, 190, 50, 14, 7, c.ad);
const dropper: Draw = (c) =>
  P('M310 390q0-44 44-44h92q44 0 44 44v230q0 20-20 20H330q-20 0-20-20z', c.gb, outline(c) + ' opacity=".92"') +
  R(330, 400, 22, 220, 11, '#fff', O(0.35)) + label(c, 325, 450, 150, 130) + c.t(400, 500, 130, 28, '#2b2f36') + R(345, 545, 110, 6, 3, c.a) +
  R(360, 280, 80, 70, 10, c.ga) + P('M372 282q-8-110 28-110t28 110z', c.ad);
const toner: Draw = (c) =>
  R(325, 250, 150, 390, 30, c.gb, outline(c)) + R(340, 280, 20, 330, 10, '#fff', O(0.35)) + R(325, 460, 150, 180, 0, c.bd, O(0.25)) +
  label(c, 338, 370, 124, 160) + c.t(400, 420, 110, 26, '#2b2f36') + R(360, 475, 80, 6, 3, c.a) + R(370, 492, 60, 6, 3, c.a, O(0.5)) +
  R(345, 180, 110, 76, 14, c.ga);
const tube: Draw = (c) =>
  R(330, 540, 140, 100, 14, c.ga) + P('M336 546q-6-200 -36-370h200q-30 170-36 370z', c.gb, outline(c)) + P('M294 160h212l-4 24H298z', c.bd) +
  R(318, 200, 20, 300, 10, '#fff', O(0.3)) + c.t(400, 360, 160, 38, c.k, { rot: -90 }) + R(426, 250, 10, 200, 5, c.a, O(0.8));
const jar: Draw = (c) =>
  R(240, 440, 320, 200, 40, c.gb, outline(c)) + R(262, 460, 24, 150, 12, '#fff', O(0.35)) + label(c, 280, 490, 240, 100, 12) +
  c.t(400, 532, 200, 34, '#2b2f36') + R(350, 568, 100, 6, 3, c.a) + R(230, 370, 340, 80, 20, c.ga) + R(230, 418, 340, 14, 0, c.ad, O(0.4)) +
  shine('M250 385h300v10H250z', 0.3);
const sachet = (c: Ctx) =>
  P('M240 190h320v440H240z', c.gb) + P(`M240 190${rep(10, () => 'l16 -10l16 10')}v-14H240zM240 630${rep(10, () => 'l16 10l16 -10')}v14H240z`, c.bd) +
  C(400, 440, 110, '#fff', O(0.55)) + E(400, 440, 62, 80, c.a, O(0.85)) + E(380, 425, 9, 6, '#fff') + E(420, 425, 9, 6, '#fff') + S('M385 470q15 8 30 0', '#fff', 5) +
  P('M470 560q40-60 80-40-20 50-80 40z', c.a, O(0.7)) + c.t(400, 260, 270, 38, c.k, { up: true });
const sheetmask: Draw = (c) => G('rotate(-10 400 640) translate(-60 0)', sachet(c), O(0.7)) + G('rotate(4 400 640) translate(40 0)', sachet(c));
const patches: Draw = (c) =>
  R(250, 180, 300, 440, 30, c.gb, outline(c)) + c.t(400, 240, 240, 34, c.k) +
  rep(12, (i) => C(310 + (i % 3) * 90, 320 + Math.floor(i / 3) * 80, 28 + (i % 2) * 6, '#f3e7cf', `stroke="${c.bd}" stroke-width="2"`));
const compact: Draw = (c) =>
  E(400, 560, 210, 70, c.bd) + R(190, 500, 420, 60, 0, c.bd) + E(400, 500, 210, 70, c.gb, outline(c)) +
  E(400, 500, 150, 46, 'none', `stroke="${c.a}" stroke-width="5"`) + c.t(400, 500, 200, 36, c.k, { up: true }) +
  E(580, 620, 90, 30, '#f1d4c2') + E(580, 610, 90, 30, '#f7e3d6') + R(560, 590, 40, 10, 5, c.a);
const tint: Draw = (c) => {
  const one = (x: number, f: string) =>
    R(x - 40, 400, 80, 240, 18, f, `stroke="${c.bd}" stroke-width="2"`) + R(x - 28, 420, 14, 180, 7, '#fff', O(0.35)) + R(x - 42, 220, 84, 190, 14, c.gb, outline(c)) +
    c.t(x, 320, 150, 24, c.k, { rot: -90, lines: 1 });
  return G('rotate(-6 330 640)', one(330, c.a)) + G('rotate(5 470 640)', one(470, c.ad));
};

// vitamins
const pills = (c: Ctx, kind: number) =>
  [[250, 630, 20], [560, 640, -30], [600, 600, 40], [210, 600, 70], [520, 655, 5]].map(([x, y, a]) =>
    kind === 0
      ? E(x, y, 26, 15, '#f2b01e', `stroke="#c98a06" stroke-width="2" transform="rotate(${a} ${x} ${y})"`) + E(x - 6, y - 5, 8, 4, '#fff', O(0.6))
      : kind === 1
        ? G(`rotate(${a} ${x} ${y})`, R(x - 24, y - 11, 48, 22, 11, '#fff', `stroke="#d8d8d8" stroke-width="2"`) + P(`M${x} ${y - 11}h13a11 11 0 0 1 0 22h-13z`, c.a))
        : C(x, y, 18, [c.a, '#f29b38', '#e2566e', '#8cc152', c.ad][(x + y) % 5], `stroke="#0002" stroke-width="2"`)).join('');
const vitamins: Draw = (c) =>
  R(280, 300, 240, 340, 34, c.gb, outline(c)) + R(300, 330, 22, 280, 11, '#fff', O(0.3)) + label(c, 290, 380, 220, 200, 8) +
  R(290, 380, 220, 46, 0, c.a) + c.t(400, 403, 190, 26, c.ka) + C(400, 500, 36, c.a, O(0.2)) + C(400, 500, 20, c.a, O(0.6)) +
  R(320, 545, 160, 8, 4, '#c8ccd2') + R(340, 560, 120, 8, 4, '#c8ccd2') +
  R(310, 220, 180, 90, 16, c.ga) + rep(8, (i) => R(322 + i * 21, 230, 8, 70, 4, c.ad, O(0.5))) +
  pills(c, /fish|omega|softgel|d3/.test(c.name) ? 0 : /gumm/.test(c.name) ? 2 : 1);
const tub: Draw = (c) =>
  R(240, 300, 320, 340, 36, c.gb, outline(c)) + R(262, 320, 26, 290, 13, '#fff', O(0.3)) + R(230, 240, 340, 80, 20, c.ga) +
  rep(10, (i) => R(250 + i * 32, 252, 12, 56, 6, c.ad, O(0.45))) + label(c, 260, 370, 280, 180, 10) + R(260, 370, 280, 56, 0, c.a) +
  c.t(400, 398, 250, 30, c.ka) + C(400, 490, 40, c.b, O(0.25)) + R(340, 520, 120, 8, 4, '#c8ccd2') +
  E(600, 630, 50, 22, c.al, `stroke="${c.ad}" stroke-width="4"`) + R(520, 620, 60, 12, 6, c.al);
const sticksbox: Draw = (c) =>
  P('M220 290l60-50h300l-60 50z', c.bl) + P('M520 290l60-50v340l-60 50z', c.bd) + R(220, 290, 300, 340, 6, c.gb) +
  R(220, 340, 300, 70, 0, c.a) + c.t(370, 375, 260, 30, c.ka) + E(370, 500, 60, 60, '#fff', O(0.2)) + S('M340 530q30-80 60-60', '#fff', 8, O(0.6)) +
  G('rotate(-20 560 640)', R(450, 620, 230, 34, 8, c.a) + R(450, 620, 50, 34, 8, c.ad)) + G('rotate(-8 560 640)', R(470, 640, 230, 34, 8, c.a));

// kitchen & home appliances
const ricecooker: Draw = (c) =>
  E(400, 330, 190, 56, c.bl) + P('M210 330q0-50 190-50t190 50v20H210z', c.gb, outline(c)) + R(360, 250, 80, 40, 18, c.bd) +
  P('M200 350h400q10 0 10 20l-20 220q-4 40-40 40H250q-36 0-40-40l-20-220q0-20 10-20z', c.gb, outline(c)) + R(200, 350, 400, 18, 6, c.bd) +
  R(300, 420, 200, 140, 24, '#1e2229') + R(325, 440, 150, 50, 8, c.a, O(0.85)) + rep(4, (i) => C(330 + i * 46, 525, 11, '#fff', O(0.7))) +
  c.t(400, 395, 180, 22, c.k, { up: true, ls: 0.06 }) + R(250, 630, 40, 14, 4, c.bdd) + R(510, 630, 40, 14, 4, c.bdd);
const kettle: Draw = (c) =>
  E(400, 625, 190, 24, c.bdd) + P('M230 620v-20h340v20z', c.bd) + S('M530 290q110 10 90 150t-60 150', c.bd, 44) +
  P('M290 250h220l50 350H240z', c.gb, outline(c)) + P('M270 280l-70-40 10 60 60 30z', c.bd) + P('M280 230h240q10 0 10 10v20H270v-20q0-10 10-10z', c.bd) +
  R(380, 210, 40, 22, 8, c.a) + R(300, 320, 30, 220, 12, '#fff', O(0.25)) + c.t(400, 470, 180, 30, c.k) + R(340, 540, 120, 40, 20, c.a, O(0.8));
const microwave: Draw = (c) =>
  R(150, 300, 500, 330, 24, c.gb, outline(c)) + R(175, 325, 330, 280, 14, '#1b1f26') + R(195, 345, 290, 240, 8, c.gg) +
  shine('M195 345h120l-80 240h-40z', 0.12) + R(465, 420, 12, 100, 6, c.bd) + R(520, 330, 110, 60, 10, '#1b1f26') + R(530, 345, 90, 28, 4, c.a, O(0.85)) +
  rep(6, (i) => R(530 + (i % 2) * 50, 410 + Math.floor(i / 2) * 40, 40, 26, 8, c.bd)) + C(575, 560, 26, c.bd) + C(575, 560, 18, c.bl) +
  c.t(575, 615, 100, 14, c.k, { up: true }) + R(180, 630, 40, 12, 4, c.bdd) + R(580, 630, 40, 12, 4, c.bdd);
const airfryer: Draw = (c) =>
  P('M250 260q0-40 40-40h220q40 0 40 40l20 330q0 40-40 40H270q-40 0-40-40z', c.gb, outline(c)) + R(310, 245, 180, 70, 20, '#1b1f26') +
  C(400, 280, 20, 'none', `stroke="${c.a}" stroke-width="5"`) + R(246, 380, 308, 230, 28, c.bd) + R(255, 390, 290, 210, 24, c.gb) +
  R(340, 440, 120, 50, 16, c.bdd) + R(350, 450, 100, 30, 10, c.a) + c.t(400, 550, 200, 28, c.k) + R(270, 630, 40, 12, 4, c.bdd) + R(490, 630, 40, 12, 4, c.bdd);
const mixer: Draw = (c) =>
  P('M200 600h380q20 0 20 20v10H180v-10q0-20 20-20z', c.bd) + P('M220 600V360q0-40 40-40h40v280z', c.gb, outline(c)) +
  P('M230 200h300q70 0 70 60v30q0 40-70 40H260q-40 0-40-40v-40q0-50 10-50z', c.gb, outline(c)) + C(560, 262, 20, c.bd) +
  R(400, 330, 14, 80, 4, '#9aa3ad') + P('M320 420h200l-20 150q-4 30-40 30h-80q-36 0-40-30z', c.gm) + R(310, 408, 220, 20, 8, '#cfd5dc') +
  R(250, 240, 16, 60, 6, '#fff', O(0.3)) + c.t(400, 262, 200, 28, c.k, { w: 400 }) + C(560, 262, 8, c.a);
const blender: Draw = (c) =>
  P('M300 480h200l20 150H280z', c.gb, outline(c)) + C(400, 560, 26, c.a) + c.t(400, 610, 160, 18, c.k, { up: true }) +
  P('M310 200h190l-30 280H340z', '#e8f2f8', `opacity=".7" stroke="#b8c4cc" stroke-width="3"`) + P('M325 330h160l-15 150H340z', c.a, O(0.6)) +
  R(300, 180, 210, 30, 10, c.bdd) + S('M500 240q60 0 50 80t-60 60', c.bdd, 16);
const pan: Draw = (c) =>
  S('M600 470L760 380', c.bdd, 30) + E(400, 480, 230, 90, c.bd) + E(400, 470, 230, 90, c.gb) + E(400, 476, 196, 70, '#2a2d33') +
  E(400, 480, 150, 50, '#353942') + c.t(690, 425, 90, 16, '#fff', { rot: -30, up: true });
const purifier: Draw = (c) =>
  R(290, 180, 220, 460, 40, c.gb, outline(c)) + E(400, 186, 96, 14, c.bd, O(0.5)) +
  rep(14, (i) => R(320, 330 + i * 20, 160, 8, 4, c.bd, O(0.55))) + C(400, 250, 40, '#1f232a') + C(400, 250, 30, 'none', `stroke="${c.a}" stroke-width="6"`) +
  c.t(400, 610, 160, 22, c.k, { up: true, ls: 0.08 }) + R(305, 200, 20, 420, 10, '#fff', O(0.3));
const humidifier: Draw = (c) =>
  S('M360 220q-20-40 10-70t0-70M420 230q-20-50 10-80t0-60', '#fff', 14, O(0.8)) +
  P('M300 270q0-20 100-20t100 20l20 360H280z', c.gb, outline(c)) + E(400, 270, 100, 20, c.bl) + C(400, 270, 16, c.bd) +
  R(290, 420, 220, 12, 6, c.a, O(0.6)) + c.t(400, 520, 180, 28, c.k) + C(400, 590, 12, c.a);
const robotvac: Draw = (c) =>
  E(400, 560, 250, 90, c.bdd) + R(150, 500, 500, 60, 0, c.bdd) + E(400, 500, 250, 90, c.gb, outline(c)) +
  E(400, 470, 60, 24, c.bd) + R(340, 430, 120, 40, 0, c.bd) + E(400, 430, 60, 24, c.bl) + P('M170 520a250 90 0 0 0 460 0v20a250 90 0 0 1-460 0z', c.a, O(0.6)) +
  c.t(400, 535, 200, 22, c.k, { up: true, ls: 0.08, o: 0.8 });
const stickvac: Draw = (c) =>
  R(391, 360, 18, 250, 8, c.gm) + P('M290 610q0-24 24-24h172q24 0 24 24v30H290z', c.bd) + R(290, 622, 220, 18, 6, c.a) + R(370, 590, 60, 30, 10, c.bdd) +
  S('M400 200V130h70l-30 110', c.bd, 26) + R(345, 190, 110, 190, 40, c.gb, outline(c)) + R(357, 260, 86, 110, 28, '#d8ecf5', O(0.75)) +
  R(357, 330, 86, 40, 14, c.a, O(0.5)) + C(400, 222, 14, c.a) + c.t(400, 250, 100, 15, c.k, { up: true });

// toys
const brick = (x: number, y: number, w: number, f: string, d: string) =>
  R(x, y, w, 70, 8, f, `stroke="${d}" stroke-width="2"`) + rep(Math.round(w / 60), (i) => R(x + 14 + i * 60, y - 18, 32, 20, 5, f, `stroke="${d}" stroke-width="2"`));
const blocks: Draw = (c) =>
  brick(180, 560, 240, c.b, c.bd) + brick(440, 560, 180, c.a, c.ad) + brick(250, 470, 180, c.a, c.ad) + brick(440, 470, 120, '#f6c533', '#d9a40f') +
  brick(300, 380, 180, '#3aa3e3', '#1f7fbd') + brick(330, 290, 120, c.b, c.bd) + c.t(400, 595, 120, 22, c.k, { o: 0 });
const robot: Draw = (c) =>
  R(340, 180, 120, 100, 20, '#fff', `stroke="#b8bec6" stroke-width="3"`) + P('M400 200l-60-40 50 50zM400 200l60-40-50 50z', '#f3c21c') + R(360, 220, 80, 26, 6, '#1b2a4a') + C(380, 233, 6, '#9ff') + C(420, 233, 6, '#9ff') +
  P('M310 290h180l-20 150H330z', c.b) + R(350, 300, 100, 60, 10, '#f3c21c') + R(380, 440, 40, 60, 0, '#d63a3a') +
  R(240, 290, 70, 170, 26, '#fff', `stroke="#b8bec6" stroke-width="3"`) + R(490, 290, 70, 170, 26, '#fff', `stroke="#b8bec6" stroke-width="3"`) +
  R(320, 500, 70, 140, 14, '#fff', `stroke="#b8bec6" stroke-width="3"`) + R(410, 500, 70, 140, 14, '#fff', `stroke="#b8bec6" stroke-width="3"`) +
  R(310, 600, 90, 44, 10, c.b) + R(400, 600, 90, 44, 10, c.b) + R(230, 440, 90, 30, 8, '#d63a3a');
const teddy: Draw = (c) =>
  E(400, 520, 140, 130, c.gb) + E(400, 540, 80, 80, c.bl) + C(280, 610, 50, c.b) + C(520, 610, 50, c.b) + C(280, 615, 28, c.bl) + C(520, 615, 28, c.bl) +
  C(270, 470, 44, c.b) + C(530, 470, 44, c.b) + C(300, 220, 50, c.b) + C(500, 220, 50, c.b) + C(300, 220, 28, c.bl) + C(500, 220, 28, c.bl) +
  C(400, 300, 120, c.gb) + E(400, 340, 55, 42, c.bl) + E(400, 320, 18, 13, '#2a1e1a') + S('M400 333v18M385 352q15 12 30 0', '#2a1e1a', 5) +
  C(355, 280, 12, '#1d1512') + C(445, 280, 12, '#1d1512') + C(359, 276, 4, '#fff') + C(449, 276, 4, '#fff') +
  P('M330 410l70 20 70-20-10 40-60-20-60 20z', c.a) + C(400, 425, 14, c.ad);
const toycar: Draw = (c) =>
  P('M170 560v-80q0-30 40-40l80-10 60-70q20-20 60-20h120q40 0 60 30l50 70q60 10 60 50v70z', c.gb, outline(c)) +
  P('M365 370h70v70h-120zM455 370h50l40 70h-90z', '#cfe7f5', `stroke="${c.bd}" stroke-width="4"`) + R(170, 490, 530, 20, 0, c.a) +
  c.t(470, 470, 120, 22, c.k) + R(640, 500, 40, 16, 6, '#ffd34d') + R(170, 500, 24, 16, 6, '#e34b4b') +
  [280, 590].map((x) => C(x, 570, 62, '#20232a') + C(x, 570, 30, '#c9ced6') + C(x, 570, 10, '#7c858f')).join('');
const blaster: Draw = (c) =>
  R(160, 330, 460, 110, 24, c.gb, outline(c)) + R(600, 350, 110, 50, 10, c.a) + R(380, 290, 160, 50, 14, c.bd) +
  P('M240 440h110l-40 200h-110z', c.a) + P('M360 440q20 60 80 60v-60', 'none', `stroke="${c.bd}" stroke-width="14"`) +
  rep(3, (i) => C(440 + i * 50, 390, 18, '#f5c431', `stroke="${c.ad}" stroke-width="3"`)) + c.t(270, 385, 140, 30, c.k, { up: true });
const dollhouse: Draw = (c) =>
  P('M180 330L400 170l220 160z', c.a) + R(200, 330, 400, 310, 8, c.gb, outline(c)) + R(200, 480, 400, 10, 0, c.bd) +
  rep(4, (i) => R(230 + (i % 2) * 200, 360 + Math.floor(i / 2) * 150, 140, 90, 10, '#fff', `stroke="${c.bd}" stroke-width="4"`)) +
  C(400, 270, 34, '#fff') + c.t(400, 270, 56, 14, c.bd, { up: true });
const boardgame: Draw = (c) =>
  P('M190 320l70-50h380l-70 50z', c.bl) + P('M570 320l70-50v240l-70 50z', c.bd) + R(190, 320, 380, 240, 8, c.gb) +
  rep(4, (i) => R(190 + i * 95, 320, 95, 20, 0, ['#e94b3c', '#f5c431', '#27a35a', '#2f7fd6'][i])) +
  R(230, 370, 300, 120, 14, '#fff', O(0.92)) + c.t(380, 430, 270, 48, c.bd, { up: true }) +
  G('rotate(12 560 610)', R(520, 570, 80, 80, 14, '#fff', `stroke="#ccc" stroke-width="3"`) + C(540, 590, 7, '#222') + C(560, 610, 7, '#222') + C(580, 630, 7, '#222')) +
  G('rotate(-18 290 615)', R(250, 575, 80, 80, 14, '#fff', `stroke="#ccc" stroke-width="3"`) + C(275, 600, 7, '#222') + C(305, 630, 7, '#222'));
const cards: Draw = (c) =>
  ['#e94b3c', '#f5c431', '#27a35a', '#2f7fd6'].map((f, i) =>
    G(`rotate(${-30 + i * 18} 400 700)`, R(320, 230, 170, 260, 18, '#fff', `stroke="#ddd" stroke-width="2"`) + R(332, 242, 146, 236, 12, f) + E(405, 360, 56, 96, '#fff', `transform="rotate(30 405 360)"`))).join('') +
  G('rotate(24 400 700)', c.t(405, 360, 100, 28, '#222', { rot: -30 }));
const tamagotchi: Draw = (c) =>
  S('M400 220q-30-80 0-100t30 40', '#c9ced6', 8) + P('M400 220c130 0 170 120 170 220s-60 190-170 190-170-90-170-190 40-220 170-220z', c.gb, outline(c)) +
  R(320, 330, 160, 140, 22, '#fff', `stroke="${c.bd}" stroke-width="6"`) + R(340, 350, 120, 100, 8, '#b9d6a4') + C(400, 400, 20, '#4a5a3f') +
  C(350, 530, 18, c.a) + C(400, 548, 18, c.a) + C(450, 530, 18, c.a) + c.t(400, 595, 150, 20, c.k, { o: 0.7 });

// clothing
const shirtPath = (long: boolean) =>
  long
    ? 'M320 190l-90 30q-50 20-60 80l-40 300h70l50-260v320h300V340l50 260h70l-40-300q-10-60-60-80l-90-30q-20 40-80 40t-80-40z'
    : 'M320 190l-110 40-80 120 80 50 40-50v300h300V350l40 50 80-50-80-120-110-40q-20 40-80 40t-80-40z';
const tshirt: Draw = (c) =>
  P(shirtPath(false), c.gb, outline(c)) + P('M320 190q20 50 80 50t80-50', 'none', `stroke="${c.bd}" stroke-width="14"`) +
  c.t(440, 310, 70, 18, c.k, { o: 0.85 }) + P('M250 650h300', 'none', `stroke="${c.bd}" stroke-width="3"`);
const sweater: Draw = (c) => {
  const turtle = /turtle/.test(c.name);
  const v = /v-neck|cardigan/.test(c.name);
  return P(shirtPath(true), c.gb, outline(c)) + R(250, 610, 300, 40, 6, c.bd) + R(130, 580, 70, 30, 6, c.bd) + R(600, 580, 70, 30, 6, c.bd) +
    rep(14, (i) => R(262 + i * 20, 614, 6, 32, 3, c.bdd, O(0.4))) +
    (turtle ? R(330, 140, 140, 80, 20, c.bd) + rep(6, (i) => R(342 + i * 22, 148, 6, 64, 3, c.bdd, O(0.4)))
      : v ? P('M320 190l80 130 80-130', 'none', `stroke="${c.bd}" stroke-width="16"`) + (/cardigan/.test(c.name) ? rep(5, (i) => C(400, 350 + i * 55, 9, c.a)) + S('M400 320v330', c.bd, 4) : '')
        : P('M320 190q20 50 80 50t80-50', 'none', `stroke="${c.bd}" stroke-width="18"`)) +
    c.t(450, 330, 60, 14, c.k, { o: 0.7 });
};
const hoodie: Draw = (c) =>
  P(shirtPath(true), c.gb, outline(c)) + P('M320 190q-10-80 80-80t80 80q-20 60-80 60t-80-60z', c.bd) + P('M340 200q20 36 60 36t60-36', c.bdd, O(0.5)) +
  S('M385 240v70M415 240v70', c.bl, 5) + P('M300 480h200l30 110H270z', c.bd, O(0.55)) + R(250, 610, 300, 40, 6, c.bd) + R(130, 580, 70, 30, 6, c.bd) + R(600, 580, 70, 30, 6, c.bd) +
  c.t(400, 380, 180, 40, c.k);
const puffer: Draw = (c) => {
  const long = /long|coat/.test(c.name);
  const h = long ? 90 : 0;
  return (long ? '<g transform="translate(400 650) scale(.84) translate(-400 -740)">' : '<g>') + P(`M320 190l-90 30q-50 20-60 80l-40 ${300 + h}h80l50-260v${320 + h}h300V${340}l50 260h80l-40-${300 + h}q-10-60-60-80l-90-30q-20 40-80 40t-80-40z`, c.gb, outline(c)) +
    rep(5 + (long ? 2 : 0), (i) => S(`M250 ${300 + i * 65}q150 26 300 0`, c.bd, 5)) + rep(4, (i) => S(`M150 ${330 + i * 70}l60 10M590 ${340 + i * 70}l60-10`, c.bd, 5)) +
    (/hood/.test(c.name) ? P('M310 200q-10-100 90-100t90 100q-20 40-90 40t-90-40z', c.bd) : R(320, 160, 160, 60, 18, c.bd)) +
    S(`M400 235v${410 + h}`, c.bdd, 6) + R(430, 280, 40, 30, 6, c.a) + c.t(450, 296, 34, 9, c.ka) + '</g>';
};
const jeans: Draw = (c) =>
  P('M260 170h280l40 470H430l-30-320-30 320H220z', c.gb) + R(255, 160, 290, 44, 6, c.bd) + S('M400 205v110', c.bdd, 5) +
  S('M272 225q40 40 90 30M528 225q-40 40-90 30', c.bdd, 4) + R(460, 168, 60, 28, 4, '#a56b3b') + c.t(490, 182, 52, 11, '#f5e6d3') +
  S('M246 600h150M410 600h150', '#f2c46d', 3, `stroke-dasharray="8 6"`) + rep(5, (i) => R(270 + i * 64, 164, 10, 40, 3, c.bdd, O(0.6)));
const dress: Draw = (c) =>
  P('M350 170l-30 40 20 150h120l20-150-30-40q-20 30-50 30t-50-30z', c.gb) + P('M340 360h120l130 280H210z', c.gb, outline(c)) +
  R(335, 350, 130, 26, 6, c.a) + S('M350 170l-10-40M450 170l10-40', c.bd, 6) + S('M300 480l-40 160M400 390v250M500 480l40 160', c.bd, 3, O(0.4)) +
  c.t(400, 363, 90, 12, c.ka);

// shoes
const sneakerShape = (c: Ctx) =>
  P('M150 566C138 500 146 440 166 408q36-16 76-8 46 34 84 18l20-74q26-8 40 10l160 112q110 12 140 60 14 30 0 40H150z', c.gb, outline(c)) +
  P('M242 401q46 34 84 18l6-22q-44 14-90 4z', c.bdd) + P('M150 566C140 510 146 460 160 430l30 4q-20 60-6 132z', c.bd, O(0.6)) +
  P('M560 482q100 14 124 64l-2 20h-80q-10-60-42-84z', c.bd, O(0.45)) +
  P('M350 360l176 124-22 20-170-118z', c.bd, O(0.6)) + rep(5, (i) => S(`M${372 + i * 30} ${385 + i * 21}l-16 22`, '#fff', 7)) +
  P('M200 530q160-70 370-40-200 10-360 70z', c.a) + R(148, 424, 24, 70, 8, c.a) +
  P('M126 560h560q26 0 24 26-2 28-30 28H152q-28 0-28-28z', '#fafafa', `stroke="#d8d8d8" stroke-width="3"`) + R(128, 598, 580, 10, 0, c.a, O(0.6)) +
  c.t(232, 486, 80, 14, c.k, { o: 0.8 });
const sneaker: Draw = (c) => sneakerShape(c);
const boot: Draw = (c) => {
  const fur = /ugg|classic|mini/.test(c.name);
  return P('M300 200h180v280l140 60q40 20 40 60H240l20-90q10-40 40-60z', c.gb, outline(c)) +
    P('M230 600h440v20q0 20-20 20H230z', fur ? '#e9dcc7' : '#2b2b2b') +
    (fur ? R(290, 180, 200, 60, 28, '#f3e9d8') + c.t(400, 560, 140, 20, c.k, { o: 0.8 })
      : rep(5, (i) => S(`M400 ${250 + i * 45}h60`, c.a, 8) + C(470, 250 + i * 45, 6, '#d0b070')) + R(300, 190, 180, 30, 8, c.bd) + R(300, 560, 370, 20, 0, c.a, O(0.8)) + c.t(350, 450, 90, 16, c.k));
};
const clog: Draw = (c) =>
  P('M170 560q-10-80 60-110l160-60q60-20 120 10l160 80q60 40 20 80z', c.gb, outline(c)) + P('M160 560h540q10 0 10 20v20q0 20-20 20H180q-20 0-20-20z', c.bd) +
  rep(9, (i) => C(420 + (i % 3) * 40 + Math.floor(i / 3) * 30, 420 + Math.floor(i / 3) * 36, 9, c.bdd)) +
  S('M250 470q-60 20-60 80', c.a, 26) + C(252, 470, 16, c.ad) + c.t(330, 520, 100, 18, c.k, { o: 0.8 });
const sole = 'M140 560q0-70 110-80l330-20q90 0 90 60t-90 60l-330 20q-110 0-110-40z';
const slide: Draw = (c) =>
  G('translate(0 26)', P(sole, c.bdd)) + P(sole, c.bd) + G('translate(0 -8)', P(sole, c.bl)) + P('M190 540q0-40 70-46l310-18q60 0 60 40t-60 44l-310 16q-70 0-70-36z', c.b, O(0.5)) +
  P('M370 585q-20-150 150-160t150 110q-10 40-60 50z', c.gb, outline(c)) + P('M390 560q140-40 270-40', 'none', `stroke="${c.bd}" stroke-width="4" opacity=".5"`) +
  c.t(520, 500, 200, 40, c.k, { rot: -8, up: true });

// bags & accessories
const handbag: Draw = (c) =>
  S('M300 330q0-170 100-170t100 170', c.bd, 18) + C(300, 330, 12, '#c8a24a') + C(500, 330, 12, '#c8a24a') +
  P('M230 330h340l40 280q4 30-30 30H220q-34 0-30-30z', c.gb, outline(c)) + P('M230 330h340l-20 140H250z', c.bd, O(0.6)) +
  R(370, 450, 60, 40, 8, '#d4b25a') + R(382, 460, 36, 20, 4, '#b08a3a') + c.t(400, 560, 220, 24, c.k, { up: true, ls: 0.12, o: 0.8 });
const tote: Draw = (c) =>
  S('M300 320q0-150 50-150t50 150M400 320q0-150 50-150t50 150', c.bd, 14) +
  P('M220 320h360l30 320H190z', c.gb, outline(c)) + rep(5, (i) => rep(6, (j) => C(250 + j * 60 + (i % 2) * 30, 370 + i * 55, 8, c.bd, O(0.35)))) +
  R(340, 440, 120, 60, 8, '#fff', O(0.9)) + c.t(400, 470, 100, 22, '#3a2a1a', { up: true });
const backpack: Draw = (c) =>
  S('M360 180q40-60 80 0', c.bd, 14) + R(250, 190, 300, 450, 110, c.gb, outline(c)) + P('M250 300q150-40 300 0', 'none', `stroke="${c.bd}" stroke-width="6"`) +
  R(290, 410, 220, 200, 40, c.bd) + S('M300 440h200', c.bdd, 5) + R(490, 430, 14, 34, 6, c.a) + R(360, 500, 80, 40, 8, c.a) + c.t(400, 520, 70, 15, c.ka) +
  R(215, 330, 40, 250, 18, c.bd) + R(545, 330, 40, 250, 18, c.bd);
const wallet: Draw = (c) =>
  R(170, 330, 460, 260, 30, c.bd) + R(180, 320, 440, 260, 26, c.gb, outline(c)) + S('M200 340h400a14 14 0 0 1 14 14v200', '#c8a24a', 5, `stroke-dasharray="10 6"`) +
  R(590, 330, 20, 50, 6, '#c8a24a') + c.t(400, 460, 240, 34, c.k, { up: true, ls: 0.1, o: 0.85 });
const watch: Draw = (c) =>
  R(340, 140, 120, 200, 20, c.ga) + R(340, 460, 120, 200, 20, c.ga) + rep(3, (i) => C(400, 520 + i * 36, 6, c.ad)) +
  P('M400 250l100 40 50 110-50 110-100 40-100-40-50-110 50-110z', c.gb) + C(400, 400, 110, '#141619') + C(400, 400, 100, c.bdd) +
  rep(12, (i) => R(398, 308, 4, 14, 2, '#e8e8e8', `transform="rotate(${i * 30} 400 400)"`)) + c.t(400, 350, 90, 16, '#fff', { up: true }) +
  S('M400 400V330M400 400l50 30', '#fff', 7) + C(400, 400, 8, c.a) + R(505, 380, 24, 40, 6, c.bd);
const scarf: Draw = (c) =>
  R(190, 420, 420, 200, 30, c.bd) + R(190, 400, 420, 200, 30, c.gb, outline(c)) + rep(5, (i) => R(190, 420 + i * 38, 420, 10, 0, c.a, O(0.45))) +
  rep(6, (i) => R(220 + i * 70, 400, 10, 200, 0, c.a, O(0.3))) + S('M200 500h400', c.bdd, 3, O(0.4)) +
  P('M440 560h140l10 70H430z', c.gb) + rep(4, (i) => R(440, 570 + i * 16, 150, 6, 0, c.a, O(0.45))) + rep(10, (i) => S(`M${436 + i * 16} 632l${i - 5} 28`, c.bd, 4)) +
  R(240, 430, 110, 56, 6, '#fff') + c.t(295, 458, 96, 16, '#333');
const beanie: Draw = (c) =>
  C(400, 190, 46, c.bl) + P('M220 500q0-290 180-290t180 290z', c.gb, outline(c)) + rep(9, (i) => S(`M${260 + i * 35} 480q${(i - 4) * 4} -140 ${(4 - i) * 6 + 140 - 140} -250`, c.bd, 4, O(0.4))) +
  R(200, 480, 400, 140, 30, c.bd) + rep(16, (i) => R(216 + i * 24, 494, 10, 112, 5, c.bdd, O(0.35))) + R(350, 520, 100, 60, 6, '#fff') + c.t(400, 550, 88, 16, '#333');
const glove = (c: Ctx, t: string) =>
  G(t, P('M-70 0v-120q0-20 16-20t16 20v-60q0-20 18-20t18 20v-10q0-20 18-20t18 20v20q0-16 16-16t16 16v130q20-40 40-30t0 40l-40 70q-20 20-50 20h-36q-30 0-40-40z', c.gb, outline(c)) + R(-72, 10, 150, 60, 10, c.bd));
const gloves: Draw = (c) => glove(c, 'translate(330 560) rotate(-12)') + glove(c, 'translate(490 560) rotate(10)') + R(440, 590, 70, 30, 4, '#fff') + c.t(475, 605, 62, 12, '#333');

// sports & outdoors
const treadmill: Draw = (c) =>
  P('M150 560l120-160h400l-80 160z', c.bd) + P('M150 560h440v30H150z', c.bdd) + P('M590 560l80-160v30l-80 160z', c.bdd) +
  P('M180 548l104-134h360l-64 134z', '#2a2d33') + rep(8, (i) => S(`M${210 + i * 50} 548l${100 - i * 2} -134`, '#3a3e46', 3)) +
  R(180, 566, 240, 16, 8, c.a) + c.t(500, 575, 140, 18, c.k, { up: true });
const yogamat: Draw = (c) =>
  P('M150 560l120-100h400l-120 100z', c.gb) + P('M150 560h400v14H150z', c.bd) + E(570, 420, 90, 90, c.gb) +
  rep(4, (i) => C(570, 420, 80 - i * 18, 'none', `stroke="${c.bd}" stroke-width="4"`)) + R(480, 410, 180, 20, 4, c.a) + c.t(340, 530, 180, 22, c.k, { o: 0.7 });
const racket: Draw = (c) =>
  G('rotate(-30 400 400)', E(400, 290, 110, 140, 'none', `stroke="${c.b}" stroke-width="16"`) +
    `<clipPath id="${c.id}r"><ellipse cx="400" cy="290" rx="100" ry="130"/></clipPath><g clip-path="url(#${c.id}r)" stroke="#ddd" stroke-width="2">${rep(11, (i) => `<path d="M${300 + i * 20} 150v300M300 ${170 + i * 22}h200"/>`)}</g>` +
    R(394, 430, 12, 170, 6, c.bd) + R(386, 590, 28, 120, 10, c.a) + c.t(400, 650, 100, 12, c.ka, { rot: 90 })) +
  P('M590 560l60 40-30 30-40-50z', '#fff', `stroke="#ccc" stroke-width="2"`) + C(630, 615, 18, c.a);
const ball: Draw = (c) =>
  C(400, 420, 200, c.gb, outline(c)) + S('M250 290q150 100 300 0M210 460q190 -40 380 0M300 600q100-100 200 0', c.bd, 10) + S('M400 220v400', c.bd, 10, O(0.5)) +
  c.t(400, 500, 180, 34, c.k, { up: true, o: 0.85 }) + shine('M300 300q40-60 110-70-70 30-90 90z', 0.4);
const dumbbell = (c: Ctx, t: string) =>
  G(t, R(-160, -18, 320, 36, 10, '#9aa3ad') + R(-120, -80, 50, 160, 14, c.gb) + R(70, -80, 50, 160, 14, c.gb) + R(-160, -60, 40, 120, 12, c.bd) + R(120, -60, 40, 120, 12, c.bd) +
    c.t(-95, 0, 120, 22, c.k, { rot: -90, up: true }));
const dumbbells: Draw = (c) => dumbbell(c, 'translate(400 470) rotate(-10)') + dumbbell(c, 'translate(420 590)');
const tent: Draw = (c) =>
  P('M150 620Q400 120 650 620z', c.gb) + P('M270 620Q400 230 530 620z', c.bd, O(0.5)) + P('M330 620q70-200 140 0z', c.bdd) + S('M150 620Q400 120 650 620', c.a, 8) +
  S('M200 520Q420 200 580 620M600 520Q380 200 220 620', c.ad, 5, O(0.6)) + S('M150 620l-40 20M650 620l40 20M300 330l-120 300M500 330l120 300', '#8a8f96', 2, O(0.6)) + c.t(540, 450, 100, 18, c.k, { o: 0.8, rot: 50 });
const sleepingbag: Draw = (c) =>
  P('M330 180q70-30 140 0 60 30 60 120l-20 320q0 30-40 30H330q-40 0-40-30l-20-320q0-90 60-120z', c.gb, outline(c)) + E(400, 240, 60, 40, c.bdd) +
  rep(6, (i) => S(`M${290 + i * 2} ${320 + i * 50}q110 20 ${220 - i * 4} 0`, c.bd, 5)) + S('M470 240q40 200 10 400', c.a, 6) + R(360, 580, 80, 30, 6, c.a) + c.t(400, 595, 70, 13, c.ka);
const tumbler: Draw = (c) =>
  S('M510 320q100 0 90 110t-90 110', c.bd, 30) + P('M270 300h260l-30 330q0 10-20 10H320q-20 0-20-10z', c.gb, outline(c)) + R(255, 250, 290, 60, 18, c.bd) +
  R(420, 160, 16, 100, 6, c.a, `transform="rotate(10 428 210)"`) + R(300, 330, 20, 260, 10, '#fff', O(0.25)) + c.t(400, 470, 160, 32, c.k, { up: true });
const flask: Draw = (c) =>
  R(330, 230, 140, 410, 40, c.gb, outline(c)) + R(340, 160, 120, 90, 24, c.bdd) + R(348, 255, 22, 360, 11, '#fff', O(0.3)) + R(330, 250, 140, 14, 0, c.gm) +
  c.t(400, 450, 260, 28, c.k, { rot: -90 });
const mug: Draw = (c) =>
  S('M540 400q90 0 90 80t-90 80', c.gm, 18) + P('M260 340h280v260q0 40-40 40H300q-40 0-40-40z', c.gm) + E(400, 340, 140, 24, c.bd) + E(400, 340, 126, 18, '#6e757e') +
  c.t(400, 500, 200, 30, c.bdd, { o: 0.8 }) + R(280, 370, 20, 230, 10, '#fff', O(0.35));

// baby
const diapers: Draw = (c) =>
  P('M230 240q0-30 30-30h280q30 0 30 30l20 380q0 20-30 20H240q-30 0-30-20z', c.gb, outline(c)) + R(350, 225, 100, 30, 15, c.bl) +
  P('M215 470q185 60 370 0v150q0 20-30 20H245q-30 0-30-20z', c.a, O(0.9)) + c.t(400, 300, 300, 52, c.k) +
  C(400, 420, 70, '#fde4cf') + C(377, 412, 7, '#333') + C(423, 412, 7, '#333') + S('M380 440q20 16 40 0', '#333', 5) + P('M340 390q60-70 120 0q-60-30-120 0z', '#8a5a3c') +
  R(250, 560, 300, 40, 20, '#fff', O(0.9)) + R(280, 575, 240, 10, 5, c.a, O(0.6));
const babybottle: Draw = (c) =>
  P('M330 300q0-20 20-20h100q20 0 20 20l20 320q0 20-20 20H330q-20 0-20-20z', '#eef6fb', `opacity=".95" stroke="#c7d3dc" stroke-width="3"`) +
  P('M330 420h140l20 200q0 20-20 20H330q-20 0-20-20z', '#fffaf0') + rep(5, (i) => R(440, 340 + i * 50, 30, 4, 2, c.bd)) +
  R(310, 240, 180, 60, 16, c.ga) + P('M360 240q0-100 40-110t40 110z', '#f4d9b8', `stroke="#e2bf95" stroke-width="3"`) + c.t(390, 540, 120, 26, c.bd, { rot: -90, lines: 1 });
const formula: Draw = (c) =>
  R(260, 290, 280, 350, 30, c.gb, outline(c)) + R(250, 250, 300, 60, 14, c.ga) + R(280, 310, 20, 310, 10, '#fff', O(0.3)) +
  R(260, 360, 280, 70, 0, c.a) + c.t(400, 395, 240, 34, c.ka) + C(400, 520, 56, '#fff', O(0.85)) + E(400, 530, 26, 20, '#f0c98e') + C(400, 500, 18, '#f0c98e') +
  E(600, 630, 40, 18, '#fff', `stroke="#ccc" stroke-width="3"`) + R(520, 624, 50, 10, 5, '#fff', `stroke="#ccc" stroke-width="2"`);
const wipes: Draw = (c) =>
  P('M180 600q-20-200 30-250h380q50 50 30 250-4 40-40 40H220q-36 0-40-40z', c.gb, outline(c)) + R(300, 360, 200, 90, 40, c.a) + R(320, 372, 160, 66, 32, c.ad) +
  c.t(400, 520, 320, 46, c.k) + S('M250 590q150 30 300 0', c.a, 6, O(0.6));

// food
const crimp = (x: number, y: number, w: number, d: number, f: string) => P(`M${x} ${y}${rep(Math.round(w / 20), () => `l10 ${d}l10 ${-d}`)}v${-d}H${x}z`, f);
const noodlecup: Draw = (c) =>
  P('M250 280h300l-40 350q0 10-20 10H310q-20 0-20-10z', c.gb) + E(400, 280, 150, 26, '#e3e6ea') + E(400, 276, 150, 26, c.gm) +
  R(264, 380, 272, 110, 0, '#fff', O(0.92)) + c.t(400, 435, 230, 44, c.b) + P('M290 540h220l-8 60H298z', c.a, O(0.8)) +
  S('M310 560q15-15 30 0t30 0 30 0 30 0 30 0 30 0', '#fce6a6', 5);
const noodlepack: Draw = (c) =>
  P('M180 230h440v380H180z', c.gb) + crimp(180, 230, 440, -14, c.bd) + crimp(180, 610, 440, 14, c.bd) +
  c.t(400, 300, 380, 56, c.k) + E(400, 480, 150, 60, '#fff') + E(400, 470, 130, 44, '#e7a54a') +
  S('M300 470q25-25 50 0t50 0 50 0 50 0', '#fbe3a4', 8) + C(340, 450, 16, '#6fae4c') + C(450, 460, 14, '#d94535') +
  S('M470 380l80-60M480 390l90-50', '#c8a06a', 8) + R(200, 560, 120, 30, 15, c.a);
const snackbag: Draw = (c) =>
  P('M220 210h360q-20 200 0 420H220q20-220 0-420z', c.gb) + crimp(220, 210, 360, -14, c.bd) + crimp(220, 630, 360, 14, c.bd) +
  c.t(400, 300, 300, 56, c.k, { up: true }) + C(400, 470, 110, c.a, O(0.85)) +
  rep(5, (i) => E(350 + (i % 3) * 50, 440 + Math.floor(i / 3) * 50, 34, 24, '#f4cf69', `stroke="#d6a437" stroke-width="3" transform="rotate(${i * 30} ${350 + (i % 3) * 50} ${440 + Math.floor(i / 3) * 50})"`));
const snackbox: Draw = (c) =>
  P('M180 360l60-40h360l-60 40z', c.bl) + P('M540 360l60-40v230l-60 40z', c.bd) + R(180, 360, 360, 230, 6, c.gb) +
  c.t(360, 420, 320, 52, c.k) + R(180, 460, 360, 20, 0, c.a) +
  (/pocky|stick/.test(c.name) ? rep(5, (i) => G(`rotate(${-70 + i * 6} 600 640)`, R(600, 630, 190, 12, 6, '#f3d9a3') + R(640, 628, 150, 16, 8, '#5a3420')))
    : rep(2, (i) => E(300 + i * 220, 610, 90, 30, '#5a3420') + E(300 + i * 220, 600, 90, 30, '#6d4128') + E(300 + i * 220, 596, 60, 16, '#f2e2c4', O(0.5))));
const chocbar: Draw = (c) =>
  G('rotate(-14 400 450)', R(150, 340, 500, 210, 14, c.gb) + P('M150 340h130v210H150z', '#d9dde2') + rep(6, (i) => S(`M${160 + i * 20} 340v210`, '#fff', 3, O(0.5))) +
    c.t(470, 445, 300, 60, c.k) + R(320, 510, 300, 10, 5, c.a)) +
  G('rotate(8 560 600)', rep(3, (i) => R(470 + i * 64, 560, 58, 58, 6, '#5a3420') + R(478 + i * 64, 568, 42, 42, 4, '#6d4128')));
const carton: Draw = (c) =>
  P('M300 240l50-70h100l50 70z', c.bl) + R(345, 150, 110, 20, 4, c.bl) + R(300, 240, 200, 400, 6, c.gb) + P('M500 240l60-40v400l-60 40z', c.bd) +
  R(300, 300, 200, 90, 0, '#fff', O(0.92)) + c.t(400, 345, 180, 38, c.b) + C(400, 500, 60, c.a, O(0.85)) + S('M370 500q30-40 60 0', '#fff', 8);
const petbottle: Draw = (c) =>
  R(360, 170, 80, 50, 10, c.a) + P('M360 220h80q0 60 50 90v310q0 20-20 20H330q-20 0-20-20V310q50-30 50-90z', '#e8f4e6', `opacity=".85" stroke="#c9d6c6" stroke-width="3"`) +
  P('M316 330h168v290q0 16-16 16H332q-16 0-16-16z', c.b, O(0.45)) + R(310, 400, 180, 140, 0, c.gb) + c.t(400, 470, 160, 34, c.k) + R(330, 310, 18, 300, 9, '#fff', O(0.4));
const coffeebox: Draw = (c) =>
  P('M190 300l60-40h330l-60 40z', c.bl) + P('M520 300l60-40v280l-60 40z', c.bd) + R(190, 300, 330, 280, 6, c.gb) +
  c.t(355, 360, 290, 46, c.k) + C(355, 470, 60, '#fff', O(0.9)) + C(355, 470, 44, '#6d4128') + S('M330 410q10-20 0-40M370 410q10-20 0-40', '#fff', 5) +
  rep(3, (i) => G(`rotate(${-20 + i * 14} 600 660)`, R(460, 640, 260, 28, 6, c.a) + R(460, 640, 50, 28, 6, c.ad)));
const sack: Draw = (c) =>
  P('M250 250q-40 200-20 370 0 20 30 20h280q30 0 30-20 20-170-20-370z', '#f6efe0', `stroke="#d9ccb0" stroke-width="3"`) + P('M250 250l30-60h240l30 60z', '#efe4cc') +
  S('M270 240q130 30 260 0', c.bd, 8) + R(250, 330, 300, 80, 0, c.b) + c.t(400, 370, 270, 44, c.k, { up: true }) +
  S('M400 590V450M400 480l-30-20M400 510l-30-20M400 540l-30-20M400 480l30-20M400 510l30-20M400 540l30-20', '#d9a43a', 8);
const soysauce: Draw = (c) =>
  P('M370 170h60v90q70 40 70 110v250q0 20-20 20H340q-20 0-20-20V370q0-70 50-110z', '#3a1f14') + R(362, 150, 76, 60, 12, c.a) + R(330, 400, 140, 170, 8, '#fff', O(0.92)) +
  c.t(400, 450, 130, 28, '#222') + C(400, 520, 26, c.a, O(0.9)) + R(345, 290, 14, 300, 7, '#fff', O(0.2));
const saucejar: Draw = (c) =>
  R(290, 320, 220, 320, 30, '#6b1e12') + R(300, 330, 20, 290, 10, '#fff', O(0.2)) + R(280, 270, 240, 60, 12, c.a) + rep(9, (i) => R(290 + i * 25, 278, 8, 44, 4, c.ad, O(0.5))) +
  R(300, 390, 200, 180, 10, c.b) + C(400, 470, 44, '#fff', O(0.85)) + c.t(400, 540, 180, 26, c.k);

// home & furniture
const chair: Draw = (c) =>
  P('M300 160q100-20 200 0l10 250q-110 20-220 0z', c.gb) + P('M310 180q90-16 180 0l8 210q-98 16-196 0z', c.bd, O(0.4)) +
  S('M270 380v60h260v-60', c.bdd, 14) + P('M260 430h280q20 0 20 20v30H240v-30q0-20 20-20z', c.gb) + R(390, 480, 20, 90, 4, '#9aa3ad') +
  S('M400 580L250 620M400 580L550 620M400 580L330 640M400 580L470 640', c.bdd, 14) + [250, 550, 330, 470].map((x, i) => C(x, i < 2 ? 630 : 645, 12, '#222')).join('') +
  R(350, 400, 100, 14, 7, c.a) + c.t(400, 407, 80, 11, c.ka, { up: true });
const sofa: Draw = (c) =>
  R(200, 290, 400, 200, 40, c.bd) + R(150, 380, 90, 220, 36, c.gb) + R(560, 380, 90, 220, 36, c.gb) +
  R(230, 440, 170, 110, 24, c.gb) + R(400, 440, 170, 110, 24, c.gb) + R(240, 300, 150, 150, 30, c.bl) + R(410, 300, 150, 150, 30, c.bl) +
  R(190, 540, 420, 60, 12, c.bd) + R(200, 600, 16, 40, 4, '#6d4b2b') + R(584, 600, 16, 40, 4, '#6d4b2b') + R(260, 340, 70, 70, 16, c.a, `transform="rotate(-8 295 375)"`);
const shelf: Draw = (c) =>
  R(200, 200, 400, 440, 6, 'none', `stroke="${c.b}" stroke-width="24"`) + R(200, 340, 400, 20, 0, c.b) + R(200, 480, 400, 20, 0, c.b) +
  rep(5, (i) => R(240 + i * 34, 236 + (i % 2) * 10, 28, 104 - (i % 2) * 10, 3, ['#3f5c7a', c.a, '#d8c39a', '#6b8f71', c.ad][i])) +
  P('M480 340q-10-80 40-90 50 10 40 90z', '#6b8f71') + R(490, 300, 60, 40, 6, '#e7d8c4') +
  R(240, 400, 140, 80, 8, '#e8dfd2', `stroke="${c.bd}" stroke-width="3"`) + c.t(310, 440, 110, 18, '#555') + C(500, 450, 30, c.a, O(0.7)) + R(240, 540, 320, 80, 8, '#e8dfd2');
const blanket: Draw = (c) =>
  rep(3, (i) => R(220 - i * 10, 520 - i * 110, 360 + i * 20, 120, 36, i === 1 ? c.a : c.gb, `stroke="${c.bd}" stroke-width="3"`) + S(`M${240 - i * 10} ${560 - i * 110}h${320 + i * 20}`, i === 1 ? c.ad : c.bd, 3, O(0.4))) +
  rep(10, (i) => S(`M${580} ${320 + i * 12}h20`, c.bd, 3)) + R(440, 560, 100, 56, 6, '#fff') + c.t(490, 588, 86, 14, '#333');
const lamp: Draw = (c) =>
  P('M500 280L650 640H350z', '#fff7d6', O(0.55)) + E(400, 630, 110, 18, c.bdd) + R(290, 600, 220, 30, 12, c.gb) + S('M330 600L400 250L620 250', c.bd, 16) +
  R(520, 240, 200, 30, 12, c.gb) + R(530, 264, 180, 6, 3, '#fffbe6') + C(400, 250, 16, c.a) + c.t(400, 615, 160, 16, c.k, { up: true });
const diffuser: Draw = (c) =>
  S('M400 260q-30-40 0-80t0-80', '#fff', 20, O(0.7)) + P('M400 270q140 0 160 250 0 120-160 120t-160-120q20-250 160-250z', c.gb, outline(c)) + E(400, 282, 40, 14, c.bd) +
  R(240, 560, 320, 80, 20, c.a, O(0.5)) + c.t(400, 600, 160, 22, c.k, { up: true });
const drawers: Draw = (c) =>
  R(220, 300, 360, 340, 10, '#f1f3f5', `stroke="#cfd4da" stroke-width="4"`) + R(240, 330, 320, 290, 8, c.b, O(0.35)) + R(280, 360, 240, 100, 10, '#fff', O(0.5)) +
  R(360, 420, 80, 20, 10, '#cfd4da') + R(230, 480, 340, 6, 0, '#cfd4da') + c.t(400, 560, 200, 28, c.bd, { up: true });

// hair care & beauty tools
const hairdryer: Draw = (c) =>
  P('M400 360l60 0 40 260q0 20-30 20h-20q-30 0-30-20z', c.gb, outline(c)) + S('M450 640q0 60 80 40t120-60', '#333', 8) +
  C(340, 300, 130, c.gb, outline(c)) + P('M340 170h240q40 0 40 40v180q0 40-40 40H340z', c.gb) + C(340, 300, 130, c.gb) + C(340, 300, 90, c.bd, O(0.35)) +
  R(560, 180, 100, 240, 30, c.bd) + rep(5, (i) => R(580, 200 + i * 40, 60, 14, 7, c.bdd)) + C(340, 300, 36, c.a) + R(465, 480, 20, 50, 8, c.a) + c.t(340, 300, 60, 13, c.ka, { up: true });
const toothbrush: Draw = (c) =>
  E(400, 625, 100, 22, c.bd) + R(360, 300, 80, 330, 36, c.gb, outline(c)) + P('M380 300l6-150h28l6 150z', '#f5f5f5', `stroke="#d8d8d8" stroke-width="2"`) +
  R(378, 120, 44, 70, 18, '#f5f5f5', `stroke="#d8d8d8" stroke-width="2"`) + rep(5, (i) => R(384 + i * 7, 124, 4, 40, 2, i % 2 ? c.a : '#fff')) +
  C(400, 380, 16, c.a) + c.t(400, 500, 160, 22, c.k, { rot: -90 });
const shaver: Draw = (c) =>
  P('M300 320h200l-30 300q0 20-20 20H350q-20 0-20-20z', c.gb, outline(c)) + R(280, 200, 240, 130, 30, c.bd) + rep(3, (i) => R(300 + i * 70, 216, 60, 100, 20, c.gm)) +
  C(400, 420, 18, c.a) + c.t(400, 520, 90, 20, c.k, { up: true });
const comb: Draw = (c) => G('rotate(-20 400 420)', R(200, 360, 400, 60, 12, c.gb) + rep(30, (i) => R(214 + i * 12.4, 410, 6, 110, 3, c.b)) + c.t(400, 390, 200, 22, c.k));

// car accessories
const dashcam: Draw = (c) =>
  R(370, 170, 60, 100, 10, c.bd) + R(320, 170, 160, 20, 6, c.bdd) + R(220, 260, 360, 220, 40, c.gb, outline(c)) + C(480, 370, 80, '#15171c') +
  C(480, 370, 52, c.gg) + C(466, 356, 12, '#fff', O(0.5)) + c.t(320, 370, 140, 30, c.k) + C(300, 440, 7, '#e04848') +
  R(300, 540, 200, 90, 24, c.gb) + C(400, 585, 30, '#15171c') + C(400, 585, 18, c.gg);
const phoneholder: Draw = (c) =>
  R(330, 580, 140, 60, 14, c.gb, outline(c)) + c.t(400, 610, 120, 18, c.k, { up: true }) + R(384, 470, 32, 120, 12, c.bd) + C(400, 470, 30, c.bd) +
  G('rotate(8 400 330)', R(280, 130, 240, 420, 40, '#2b2f36') + R(286, 136, 228, 408, 34, '#3a3f48') + cameraBump({ ...c, bd: '#23262c', bl: '#555' }, 300, 150, 0.9) +
    C(400, 360, 74, 'none', `stroke="${c.a}" stroke-width="12"`) + C(400, 360, 60, c.b, O(0.6)));
const carcare: Draw = (c) =>
  P('M290 280q0-40 40-40h120l60 60v320q0 20-20 20H310q-20 0-20-20z', c.gb, outline(c)) + R(350, 190, 80, 60, 10, c.a) + S('M450 250q60 40 40 120', c.bd, 18) +
  R(300, 380, 200, 180, 8, '#fff', O(0.92)) + c.t(400, 430, 180, 28, '#222') + R(320, 480, 160, 50, 6, c.a) + R(310, 300, 18, 300, 9, '#fff', O(0.3));

// pets
const petfood: Draw = (c) =>
  P('M240 240q-20 200 0 400h320q20-200 0-400z', c.gb) + R(230, 210, 340, 40, 8, c.bd) + c.t(400, 300, 280, 44, c.k) +
  C(400, 440, 90, '#fff', O(0.9)) + (/dog|puppy/.test(c.name)
    ? E(400, 445, 46, 52, '#d9a066') + E(352, 430, 18, 40, '#8a5a34', `transform="rotate(20 352 430)"`) + E(448, 430, 18, 40, '#8a5a34', `transform="rotate(-20 448 430)"`) + E(400, 468, 22, 18, '#f1d2a8')
    : P('M350 420l10-50 30 30h20l30-30 10 50q0 60-50 60t-50-60z', c.a)) + C(385, 430, 6, '#222') + C(415, 430, 6, '#222') + E(400, 455, 8, 5, '#222') +
  R(260, 560, 280, 40, 20, c.a, O(0.85)) + rep(6, (i) => E(560 + (i % 3) * 30, 620 + Math.floor(i / 3) * 18, 14, 10, '#a0602c'));
const petbowl: Draw = (c) =>
  P('M220 520h360l-40 120H260z', c.gb, outline(c)) + E(400, 520, 180, 40, c.bd) + E(400, 516, 150, 28, '#a0602c') +
  C(400, 590, 14, c.a) + C(380, 570, 7, c.a) + C(420, 570, 7, c.a) + c.t(400, 612, 160, 14, c.k, { up: true, o: 0.7 });
const petfeeder: Draw = (c) =>
  R(300, 200, 200, 360, 60, c.gb, outline(c)) + R(330, 240, 140, 120, 40, c.bd, O(0.3)) + C(400, 410, 14, c.a) + c.t(400, 470, 160, 22, c.k, { up: true }) +
  E(400, 600, 200, 44, c.bd) + E(400, 590, 200, 40, c.gb) + E(400, 590, 140, 26, /fountain/.test(c.name) ? '#9fd3ef' : '#a0602c');
const dogtoy: Draw = (c) =>
  C(400, 540, 120, c.gb) + C(400, 380, 90, c.gb) + C(400, 250, 60, c.gb) + C(400, 210, 22, c.bdd) + c.t(400, 560, 160, 30, c.k, { up: true }) + shine('M330 480q20-40 60-40-40 20-50 60z', 0.3);

// books & stationery
const covers = [
  (c: Ctx) => C(405, 420, 70, c.a, O(0.9)) + P('M350 470l55-90 55 90z', '#fff', O(0.5)),
  (c: Ctx) => rep(5, (i) => R(280, 340 + i * 34, 270, 16, 0, i % 2 ? c.a : '#fff', O(0.8))),
  (c: Ctx) => P('M280 520l80-120 60 70 50-40 80 90z', c.a) + C(480, 370, 26, '#fff', O(0.85)),
  (c: Ctx) => R(280, 330, 270, 190, 0, c.a) + C(360, 420, 46, '#fff', O(0.9)) + C(450, 420, 46, c.ad),
];
const book: Draw = (c) =>
  P('M260 180h300v440H260z', '#f6f2e8') + P('M250 170h290q10 0 10 10v440q0 10-10 10H250z', c.gb) + R(250, 170, 30, 460, 0, c.bd) +
  R(300, 240, 210, 20, 10, '#fff', O(0.85)) + R(320, 280, 170, 14, 7, '#fff', O(0.6)) + covers[Math.floor(c.r * 4)](c) +
  c.t(410, 580, 230, 20, c.k, { up: true, ls: 0.06 });
const notebook: Draw = (c) =>
  R(270, 190, 290, 420, 18, c.bd) + R(260, 180, 290, 420, 18, c.gb, outline(c)) + R(500, 180, 16, 420, 0, c.a) + R(300, 250, 180, 50, 6, '#fff', O(0.9)) +
  c.t(390, 275, 160, 22, '#333') + G('rotate(-30 560 560)', R(400, 550, 300, 22, 11, '#333') + P('M700 550l30 11-30 11z', '#ddd'));
const pens: Draw = (c) =>
  [c.b, c.a, '#2f6fd6'].map((f, i) =>
    G(`rotate(${-30 + i * 24} 400 600)`, R(382, 170, 36, 380, 16, f) + R(382, 170, 36, 90, 16, '#222', O(0.85)) + R(410, 190, 8, 110, 4, '#c9ced6') +
      P('M386 550h28l-14 46z', '#cfd4da') + c.t(400, 420, 140, 20, '#fff', { rot: -90, lines: 1 }))).join('');
const calculator: Draw = (c) =>
  R(270, 170, 260, 460, 30, c.gb, outline(c)) + R(295, 220, 210, 80, 10, '#c9d8c3') + c.t(400, 196, 140, 18, c.k, { up: true }) +
  rep(20, (i) => R(297 + (i % 4) * 53, 330 + Math.floor(i / 4) * 56, 44, 40, 10, i % 4 === 3 ? c.a : i > 15 ? c.ad : c.bd));

// health devices
const bpmonitor: Draw = (c) =>
  S('M250 470q-100 40-60 120', '#9aa3ad', 10) + R(110, 560, 250, 90, 40, c.a) + S('M140 590h190', c.ad, 4) +
  R(280, 300, 320, 300, 36, c.gb, outline(c)) + R(310, 330, 260, 150, 16, '#c9d8c3') + rep(3, (i) => R(330, 350 + i * 42, 110 + (i === 0 ? 50 : 0), 26, 6, '#2f3b33', O(0.75))) +
  C(530, 440, 16, '#e04848', O(0.7)) + C(440, 540, 28, c.a) + C(350, 540, 16, c.bd) + c.t(520, 540, 110, 18, c.k, { up: true });
const thermometer: Draw = (c) =>
  P('M280 300q0-60 60-60h220q40 0 40 40v40q0 40-40 40H440l-40 260q-4 20-30 20h-30q-20 0-20-30z', c.gb, outline(c)) + R(450, 270, 120, 60, 10, '#c9d8c3') +
  R(470, 285, 80, 30, 4, '#2f3b33', O(0.6)) + C(300, 300, 26, c.a) + C(380, 450, 14, c.a) + c.t(390, 520, 120, 18, c.k, { rot: -80, up: true });
const oximeter: Draw = (c) =>
  P('M250 420q0-80 80-80h140q80 0 80 80v140H250z', c.gb, outline(c)) + P('M250 560h300v40q0 40-40 40H290q-40 0-40-40z', c.bd) + R(320, 390, 160, 100, 12, '#101216') +
  R(335, 410, 60, 30, 3, '#4fd1ff') + R(410, 410, 50, 30, 3, '#ffd24f') + S('M335 465q20-20 30 0t30 0 30 0 30 0', '#7ee08f', 4) + c.t(400, 525, 150, 20, c.k, { up: true });
const scale: Draw = (c) =>
  P('M170 560l90-150h400l-90 150z', c.gb) + P('M170 560h400v22H170z', c.bd) + P('M570 560l90-150v22l-90 150z', c.bdd) + R(360, 440, 90, 30, 6, '#101216', `transform="skewX(-30) translate(255 0)"`) +
  c.t(370, 530, 120, 16, c.k, { up: true, o: 0.7 }) + P('M215 530l35-60h60l-35 60zM520 440l20-30h60l-20 30z', c.gm);
const massagegun: Draw = (c) =>
  R(220, 250, 340, 130, 60, c.gb, outline(c)) + P('M380 370h90l30 270h-90z', c.gb, outline(c)) + R(150, 270, 90, 90, 20, c.bd) + C(140, 315, 52, c.a) +
  C(300, 315, 22, c.bd) + c.t(460, 315, 150, 28, c.k, { up: true }) + R(412, 600, 70, 40, 10, c.bd);
const neckmassager: Draw = (c) =>
  S('M250 560q-40-300 150-300t150 300', c.bd, 80) + S('M250 560q-40-300 150-300t150 300', c.gb, 60) + C(250, 560, 55, c.a) + C(550, 560, 55, c.a) +
  C(250, 560, 30, c.ad) + C(550, 560, 30, c.ad) + c.t(400, 270, 150, 22, c.k, { up: true });
const eyemask: Draw = (c) =>
  S('M200 450q-60-120 200-120t200 120', c.bd, 20) + R(190, 380, 420, 170, 80, c.gb, outline(c)) + E(300, 465, 80, 50, c.bd, O(0.4)) + E(500, 465, 80, 50, c.bd, O(0.4)) +
  P('M370 540q30-40 60 0z', c.bdd) + c.t(400, 410, 150, 18, c.k, { up: true });
const lantern: Draw = (c) =>
  S('M330 230q0-90 70-90t70 90', c.bdd, 12) + R(310, 210, 180, 50, 20, c.gb) + C(400, 430, 190, '#fff6c8', O(0.35)) +
  R(325, 260, 150, 250, 30, '#fff3b8', `stroke="${c.bd}" stroke-width="4"`) + R(370, 300, 60, 170, 30, '#fffbe8') + rep(3, (i) => R(330, 300 + i * 70, 140, 6, 3, c.bd, O(0.4))) +
  P('M300 510h200l20 110q0 20-20 20H300q-20 0-20-20z', c.gb, outline(c)) + c.t(400, 570, 170, 24, c.k, { up: true }) + C(400, 610, 9, c.a);
const stove: Draw = (c) =>
  R(300, 420, 200, 220, 40, c.gb, outline(c)) + R(300, 480, 200, 70, 0, c.a) + c.t(400, 515, 170, 26, c.ka, { up: true }) + R(370, 380, 60, 44, 8, '#9aa3ad') +
  P('M340 300h120l-14 80H354z', c.gm) + S('M300 290l70 20M500 290l-70 20M400 270v40', '#8a9099', 12) +
  P('M360 300q-10-50 20-80 0 40 20 50 10-40 30-60 20 50 10 90z', '#4aa8ff', O(0.85)) + P('M385 300q-4-30 15-44 10 30 10 44z', '#bfe3ff');
const desk: Draw = (c) =>
  P('M140 380l80-60h440l-80 60z', c.bl) + P('M140 380h440v28H140z', c.bd) + P('M580 380l80-60v28l-80 60z', c.bdd) +
  R(160, 408, 22, 232, 4, c.bdd) + R(540, 408, 22, 232, 4, c.bdd) + R(620, 348, 18, 230, 4, c.bd) +
  P('M300 346l24-40h140l-8 40z', '#2b2f36') + P('M510 330q-8-60 30-70 38 10 30 70z', '#6b8f71') + R(520, 320, 40, 30, 6, c.a);
const foodbox: Draw = (c) =>
  R(200, 380, 400, 250, 34, '#eef5f8', `opacity=".9" stroke="#c7d3dc" stroke-width="4"`) + R(230, 440, 340, 160, 20, c.a, O(0.25)) +
  P('M190 340q0-20 20-20h380q20 0 20 20v40H190z', c.gb, outline(c)) + rep(2, (i) => R(250 + i * 250, 360, 50, 60, 10, c.bd)) + c.t(400, 350, 180, 20, c.k, { up: true }) +
  R(230, 400, 20, 200, 10, '#fff', O(0.5));
const breadmaker: Draw = (c) =>
  P('M220 330q0-60 60-60h240q60 0 60 60v280q0 30-30 30H250q-30 0-30-30z', c.gb, outline(c)) + R(270, 290, 260, 120, 30, '#1b1f26', O(0.85)) + R(290, 305, 220, 90, 20, c.gg) +
  shine('M300 310h80l-50 80h-30z', 0.15) + R(280, 440, 240, 90, 16, '#1b1f26') + R(300, 455, 100, 40, 6, c.a, O(0.85)) + rep(3, (i) => C(430 + i * 30, 475, 9, '#fff', O(0.7))) +
  c.t(400, 580, 200, 24, c.k, { up: true });
const ream: Draw = (c) =>
  P('M170 440l80-60h400l-80 60z', '#fdfdfb') + P('M570 440l80-60v160l-80 60z', '#e6e8ea') + R(170, 440, 400, 160, 4, '#fbfbf8', `stroke="#dcdcd6" stroke-width="2"`) +
  R(170, 480, 400, 80, 0, c.b) + c.t(370, 520, 300, 40, c.k) + rep(8, (i) => S(`M${575 + i * 9} ${436 - i * 7}v160`, '#d8d8d2', 2));
const giftbox: Draw = (c) =>
  R(220, 370, 360, 270, 12, c.gb, outline(c)) + R(200, 310, 400, 80, 14, c.bd) + R(375, 310, 50, 330, 0, c.a) + P('M400 310q-120-130-150-60t150 60zM400 310q120-130 150-60t-150 60z', c.a) +
  P('M400 310q-80-90-110-50', 'none', `stroke="${c.ad}" stroke-width="6"`) + C(400, 310, 20, c.ad) + R(460, 470, 100, 70, 8, '#fff', O(0.9)) + c.t(510, 505, 86, 16, '#333');

// ── kinds: drawing, colour family, flags (p = show a pair in view 2, b = with box in view 3, t = tilt in view 2), focus ──

interface Kind { d: Draw; f: string; m: string; z?: [number, number]; s?: number }
const kinds: Record<string, Kind> = {
  phone: { d: phone, f: 't', m: 'b' }, tablet: { d: tablet, f: 't', m: 'b' }, laptop: { d: laptop, f: 't', m: 'b' },
  monitor: { d: monitor, f: 't', m: 'b' }, tv: { d: tv, f: 't', m: 'b' }, headphones: { d: headphones, f: 't', m: 'bt' },
  earbuds: { d: earbuds, f: 't', m: 'bt', s: 1.05 }, speaker: { d: speaker, f: 'k', m: 'bt' }, smartwatch: { d: smartwatch, f: 't', m: 'bt', s: 1.05 },
  band: { d: band, f: 't', m: 'bt' }, powerbank: { d: powerbank, f: 't', m: 'bt' }, charger: { d: charger, f: 't', m: 'bt' },
  cable: { d: cable, f: 't', m: 'bt' }, jumpstarter: { d: jumpstarter, f: 'f', m: 'b' }, mouse: { d: mouse, f: 't', m: 'bt' },
  keyboard: { d: keyboard, f: 't', m: 'b' }, printer: { d: printer, f: 'h', m: 'b' }, ssd: { d: ssd, f: 't', m: 'bt' },
  camera: { d: camera, f: 't', m: 'bt' }, gimbal: { d: gimbal, f: 't', m: 'bt' }, actioncam: { d: actioncam, f: 't', m: 'bt' },
  drone: { d: drone, f: 't', m: 'b' },
  pump: { d: pump, f: 'c', m: 'pb', s: 1.12 }, dropper: { d: dropper, f: 'c', m: 'pb', s: 1.12 }, toner: { d: toner, f: 'c', m: 'pb', s: 1.12 }, tube: { d: tube, f: 'c', m: 'pb', s: 1.06 },
  jar: { d: jar, f: 'c', m: 'pb', s: 1.06 }, sheetmask: { d: sheetmask, f: 'c', m: 't', z: [420, 360] }, patches: { d: patches, f: 'c', m: 'pt' },
  compact: { d: compact, f: 'c', m: 'pb' }, tint: { d: tint, f: 'c', m: 'pb', s: 1.1 },
  vitamins: { d: vitamins, f: 'v', m: 'pb', s: 1.1 }, tub: { d: tub, f: 'f', m: 'p' }, sticksbox: { d: sticksbox, f: 'f', m: 'p', z: [400, 450] },
  ricecooker: { d: ricecooker, f: 'h', m: 'b' }, kettle: { d: kettle, f: 'h', m: 'b' }, microwave: { d: microwave, f: 'h', m: 'b' },
  airfryer: { d: airfryer, f: 'h', m: 'b' }, mixer: { d: mixer, f: 'h', m: 'b' }, blender: { d: blender, f: 'h', m: 'b' }, pan: { d: pan, f: 'h', m: 'b' },
  purifier: { d: purifier, f: 'h', m: 'b' }, humidifier: { d: humidifier, f: 'h', m: 'b' }, robotvac: { d: robotvac, f: 'h', m: 'b' },
  stickvac: { d: stickvac, f: 'h', m: 'b' },
  blocks: { d: blocks, f: 'k', m: 'b' }, robot: { d: robot, f: 'k', m: 'bt' }, teddy: { d: teddy, f: 'p', m: 't', z: [400, 330] },
  toycar: { d: toycar, f: 'k', m: 'bt' }, blaster: { d: blaster, f: 'k', m: 'bt' }, dollhouse: { d: dollhouse, f: 'k', m: 'b' },
  boardgame: { d: boardgame, f: 'k', m: 't', z: [380, 420] }, cards: { d: cards, f: 'k', m: 'b' }, tamagotchi: { d: tamagotchi, f: 'k', m: 'bt' },
  tshirt: { d: tshirt, f: 'w', m: 't', z: [420, 330] }, sweater: { d: sweater, f: 'w', m: 't', z: [400, 300] }, hoodie: { d: hoodie, f: 'w', m: 't', z: [400, 320] },
  puffer: { d: puffer, f: 'w', m: 't', z: [420, 300] }, jeans: { d: jeans, f: 'j', m: 't', z: [440, 250] }, dress: { d: dress, f: 'w', m: 't', z: [400, 320] },
  sneaker: { d: sneaker, f: 'w', m: 'pb' }, boot: { d: boot, f: 'w', m: 'pb' }, clog: { d: clog, f: 'k', m: 'pb' }, slide: { d: slide, f: 'w', m: 'pb' },
  handbag: { d: handbag, f: 'w', m: 't', z: [400, 480] }, tote: { d: tote, f: 'w', m: 't', z: [400, 460] }, backpack: { d: backpack, f: 'w', m: 't', z: [400, 480] },
  wallet: { d: wallet, f: 'w', m: 'bt' }, watch: { d: watch, f: 't', m: 'bt' }, scarf: { d: scarf, f: 'w', m: 't', z: [460, 500] },
  beanie: { d: beanie, f: 'w', m: 't', z: [400, 500] }, gloves: { d: gloves, f: 'w', m: 't', z: [430, 540] },
  treadmill: { d: treadmill, f: 't', m: 'b' }, yogamat: { d: yogamat, f: 'k', m: 't', z: [500, 440] }, racket: { d: racket, f: 'k', m: 'bt' },
  ball: { d: ball, f: 'k', m: 't', z: [400, 440] }, dumbbell: { d: dumbbells, f: 'k', m: 'b' }, tent: { d: tent, f: 'k', m: 'b' },
  sleepingbag: { d: sleepingbag, f: 'w', m: 't', z: [400, 420] }, tumbler: { d: tumbler, f: 'c', m: 'pb' }, flask: { d: flask, f: 't', m: 'pb', s: 1.1 }, mug: { d: mug, f: 't', m: 'pb' },
  diapers: { d: diapers, f: 'm', m: 'p', z: [400, 360] }, babybottle: { d: babybottle, f: 'c', m: 'pb', s: 1.1 }, formula: { d: formula, f: 'c', m: 'p', z: [400, 420] },
  wipes: { d: wipes, f: 'm', m: 'p', z: [400, 460] },
  noodlecup: { d: noodlecup, f: 'f', m: 'p', z: [400, 420] }, noodlepack: { d: noodlepack, f: 'f', m: 'p', z: [400, 380] }, snackbag: { d: snackbag, f: 'f', m: 'p', z: [400, 360] },
  snackbox: { d: snackbox, f: 'f', m: 't', z: [380, 430] }, chocbar: { d: chocbar, f: 'f', m: 't', z: [450, 450] }, carton: { d: carton, f: 'f', m: 'p', z: [400, 380] },
  petbottle: { d: petbottle, f: 'f', m: 'p', s: 1.06, z: [400, 430] }, coffeebox: { d: coffeebox, f: 'f', m: 't', z: [360, 400] }, sack: { d: sack, f: 'f', m: 'p', z: [400, 400] },
  soysauce: { d: soysauce, f: 'f', m: 'p', s: 1.06, z: [400, 440] }, saucejar: { d: saucejar, f: 'f', m: 'p', z: [400, 440] },
  chair: { d: chair, f: 'h', m: 'b' }, sofa: { d: sofa, f: 'w', m: '', z: [400, 420] }, shelf: { d: shelf, f: 'h', m: '', z: [400, 420] },
  blanket: { d: blanket, f: 'w', m: 't', z: [460, 520] }, lamp: { d: lamp, f: 'h', m: 'b' }, diffuser: { d: diffuser, f: 'h', m: 'b' }, drawers: { d: drawers, f: 'h', m: '', z: [400, 470] },
  shampoo: { d: shampoo, f: 'c', m: 'pb' }, hairdryer: { d: hairdryer, f: 'h', m: 'bt' }, toothbrush: { d: toothbrush, f: 'h', m: 'bt' },
  shaver: { d: shaver, f: 't', m: 'bt' }, comb: { d: comb, f: 'w', m: 'bt' },
  dashcam: { d: dashcam, f: 't', m: 'bt' }, phoneholder: { d: phoneholder, f: 't', m: 'bt' }, carcare: { d: carcare, f: 'f', m: 'p', z: [400, 450] },
  petfood: { d: petfood, f: 'f', m: 'p', z: [400, 380] }, petbowl: { d: petbowl, f: 'k', m: 'pb' }, petfeeder: { d: petfeeder, f: 'h', m: 'b' }, dogtoy: { d: dogtoy, f: 'k', m: 'pb' },
  book: { d: book, f: 'w', m: 'p', z: [400, 420] }, notebook: { d: notebook, f: 'w', m: 'p', z: [400, 330] }, pens: { d: pens, f: 'k', m: 'b' },
  calculator: { d: calculator, f: 't', m: 'bt' },
  bpmonitor: { d: bpmonitor, f: 'm', m: 'b' }, thermometer: { d: thermometer, f: 'm', m: 'bt' }, oximeter: { d: oximeter, f: 'm', m: 'bt' },
  scale: { d: scale, f: 'm', m: 'b' }, massagegun: { d: massagegun, f: 't', m: 'bt' }, neckmassager: { d: neckmassager, f: 't', m: 'bt' },
  eyemask: { d: eyemask, f: 'c', m: 'bt' },
  lantern: { d: lantern, f: 'w', m: 'bt' }, stove: { d: stove, f: 'f', m: 'b' }, desk: { d: desk, f: 'h', m: '', z: [400, 420] },
  foodbox: { d: foodbox, f: 'k', m: 'p', z: [400, 420] }, breadmaker: { d: breadmaker, f: 'h', m: 'b' }, ream: { d: ream, f: 'k', m: 'p', z: [380, 500] },
  pants: { d: jeans, f: 'w', m: 't', z: [440, 250] },
  giftbox: { d: giftbox, f: 'k', m: 't', z: [400, 400] },
};

// ── which kind a product is ─────────────────────────────────────────────────────────────────────────────────────────

type Rule = [RegExp, string];
const bySub: Record<string, Rule[] | string> = {
  smartphones: 'phone',
  'headphones-audio': [[/speaker|soundbar/, 'speaker'], [/buds|airpods|earbud|wf-|liberty|in-ear/, 'earbuds'], [/^/, 'headphones']],
  'smartwatches-wearables': [[/band|fit\b|tracker/, 'band'], [/^/, 'smartwatch']],
  'phone-accessories': [[/power ?bank/, 'powerbank'], [/cable|cord/, 'cable'], [/holder|mount/, 'phoneholder'], [/^/, 'charger']],
  laptops: 'laptop',
  tablets: 'tablet',
  'computer-accessories': [[/monitor|display/, 'monitor'], [/mouse/, 'mouse'], [/keyboard/, 'keyboard'], [/printer/, 'printer'], [/^/, 'ssd']],
  cameras: [[/pocket|gimbal/, 'gimbal'], [/action|gopro/, 'actioncam'], [/^/, 'camera']],
  drones: 'drone',
  skincare: 'skin',
  'japanese-skincare': 'skin',
  'face-masks': [[/sleeping|clay|lip|cream/, 'jar'], [/^/, 'sheetmask']],
  sunscreen: [[/stick|cushion/, 'compact'], [/^/, 'tube']],
  makeup: [[/cushion|compact|powder|palette/, 'compact'], [/tint|lip|gloss|stick/, 'tint'], [/^/, 'tube']],
  multivitamins: 'vitamins',
  'fish-oil-omega': 'vitamins',
  'vitamins-minerals': 'vitamins',
  'protein-collagen-ginseng': [[/whey|protein|powder/, 'tub'], [/ginseng|stick|sachet/, 'sticksbox'], [/^/, 'vitamins']],
  'rice-cookers': 'ricecooker',
  'kitchen-appliances': [[/kettle|boiler/, 'kettle'], [/microwave|oven/, 'microwave'], [/fryer/, 'airfryer'], [/mixer/, 'mixer'], [/blender|juicer/, 'blender'], [/\bpan\b|frying|skillet|\bwok\b|\bpot\b/, 'pan'], [/bread/, 'breadmaker'], [/rice/, 'ricecooker'], [/^/, 'kettle']],
  'air-cleaning': [[/robot/, 'robotvac'], [/vacuum/, 'stickvac'], [/humidifier/, 'humidifier'], [/^/, 'purifier']],
  tvs: 'tv',
  'building-toys': [[/gundam|model|robot|figure/, 'robot'], [/^/, 'blocks']],
  'educational-toys': [[/book/, 'book'], [/^/, 'blocks']],
  'dolls-action-toys': [[/car|wheels|truck/, 'toycar'], [/house|playset/, 'dollhouse'], [/blaster|nerf/, 'blaster'], [/^/, 'teddy']],
  'games-puzzles': [[/card|uno/, 'cards'], [/tamagotchi|digital pet/, 'tamagotchi'], [/^/, 'boardgame']],
  'womens-clothing': 'wear',
  'mens-clothing': 'wear',
  sneakers: 'sneaker',
  'winter-boots': 'boot',
  'sandals-slippers': [[/clog|crocs/, 'clog'], [/^/, 'slide']],
  handbags: [[/tote/, 'tote'], [/^/, 'handbag']],
  backpacks: 'backpack',
  'watches-accessories': [[/wallet|purse/, 'wallet'], [/scarf|stole|shawl|wrap\b/, 'scarf'], [/beanie|hat|cap\b/, 'beanie'], [/glove|mitten/, 'gloves'], [/^/, 'watch']],
  fitness: [[/treadmill|walkingpad/, 'treadmill'], [/yoga|mat\b/, 'yogamat'], [/racket|racquet|badminton|tennis/, 'racket'], [/dumbbell|kettlebell|weight/, 'dumbbell'], [/^/, 'ball']],
  'camping-hiking': [[/sleeping bag/, 'sleepingbag'], [/tumbler/, 'tumbler'], [/titanium|single wall|cup\b|\bmug\b.*ml|camp mug/, 'mug'], [/flask|bottle|vacuum/, 'flask'], [/lantern|lamp|light/, 'lantern'], [/burner|stove|cooker/, 'stove'], [/^/, 'tent']],
  diapers: 'diapers',
  'baby-feeding': [[/formula|milk powder/, 'formula'], [/^/, 'babybottle']],
  'baby-maternity-care': [[/wipes/, 'wipes'], [/lotion|cream|wash|shampoo|oil|balm/, 'pump'], [/^/, 'babybottle']],
  'instant-noodles': [[/\bcup\b|bowl/, 'noodlecup'], [/^/, 'noodlepack']],
  'snacks-sweets': [[/pie|biscuit|pocky|stick|cookie/, 'snackbox'], [/chocolate/, 'chocbar'], [/^/, 'snackbag']],
  'drinks-coffee-tea': [[/coffee|tea bag|sticks/, 'coffeebox'], [/milk|yoghurt|yogurt|tarag|juice/, 'carton'], [/^/, 'petbottle']],
  pantry: [[/nuts|seeds/, 'tub'], [/soy|sauce|vinegar|oil\b/, 'soysauce'], [/chili|crisp|paste|jam|honey/, 'saucejar'], [/curry|powder|seasoning/, 'snackbox'], [/granola|cereal|chips|crackers/, 'snackbag'], [/^/, 'sack']],
  furniture: [[/sofa|couch/, 'sofa'], [/desk|table/, 'desk'], [/shelf|rack|bookcase/, 'shelf'], [/^/, 'chair']],
  'bedding-textiles': 'blanket',
  'home-decor-storage': [[/diffuser|humidifier/, 'diffuser'], [/container|lunch|food/, 'foodbox'], [/storage|drawer|case|box/, 'drawers'], [/^/, 'lamp']],
  'hair-care': [[/serum|perfector|oil|treatment/, 'pump'], [/^/, 'shampoo']],
  'beauty-tools': [[/toothbrush/, 'toothbrush'], [/shaver|razor|trimmer/, 'shaver'], [/comb|brush/, 'comb'], [/^/, 'hairdryer']],
  'body-care': [[/cream|butter|balm/, 'jar'], [/^/, 'shampoo']],
  'dash-cams': 'dashcam',
  'car-electronics': [[/holder|mount/, 'phoneholder'], [/jump|starter/, 'jumpstarter'], [/charger/, 'charger'], [/^/, 'powerbank']],
  'car-care': 'carcare',
  'pet-food': 'petfood',
  'pet-accessories': [[/fountain|feeder/, 'petfeeder'], [/toy|kong|ball/, 'dogtoy'], [/^/, 'petbowl']],
  books: 'book',
  stationery: [[/calculator/, 'calculator'], [/paper|ream/, 'ream'], [/pen|pencil|marker|highlighter/, 'pens'], [/^/, 'notebook']],
  'health-monitors': [[/thermometer/, 'thermometer'], [/oximeter/, 'oximeter'], [/scale/, 'scale'], [/^/, 'bpmonitor']],
  massagers: [[/gun/, 'massagegun'], [/eye/, 'eyemask'], [/^/, 'neckmassager']],
};
const byCategory: Record<string, string> = {
  'phones-electronics': 'phone', 'laptops-computers': 'laptop', 'cameras-drones': 'camera', 'korean-cosmetics': 'skin',
  'vitamins-supplements': 'vitamins', 'kitchen-home-appliances': 'ricecooker', 'toys-kids': 'teddy', clothing: 'wear', shoes: 'sneaker',
  'bags-accessories': 'handbag', 'sports-outdoors': 'ball', 'baby-mother': 'babybottle', 'food-snacks': 'noodlecup', 'home-furniture': 'lamp',
  'beauty-hair-care': 'shampoo', 'car-accessories': 'dashcam', 'pet-supplies': 'petfood', 'books-stationery': 'book', 'health-devices': 'bpmonitor',
};
const aliases: Record<string, Rule[]> = {
  skin: [[/patch/, 'patches'], [/cream|balm|jar/, 'jar'], [/cleanser|foam|sun|spf|uv|gel\b/, 'tube'], [/toner|lotion|essence|water/, 'toner'], [/serum|ampoule|oil|drop/, 'dropper'], [/^/, 'pump']],
  wear: [[/jeans|denim/, 'jeans'], [/pants|trousers|jogger|leggings|chinos/, 'pants'], [/down|jacket|coat|parka|nuptse|puffer/, 'puffer'], [/hoodie/, 'hoodie'], [/dress|skirt/, 'dress'],
    [/sweater|cardigan|turtleneck|crew neck|v-neck|knit|long sleeve/, 'sweater'], [/^/, 'tshirt']],
};

/** The illustration drawn for a product: from its leaf category and name, else its top-level category, else a gift box. */
export function illustrationKind(category: string | null, subcategory: string | null, name = ''): string {
  const n = name.toLowerCase();
  const pick = (k: string | Rule[] | undefined): string | undefined => {
    if (!k) return undefined;
    if (typeof k !== 'string') return pick(k.find(([re]) => re.test(n))?.[1]);
    return aliases[k] ? pick(aliases[k]) : k;
  };
  return pick(subcategory ? bySub[subcategory] : undefined) ?? pick(category ? byCategory[category] : undefined) ?? 'giftbox';
}

// ── composition ──────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The origin badge: the country's flag in a white pill, top right. It carries no words — the picture is one file for
 * both languages (one URL, cached a day, also the social preview), and the page beside it names the country in the
 * shopper's language ("АНУ-аас", "From USA").
 */
function flag(origin: string, id: string, x: number, y: number): string {
  const w = 40;
  const h = 26;
  const body = (() => {
    switch (origin) {
      case 'US': {
        const stripes = Array.from({ length: 7 }, (_, i) => (i % 2 ? '' : R(x, y + (i * h) / 7, w, h / 7 + 0.2, 0, '#b22234'))).join('');
        return R(x, y, w, h, 0, '#ffffff') + stripes + R(x, y, 17, 14, 0, '#3c3b6e');
      }
      case 'KR': {
        const bars = [[-1, -1], [1, -1], [-1, 1], [1, 1]]
          .map(([dx, dy]) => R(x + w / 2 + dx * 13 - 2.5, y + h / 2 + dy * 8 - 2, 5, 4, 0.5, '#1a1a1a', `transform="rotate(${dx * dy * 35} ${x + w / 2 + dx * 13} ${y + h / 2 + dy * 8})"`))
          .join('');
        const cx = x + w / 2;
        const cy = y + h / 2;
        return R(x, y, w, h, 0, '#ffffff') + P(`M${cx - 6.5} ${cy}a6.5 6.5 0 0 1 13 0z`, '#cd2e3a') + P(`M${cx - 6.5} ${cy}a6.5 6.5 0 0 0 13 0z`, '#0047a0') + bars;
      }
      case 'CN': {
        const star = (cx: number, cy: number, r: number) =>
          P(`M${Array.from({ length: 10 }, (_, i) => {
            const a = -Math.PI / 2 + (i * Math.PI) / 5;
            const rr = i % 2 ? r * 0.4 : r;
            return `${Math.round((cx + rr * Math.cos(a)) * 10) / 10} ${Math.round((cy + rr * Math.sin(a)) * 10) / 10}`;
          }).join('L')}z`, '#ffde00');
        return R(x, y, w, h, 0, '#de2910') + star(x + 8, y + 8, 5) + star(x + 16, y + 4, 1.6) + star(x + 19, y + 8, 1.6) + star(x + 19, y + 13, 1.6) + star(x + 16, y + 17, 1.6);
      }
      case 'JP':
        return R(x, y, w, h, 0, '#ffffff') + C(x + w / 2, y + h / 2, 7.5, '#bc002d');
      case 'MN':
        return R(x, y, w, h, 0, '#c4272f') + R(x + w / 3, y, w / 3, h, 0, '#015197') + C(x + w / 6, y + 7, 2.4, '#f9cf02') + R(x + w / 6 - 2.4, y + 11, 4.8, 9, 0.5, '#f9cf02');
      default:
        return R(x, y, w, h, 0, '#d6d9de');
    }
  })();
  return `<clipPath id="${id}c"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4"/></clipPath>` +
    `<g clip-path="url(#${id}c)">${body}</g>` + R(x, y, w, h, 4, 'none', 'stroke="#000" stroke-opacity=".12"');
}

function badge(origin: string, id: string): string {
  return `<g>${R(704, 24, 72, 44, 22, '#fff', 'opacity=".88"')}${flag(origin, id, 720, 33)}</g>`;
}

export function renderProductImage(p: PictureInput): string {
  const h = hash(p.slug);
  const kindName = illustrationKind(p.category, p.subcategory, p.name);
  const kind = kinds[kindName] ?? kinds.giftbox;
  const fam = families[kind.f];
  const body = fam[h % fam.length];
  let accent = accents[(h >>> 8) % accents.length];
  if (Math.abs(accent[0] - body[0]) < 25 && Math.abs(accent[2] - body[2]) < 25) accent = accents[((h >>> 8) + 3) % accents.length];
  const bgHue = (h >>> 16) % 360;
  const isLight = body[2] > 70;
  const id = 'z' + (h % 46656).toString(36);
  const brand = (p.brand ?? p.name.split(' ')[0] ?? '').trim();

  const c: Ctx = {
    id,
    b: hex(body), bd: hex(lt(body, -12)), bdd: hex(lt(body, -26)), bl: hex(lt(body, body[2] > 85 ? 3 : 12)),
    a: hex(accent), ad: hex(lt(accent, -14)), al: hex(lt(accent, 22)),
    k: body[2] > 62 ? hex([body[0], Math.min(body[1], 30), 20]) : '#ffffff',
    ka: accent[2] > 62 ? '#222222' : '#ffffff',
    x1: hex([(accent[0] + 40) % 360, 70, 60]), x2: hex([accent[0], 65, 30]),
    gb: `url(#${id}b)`, ga: `url(#${id}a)`, gm: `url(#${id}m)`, gx: `url(#${id}x)`, gg: `url(#${id}g)`,
    light: isLight,
    brand,
    name: p.name.toLowerCase(),
    r: ((h >>> 4) % 1000) / 1000,
    t: makeText(brand),
  };
  const lin = (n: string, stops: [number, string][], v = false) =>
    `<linearGradient id="${id}${n}"${v ? ' x2="0" y2="1"' : ''}>${stops.map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`).join('')}</linearGradient>`;
  const bg1 = hex([bgHue, 32, isLight ? 90 : 95]);
  const bg2 = hex([bgHue, 22, isLight ? 78 : 85]);
  const defs =
    lin('b', [[0, hex(lt(body, -6))], [0.35, hex(lt(body, 7))], [0.6, c.b], [1, hex(lt(body, -14))]]) +
    lin('a', [[0, c.al], [0.5, c.a], [1, c.ad]]) +
    lin('m', [[0, '#9aa1a9'], [0.3, '#eef1f4'], [0.6, '#c3c8ce'], [1, '#80868e']]) +
    lin('x', [[0, c.x1], [1, c.x2]], true) +
    `<radialGradient id="${id}g" cx=".35" cy=".3"><stop offset="0" stop-color="#8fb6d8"/><stop offset=".6" stop-color="#1d3552"/><stop offset="1" stop-color="#0b1320"/></radialGradient>` +
    `<radialGradient id="${id}s"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}k" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></radialGradient>` +
    `<g id="${id}p">${kind.s ? G(`translate(400 650) scale(${kind.s}) translate(-400 -650)`, kind.d(c)) : kind.d(c)}</g>`;
  const use = (t: string, e = '') => `<use href="#${id}p" transform="${t}"${e ? ' ' + e : ''}/>`;
  const shadow = (cx: number, cy: number, rx: number) => E(cx, cy, rx, rx * 0.12, `url(#${id}s)`);
  /** The product placed with its floor point (400, 650) at (x, y), scaled by s. */
  const at = (x: number, y: number, s: number, rot = 0) => `translate(${x} ${y}) rotate(${rot}) scale(${s}) translate(-400 -650)`;

  let scene = R(0, 0, 800, 800, 0, `url(#${id}k)`);
  const flags = kind.m;
  if (p.view === 2) {
    const shape = h % 3;
    const tint = hex([bgHue, 30, isLight ? 82 : 88]);
    scene +=
      shape === 0 ? C(400, 380, 280, tint)
        : shape === 1 ? P('M170 700V330a230 230 0 0 1 460 0v370z', tint)
          : R(120, 110, 560, 560, 120, tint, `transform="rotate(12 400 390)"`);
    scene += E(400, 702, 300, 48, hex([bgHue, 18, 70])) + R(100, 700, 600, 100, 0, hex([bgHue, 18, 70])) + E(400, 690, 300, 48, hex([bgHue, 20, 96]));
    if (flags.includes('p')) {
      scene += shadow(300, 690, 150) + shadow(500, 700, 170) + use(at(300, 680, 0.72, -4)) + use(at(480, 700, 0.8, 3));
    } else {
      scene += shadow(400, 695, 230) + use(at(400, 690, 0.86, flags.includes('t') ? -6 : 0));
    }
  } else if (p.view === 3 && flags.includes('b')) {
    // the product in front of its retail box
    const boxCol = h & 1 ? c.b : '#fbfbfa';
    const ink = h & 1 ? c.k : '#2b2f36';
    const box =
      P('M150 250l60-44h300l-60 44z', h & 1 ? c.bl : '#ffffff') + P('M450 250l60-44v390l-60 44z', h & 1 ? c.bd : '#e3e5e8') + R(150, 250, 300, 390, 6, boxCol) +
      R(150, 560, 300, 26, 0, c.a) + G('translate(300 445) scale(.36) translate(-400 -430)', `<use href="#${id}p"/>`) + c.t(300, 296, 250, 40, ink, { lines: 2 });
    scene += shadow(330, 652, 240) + box + shadow(540, 668, 160) + use(at(545, 665, 0.62));
  } else if (p.view === 3) {
    // close-up on the detail that carries the brand
    // (faded out towards the top-left corner, which the storefront keeps for its badges)
    const [fx, fy] = kind.z ?? [400, 420];
    scene +=
      `<radialGradient id="${id}o" cx="0" cy="0" r="1" gradientUnits="objectBoundingBox"><stop offset=".5" stop-color="#000"/><stop offset="1" stop-color="#fff"/></radialGradient>` +
      `<mask id="${id}f"><rect width="800" height="800" fill="#fff"/><rect width="340" height="340" fill="url(#${id}o)"/></mask>` +
      `<g mask="url(#${id}f)">${use(`translate(400 430) scale(1.38) translate(${-fx} ${-fy})`)}</g>`;
  } else {
    scene += shadow(400, 652, 250) + use('translate(0 0)');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeXml(p.name)}" font-family="DejaVu Sans, Arial, sans-serif">` +
    `<defs>${defs}</defs>${scene}${badge(p.origin, id)}</svg>`;
}
