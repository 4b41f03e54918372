// The /join-us/{id}/form fields as sent (text): name, a Mongolian mobile number, an email, a short letter, the consent to
// keeping the application (core/careers.ts APPLICATION_RETENTION_DAYS) and the form's one-time key. The CV's bytes are
// checked apart (core/careers.ts cvProblem).
import { z } from 'zod';
import { MAX_LETTER_LENGTH } from '../../../core/careers';
import { mnMobile } from '../../http/validate';

export const applyFields = z.object({
  name: z.string().trim().min(1).max(120),
  phone: mnMobile,
  email: z.string().trim().min(1).max(200).pipe(z.email()),
  letter: z.string().trim().max(MAX_LETTER_LENGTH).default(''),
  /** The checkbox: "on" when ticked; its absence is reported by consentIssue (an absent key skips a field's own rules). */
  consent: z.string().max(10).optional(),
  submissionKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type ApplyFields = z.infer<typeof applyFields>;

/** The consent checkbox unticked (absent) or anything but ticked: the field's message. */
export const consentGiven = (value: unknown) => value === 'on' || value === 'yes' || value === 'true';
