import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_UPLOAD_BYTES, sniffFileKind } from './file-kind';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('sniffFileKind', () => {
  it('knows PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffFileKind(new TextEncoder().encode('%PDF-1.7\n…'))).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(sniffFileKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(sniffFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toEqual({ ext: 'png', mime: 'image/png' });
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffFileKind(new TextEncoder().encode('<html><script>'))).toBeNull();
    expect(sniffFileKind(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
    expect(sniffFileKind(bytes(0x89, 0x50, 0x4e))).toBeNull(); // a PNG cut short
    expect(sniffFileKind(bytes())).toBeNull();
  });
});

describe('fileProblem', () => {
  it('takes up to 5 MB and not a byte more', () => {
    const pdf = (size: number) => {
      const b = new Uint8Array(size);
      b.set(new TextEncoder().encode('%PDF-'));
      return b;
    };
    expect(fileProblem(pdf(MAX_UPLOAD_BYTES))).toBeNull();
    expect(fileProblem(pdf(MAX_UPLOAD_BYTES + 1))).toBe('fileTooBig');
    expect(fileProblem(new TextEncoder().encode('plain text'))).toBe('fileType');
  });
});
