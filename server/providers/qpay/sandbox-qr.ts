// What the QPay sandbox puts in an invoice's QR: an EMVCo merchant-presented payload (the kind of text QPay's qr_text
// is, with a CRC) and a PNG that looks like a QR code. The picture does not scan; it only lets a page show something real-sized.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE, as EMV QR codes end with (tag 63). */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** An EMVCo payload: dynamic QR, merchant account, MCC, MNT (496), amount, MN, Ulaanbaatar, the reference, CRC. */
export function emvQrText(input: { merchantId: string; amount: number; reference: string }): string {
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', tlv('00', 'MN.QPAY') + tlv('01', input.merchantId.slice(0, 30))) +
    tlv('52', '5311') +
    tlv('53', '496') +
    tlv('54', String(input.amount)) +
    tlv('58', 'MN') +
    tlv('59', 'ZUUCH SANDBOX') +
    tlv('60', 'ULAANBAATAR') +
    tlv('62', tlv('05', input.reference.slice(0, 25)));
  return `${body}6304${crc16(`${body}6304`)}`;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 29×29-module picture with the three finder squares, modules drawn from the text's hash; greyscale PNG. */
export function pseudoQrPng(text: string, scale = 6): Buffer {
  const n = 29;
  const quiet = 4;
  let bits = Buffer.alloc(0);
  for (let i = 0; bits.length * 8 < n * n; i++) bits = Buffer.concat([bits, createHash('sha256').update(`${i}:${text}`).digest()]);
  const finder = (x: number, y: number) => {
    for (const [ox, oy] of [
      [0, 0],
      [n - 7, 0],
      [0, n - 7],
    ]) {
      const dx = x - ox;
      const dy = y - oy;
      if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
        if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false; // the separator
        return dx === 0 || dy === 0 || dx === 6 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
      }
    }
    return null;
  };
  const dark = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= n || y >= n) return false;
    const f = finder(x, y);
    if (f !== null) return f;
    const i = y * n + x;
    return ((bits[i >> 3] >> (i & 7)) & 1) === 1;
  };
  const size = (n + 2 * quiet) * scale;
  const raw = Buffer.alloc((size + 1) * size);
  for (let py = 0; py < size; py++) {
    raw[py * (size + 1)] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      raw[py * (size + 1) + 1 + px] = dark(Math.floor(px / scale) - quiet, Math.floor(py / scale) - quiet) ? 0 : 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
