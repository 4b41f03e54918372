// A product picture drawn from its data (the demo catalog has no photographs and the machine has no internet):
// a colour field seeded by the slug, the brand as a monogram, the product name and its origin.

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a name into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = out[lines - 1].replace(/.{0,1}$/, '…');
  }
  return out;
}

const originLabel: Record<string, string> = { US: 'USA', KR: 'KOREA', CN: 'CHINA', JP: 'JAPAN', MN: 'MONGOLIA' };

export function renderProductImage(p: { slug: string; name: string; brand: string | null; origin: string }): string {
  const h = hash(p.slug);
  const hue = h % 360;
  const hue2 = (hue + 35 + (h >> 9) % 60) % 360;
  const brand = p.brand ?? p.name.split(' ')[0];
  const monogram = brand
    .split(/[\s-]+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const nameLines = wrap(p.name, 22, 2);
  const shape = h % 3;
  const deco =
    shape === 0
      ? `<circle cx="470" cy="120" r="150" fill="#fff" opacity=".12"/><circle cx="90" cy="520" r="110" fill="#fff" opacity=".1"/>`
      : shape === 1
        ? `<rect x="330" y="-60" width="300" height="300" rx="60" transform="rotate(25 480 90)" fill="#fff" opacity=".12"/><rect x="-40" y="430" width="220" height="220" rx="40" transform="rotate(-15 70 540)" fill="#fff" opacity=".1"/>`
        : `<path d="M0 460 Q150 380 300 450 T600 430 V600 H0Z" fill="#fff" opacity=".12"/><circle cx="500" cy="90" r="70" fill="#fff" opacity=".14"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(p.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 58%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 38%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>${deco}
<circle cx="300" cy="250" r="120" fill="#fff" opacity=".92"/>
<text x="300" y="250" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${monogram.length > 1 ? 92 : 110}" fill="hsl(${hue} 55% 35%)">${escapeXml(monogram)}</text>
<text x="300" y="425" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="30" fill="#fff" letter-spacing="1">${escapeXml(brand.toUpperCase())}</text>
${nameLines.map((l, i) => `<text x="300" y="${470 + i * 34}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#fff" opacity=".92">${escapeXml(l)}</text>`).join('\n')}
<rect x="${576 - (originLabel[p.origin].length * 13 + 28)}" y="24" rx="16" width="${originLabel[p.origin].length * 13 + 28}" height="36" fill="#000" opacity=".25"/>
<text x="562" y="48" text-anchor="end" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" font-weight="700" fill="#fff">${originLabel[p.origin]}</text>
</svg>`;
}
