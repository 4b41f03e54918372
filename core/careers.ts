// Careers: the store's open positions and the applications people send with a CV (issue 14). The rules that are not
// about the database live here; server/modules/careers/ keeps and lists them.
import { ulaanbaatarDay } from './dates';

/** A position's life: written as a draft, open for applications, closed (its page says so, with 410). */
export const POSITION_STATES = ['draft', 'open', 'closed'] as const;
export type PositionState = (typeof POSITION_STATES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'intern'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Where an application stands with staff. */
export const APPLICATION_STATUSES = ['new', 'reviewing', 'interview', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The spec's CV limit: "File too big! Maximum: 5MB", told in the browser before sending and enforced by the server. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;

/** How long an application and its CV are kept (the applicant consents to this), then a worker deletes both. */
export const APPLICATION_RETENTION_DAYS = 180;

/** A letter to the store: at most this many characters. */
export const MAX_LETTER_LENGTH = 2000;

/** Whether a position takes applications at `now`: open, and its last day (Ulaanbaatar) not past. */
export function isPositionOpen(position: { state: PositionState; closesOn: string | null }, now: Date): boolean {
  return position.state === 'open' && (position.closesOn === null || position.closesOn >= ulaanbaatarDay(now));
}

/** Until when an application sent at `now` is kept (the consent the form asks for). */
export const applicationKeepUntil = (now: Date) => new Date(now.getTime() + APPLICATION_RETENTION_DAYS * 86_400_000);

/** The kinds of CV taken, by the extension they are stored under. */
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'png'] as const;
export type CvExtension = (typeof CV_EXTENSIONS)[number];

const startsWith = (bytes: Uint8Array, signature: number[]) => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** Whether the ASCII text occurs in the bytes (a zip's file names are plain ASCII in its headers). */
function contains(bytes: Uint8Array, text: string): boolean {
  const needle = Array.from(text, (c) => c.charCodeAt(0));
  const last = bytes.length - needle.length;
  outer: for (let i = 0; i <= last; i++) {
    if (bytes[i] !== needle[0]) continue;
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * What a CV really is, from its bytes — never from its name or the type the browser claims: PDF (%PDF-), Word 97-2003
 * (an OLE2 compound file, D0 CF 11 E0 A1 B1 1A E1), Word (a zip holding word/…), JPEG or PNG; null for anything else.
 */
export function sniffCv(bytes: Uint8Array): CvExtension | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, 'word/')) return 'docx';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  return null;
}

/** Why a CV cannot be taken (its validation message key), or null when it can. */
export function cvProblem(bytes: Uint8Array): 'fileTooBig' | 'cvFileType' | null {
  if (bytes.byteLength > MAX_CV_BYTES) return 'fileTooBig';
  return sniffCv(bytes) ? null : 'cvFileType';
}

/** schema.org's employmentType for ours. */
export const JOB_POSTING_EMPLOYMENT: Record<EmploymentType, 'FULL_TIME' | 'PART_TIME' | 'INTERN'> = { full_time: 'FULL_TIME', part_time: 'PART_TIME', intern: 'INTERN' };

export type JobPostingInput = {
  title: string;
  /** The position's text, plain. */
  description: string;
  location: string;
  employment: EmploymentType;
  salaryMin: number | null;
  salaryMax: number | null;
  closesOn: string | null;
  openedAt: string | null;
  url: string;
};

/** A position as schema.org JobPosting (Google's job search), salary a month in tugriks when given. */
export function jobPostingJsonLd(position: JobPostingInput, organization: { name: string; url: string }) {
  const salary =
    position.salaryMin !== null || position.salaryMax !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'MNT',
            value: {
              '@type': 'QuantitativeValue',
              unitText: 'MONTH',
              ...(position.salaryMin !== null && position.salaryMax !== null && position.salaryMin !== position.salaryMax
                ? { minValue: position.salaryMin, maxValue: position.salaryMax }
                : { value: position.salaryMin ?? position.salaryMax }),
            },
          },
        }
      : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: position.title,
    description: position.description,
    ...(position.openedAt ? { datePosted: position.openedAt.slice(0, 10) } : {}),
    // The last day is taken whole, on Ulaanbaatar's clock.
    ...(position.closesOn ? { validThrough: `${position.closesOn}T23:59:59+08:00` } : {}),
    employmentType: JOB_POSTING_EMPLOYMENT[position.employment],
    hiringOrganization: { '@type': 'Organization', name: organization.name, sameAs: organization.url },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: position.location, addressCountry: 'MN' } },
    ...salary,
    url: position.url,
  };
}
