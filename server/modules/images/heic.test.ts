// HEIC (iPhone photos) is recognised by its ftyp box, never by its name: the iPhone's "heic" brand and "mif1" with a HEVC
// brand among the compatible ones; AVIF (also an ISO file, which sharp reads itself) is not HEIC. A file that says it
// is HEIC but cannot be decoded is refused with the ordinary "not a picture" message, before anything is stored.
// No real HEVC-coded sample is kept here: nothing on this machine encodes HEVC (sharp's libvips and libheif-js only
// decode it) and the small samples found are other projects' files. saveImage was checked by hand with one (an 8×8
// HEVC HEIC: kept as an 8×8 WebP of the same colour).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { isHeic, saveImage } from './save-image';

/** An ISO base media file's ftyp box: major brand, minor version 0, compatible brands; then `rest`. */
function isoFile(major: string, compatible: string[], rest = Buffer.alloc(0)) {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((b, i) => box.write(b, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, rest]);
}

describe('HEIC uploads', () => {
  it('are recognised by the brands of their ftyp box', async () => {
    expect(isHeic(isoFile('heic', ['mif1', 'heic']))).toBe(true);
    expect(isHeic(isoFile('heix', ['mif1']))).toBe(true);
    expect(isHeic(isoFile('mif1', ['mif1', 'heic', 'miaf']))).toBe(true);
    // AVIF: sharp decodes it itself.
    expect(isHeic(isoFile('avif', ['mif1', 'avif', 'miaf']))).toBe(false);
    expect(isHeic(isoFile('mif1', ['mif1', 'avif', 'heic']))).toBe(false);
    expect(isHeic(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c83' } }).avif().toBuffer())).toBe(false);
    // A video and the other pictures.
    expect(isHeic(isoFile('isom', ['isom', 'mp42']))).toBe(false);
    expect(isHeic(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c83' } }).jpeg().toBuffer())).toBe(false);
    expect(isHeic(Buffer.from('heic'))).toBe(false);
  });

  it('refuses one that cannot be decoded as "not a picture", storing nothing', async () => {
    const stored: string[] = [];
    const storage = { save: async (folder: string) => (stored.push(folder), `${folder}/x.webp`), remove: async () => {} } as unknown as FileStorage;
    const db = new Proxy({}, { get: () => { throw new Error('the database is not reached'); } }) as Db;
    for (const broken of [isoFile('heic', ['mif1', 'heic'], Buffer.from('not really a picture, only words')), isoFile('mif1', ['heic'], Buffer.alloc(4096, 7))]) {
      const err = await saveImage(db, storage, 'store', broken, null).then(() => null, (e: unknown) => e);
      expect(AppError.is(err) && err.fields).toEqual([{ path: 'image', messageKey: 'imageType' }]);
    }
    expect(stored).toEqual([]);
  });
});
