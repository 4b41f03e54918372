// A kept page is compressed once, yet every response carries its own CSP nonce: the text is cut at the nonce, each piece
// between is deflated once and ends on a byte boundary (a sync flush, no final block), and each response stitches the
// pieces around its nonce (a stored block) into one gzip stream — the way Varnish serves gzip'd pages with ESI. Only
// the CRC-32 of the whole text is computed per response; nothing is compressed again.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export type Stitched = {
  /** The text's pieces between the nonce's places (one more than the places). */
  pieces: Buffer[];
  /** Each piece deflated on its own, ending with a sync flush. */
  deflated: Buffer[];
  /** The nonce's length in bytes (every nonce of the store has the same). */
  nonceLength: number;
};

/** 10-byte gzip header: deflate, no name or time, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final block with fixed codes: ends the deflate stream. */
const FINAL = Buffer.from([0x03, 0x00]);

/** Cuts `text` at every `nonce` and deflates the pieces (once per kept page). */
export function stitch(text: string, nonce: string): Stitched {
  const pieces = (nonce ? text.split(nonce) : [text]).map((piece) => Buffer.from(piece, 'utf8'));
  return {
    pieces,
    deflated: pieces.map((piece) => deflateRawSync(piece, { level: 6, finishFlush: constants.Z_SYNC_FLUSH })),
    nonceLength: Buffer.byteLength(nonce),
  };
}

/** The text with `nonce` in its places, uncompressed. */
export function plain(stitched: Stitched, nonce: string): Buffer {
  const filler = Buffer.from(nonce, 'utf8');
  return Buffer.concat(stitched.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [filler, piece])));
}

/** The text with `nonce` in its places, as one gzip stream. */
export function gzipped(stitched: Stitched, nonce: string): Buffer {
  const filler = Buffer.from(nonce, 'utf8');
  if (filler.length !== stitched.nonceLength || filler.length > 0xffff) throw new Error('a nonce of another length');
  // A stored block: BFINAL 0, type 00, then (already byte-aligned after a sync flush) LEN and its complement.
  const stored = Buffer.alloc(5 + filler.length);
  stored.writeUInt16LE(filler.length, 1);
  stored.writeUInt16LE(~filler.length & 0xffff, 3);
  filler.copy(stored, 5);
  let crc = 0;
  let size = 0;
  const parts: Buffer[] = [HEADER];
  stitched.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored);
      crc = crc32(filler, crc);
      size += filler.length;
    }
    parts.push(stitched.deflated[i]);
    // Node's crc32 answers 0 for some empty buffers whatever the start: an empty piece changes nothing.
    if (piece.length > 0) crc = crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL, trailer);
  return Buffer.concat(parts);
}
