// An application to an open position (/join-us/{id}/form): the fields (name, a Mongolian mobile number, email, a short
// letter, consent to keeping it APPLICATION_RETENTION_DAYS), and a CV that is a PDF, DOC, DOCX, JPG or PNG by its
// content, at most 5 MB. Every field's problem is reported at once and nothing is kept. The CV is kept in the file
// storage (folder `cvs`). The form's one-time key makes a double click or a retry one application: the second answers
// the first, and its file is removed again. The applicant gets an SMS in the page's language; an SMS gateway away does
// not undo the application.
import { and, eq } from 'drizzle-orm';
import { AppError, type FieldIssue } from '../../../core/app-error';
import { applicationKeepUntil, cvProblem, isPositionOpen, sniffCv } from '../../../core/careers';
import { pick, translator, type Language } from '../../../core/i18n';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';
import { zodFieldIssues } from '../../http/error-handler';
import type { SmsSender } from '../../providers/sms/client';
import type { FileStorage } from '../../storage/file-storage';
import { findPublicPosition } from './public-positions';
import { applyFields, consentGiven } from './schemas';

export type ApplyInput = {
  storeId: string;
  positionId: string;
  /** The form's text fields as sent. */
  fields: Record<string, unknown>;
  /** The CV as chosen: its bytes and the name it had on the applicant's computer; null when none was chosen. */
  file: { bytes: Uint8Array; name: string } | null;
  lang: Language;
  now?: Date;
};

export type Applied = { id: string; positionId: string; again: boolean };

/** A file name as staff see it: no path, no control characters, not endless. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || 'cv';

export async function applyToPosition(db: Db, sms: SmsSender | null, storage: FileStorage, input: ApplyInput): Promise<Applied> {
  const now = input.now ?? new Date();
  const position = await findPublicPosition(db, input.storeId, input.positionId);

  const parsed = applyFields.safeParse(input.fields, { reportInput: true });
  const issues: FieldIssue[] = parsed.success ? [] : zodFieldIssues(parsed.error);
  if (!consentGiven(input.fields.consent) && !issues.some((i) => i.path === 'consent')) issues.push({ path: 'consent', messageKey: 'cvConsent' });
  if (issues.some((i) => i.path === 'submissionKey')) throw new AppError('VALIDATION', 'invalidRequest', { fields: issues });

  // The same form again (a double click, a retry after a lost answer): the application it made.
  const key = String(input.fields.submissionKey);
  const earlier = await sameForm(db, input.storeId, key);
  if (earlier) return sameAnswer(earlier, position.id);

  if (!isPositionOpen(position, now)) throw new AppError('CONFLICT', 'positionClosed');
  if (!input.file || input.file.bytes.byteLength === 0) issues.push({ path: 'cv', messageKey: 'required' });
  else {
    const problem = cvProblem(input.file.bytes);
    if (problem) issues.push({ path: 'cv', messageKey: problem });
  }
  if (!parsed.success || issues.length) throw new AppError('VALIDATION', 'invalidRequest', { fields: issues });
  const fields = parsed.data;
  const file = input.file!;

  const cvKey = await storage.save('cvs', file.bytes, sniffCv(file.bytes)!);
  let row: { id: string } | undefined;
  try {
    [row] = await db
      .insert(jobApplications)
      .values({
        storeId: input.storeId,
        positionId: position.id,
        submissionKey: fields.submissionKey,
        name: fields.name,
        phone: fields.phone,
        email: fields.email,
        letter: fields.letter,
        cvKey,
        cvName: cleanName(file.name),
        keepUntil: applicationKeepUntil(now),
        lang: input.lang,
      })
      .onConflictDoNothing({ target: [jobApplications.storeId, jobApplications.submissionKey] })
      .returning({ id: jobApplications.id });
  } catch (err) {
    await storage.remove(cvKey).catch(() => {});
    throw err;
  }
  if (!row) {
    // The same form sent twice at once: the other request made it. Its file is the one kept.
    await storage.remove(cvKey);
    const twin = await sameForm(db, input.storeId, fields.submissionKey);
    if (!twin) throw new AppError('CONFLICT', 'conflict');
    return sameAnswer(twin, position.id);
  }

  if (sms) {
    const t = translator(input.lang);
    const text = t('careers.smsReceived', { brand: t('brand.name'), title: pick(position.title, input.lang) });
    // The application is kept: a gateway away costs the applicant the text, not the application.
    await sms.send({ to: fields.phone, text }).catch(() => {});
  }
  return { id: row.id, positionId: position.id, again: false };
}

async function sameForm(db: Db, storeId: string, key: string) {
  const [row] = await db
    .select({ id: jobApplications.id, positionId: jobApplications.positionId })
    .from(jobApplications)
    .where(and(eq(jobApplications.storeId, storeId), eq(jobApplications.submissionKey, key)));
  return row ?? null;
}

function sameAnswer(row: { id: string; positionId: string }, positionId: string): Applied {
  if (row.positionId !== positionId) throw new AppError('CONFLICT', 'conflict');
  return { id: row.id, positionId, again: true };
}
