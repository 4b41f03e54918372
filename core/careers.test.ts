import { describe, expect, it } from 'vitest';
import { applicationKeepUntil, cvProblem, isPositionOpen, jobPostingJsonLd, MAX_CV_BYTES, sniffCv } from './careers';
import { ulaanbaatarDay } from './dates';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('isPositionOpen', () => {
  // 2026-12-02 15:30 UTC is already 2026-12-02 23:30 in Ulaanbaatar; 16:30 UTC is the 3rd there.
  const evening = new Date('2026-12-02T15:30:00Z');
  const pastMidnight = new Date('2026-12-02T16:30:00Z');

  it('takes applications while open, through its last day on Ulaanbaatar’s clock', () => {
    expect(isPositionOpen({ state: 'open', closesOn: null }, evening)).toBe(true);
    expect(isPositionOpen({ state: 'open', closesOn: '2026-12-02' }, evening)).toBe(true);
    expect(isPositionOpen({ state: 'open', closesOn: '2026-12-02' }, pastMidnight)).toBe(false);
    expect(ulaanbaatarDay(pastMidnight)).toBe('2026-12-03');
  });

  it('never for a draft or a closed position', () => {
    expect(isPositionOpen({ state: 'draft', closesOn: null }, evening)).toBe(false);
    expect(isPositionOpen({ state: 'closed', closesOn: '2027-01-01' }, evening)).toBe(false);
  });

  it('keeps an application the consented number of days', () => {
    expect(applicationKeepUntil(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-06-30T00:00:00.000Z');
  });
});

describe('sniffCv', () => {
  it('knows PDF, DOC, DOCX, JPEG and PNG by their bytes', () => {
    expect(sniffCv(text('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffCv(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe('doc');
    expect(sniffCv(new Uint8Array([...bytes(0x50, 0x4b, 0x03, 0x04), ...text('....[Content_Types].xml....word/document.xml')]))).toBe('docx');
    expect(sniffCv(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(sniffCv(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
  });

  it('refuses everything else, whatever its name: a program, a zip that is not Word, text', () => {
    expect(sniffCv(text('MZ\x90\x00 This program cannot be run in DOS mode'))).toBeNull();
    expect(sniffCv(new Uint8Array([...bytes(0x50, 0x4b, 0x03, 0x04), ...text('xl/workbook.xml')]))).toBeNull();
    expect(sniffCv(text('<html><script>'))).toBeNull();
    expect(sniffCv(bytes())).toBeNull();
  });

  it('takes up to 5 MB and not a byte more', () => {
    const pdf = (size: number) => {
      const b = new Uint8Array(size);
      b.set(text('%PDF-'));
      return b;
    };
    expect(cvProblem(pdf(MAX_CV_BYTES))).toBeNull();
    expect(cvProblem(pdf(MAX_CV_BYTES + 1))).toBe('fileTooBig');
    expect(cvProblem(text('MZ'))).toBe('cvFileType');
  });
});

describe('jobPostingJsonLd', () => {
  const position = {
    title: 'Warehouse keeper',
    description: 'Receive goods',
    location: 'Ulaanbaatar',
    employment: 'part_time' as const,
    salaryMin: 1_600_000,
    salaryMax: 2_000_000,
    closesOn: '2026-12-31',
    openedAt: '2026-11-20T03:00:00.000Z',
    url: 'https://zuuch.mn/join-us/x',
  };

  it('says what Google’s job search reads: dates, type, employer, place and the salary in tugriks', () => {
    expect(jobPostingJsonLd(position, { name: 'Zuuch', url: 'https://zuuch.mn' })).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2026-11-20',
      validThrough: '2026-12-31T23:59:59+08:00',
      employmentType: 'PART_TIME',
      hiringOrganization: { name: 'Zuuch' },
      jobLocation: { address: { addressLocality: 'Ulaanbaatar', addressCountry: 'MN' } },
      baseSalary: { currency: 'MNT', value: { minValue: 1_600_000, maxValue: 2_000_000, unitText: 'MONTH' } },
    });
  });

  it('leaves out the salary and the last day when there are none', () => {
    const ld = jobPostingJsonLd({ ...position, salaryMin: null, salaryMax: null, closesOn: null, employment: 'intern' }, { name: 'Zuuch', url: 'https://zuuch.mn' });
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld.employmentType).toBe('INTERN');
  });
});
