// Phone login codes: 6 digits by SMS, stored as an HMAC, valid 5 minutes, 5 wrong tries, a new one at most every 60 s,
// at most 5 an hour and 10 a day per phone, 20 an hour per address. So a code cannot be guessed: at most 50 tries a day
// per phone against a million codes.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '../../../core/i18n';
import { AppError } from '../../../core/app-error';
import { normalizeMnMobile } from '../../../core/phone';
import type { Db } from '../../db/client';
import { otpChallenges, stores } from '../../db/schema';
import type { SmsSender } from '../../providers/sms/client';
import { serverSecret } from './server-secret';

export const OTP = { ttlMs: 5 * 60_000, maxAttempts: 5, resendMs: 60_000, perPhonePerHour: 5, perPhonePerDay: 10, perIpPerHour: 20 } as const;
const HOUR = 3_600_000;

type Purpose = 'login' | 'change_phone';

/** The phone in E.164, or VALIDATION "Enter correct number" on the phone field. */
export function requirePhone(raw: string): string {
  const phone = normalizeMnMobile(raw);
  if (!phone) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'phone', messageKey: 'phone' }] });
  return phone;
}

async function codeHash(db: Db, phone: string, code: string): Promise<string> {
  return createHmac('sha256', await serverSecret(db, 'otp')).update(`${phone}:${code}`).digest('hex');
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Sends a new code to the phone. The answer is the same whether or not the phone has an account, so nobody can learn
 * who shops here.
 */
export async function requestCode(
  db: Db,
  sms: SmsSender,
  input: { storeId: string; phone: string; ip: string; purpose: Purpose; lang: Language },
  now = new Date(),
): Promise<{ phone: string; expiresIn: number; resendIn: number }> {
  const phone = requirePhone(input.phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = await codeHash(db, phone, code);
  const hourAgo = new Date(now.getTime() - HOUR);
  const dayAgo = new Date(now.getTime() - 24 * HOUR);
  // The limits are checked and the code stored under locks on the phone and on the address, so parallel requests
  // queue up here instead of all passing the same check.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:phone:${input.storeId}:${phone}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:ip:${input.ip}`}))`);
    const recent = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.storeId, input.storeId), eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, dayAgo)))
      .orderBy(desc(otpChallenges.createdAt));
    const lastHour = recent.filter((r) => r.createdAt > hourAgo);
    if (recent[0] && now.getTime() - recent[0].createdAt.getTime() < OTP.resendMs) {
      const waitMs = OTP.resendMs - (now.getTime() - recent[0].createdAt.getTime());
      throw new AppError('RATE_LIMITED', 'otpResendWait', { values: { seconds: seconds(waitMs) }, retryAfter: seconds(waitMs) });
    }
    // When a limit frees up: the hour (or day) after the code that filled it (lists newest first).
    const tooMany = (list: { createdAt: Date }[], limit: number, window: number) => {
      const waitMs = list[limit - 1].createdAt.getTime() + window - now.getTime();
      return new AppError('RATE_LIMITED', 'otpTooMany', { values: { minutes: Math.ceil(waitMs / 60_000) }, retryAfter: seconds(waitMs) });
    };
    if (recent.length >= OTP.perPhonePerDay) throw tooMany(recent, OTP.perPhonePerDay, 24 * HOUR);
    if (lastHour.length >= OTP.perPhonePerHour) throw tooMany(lastHour, OTP.perPhonePerHour, HOUR);
    const fromAddress = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.ip, input.ip), gt(otpChallenges.createdAt, hourAgo)))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(OTP.perIpPerHour);
    if (fromAddress.length >= OTP.perIpPerHour) throw tooMany(fromAddress, OTP.perIpPerHour, HOUR);
    // Only the newest code works: earlier ones end here.
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(and(eq(otpChallenges.storeId, input.storeId), eq(otpChallenges.phone, phone), eq(otpChallenges.purpose, input.purpose), isNull(otpChallenges.consumedAt)));
    await tx.insert(otpChallenges).values({
      storeId: input.storeId,
      phone,
      purpose: input.purpose,
      codeHash: hash,
      ip: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP.ttlMs),
    });
  });
  // A number change says so, so nobody is talked into reading out a code that would move their number elsewhere.
  const text =
    input.purpose === 'change_phone'
      ? input.lang === 'mn'
        ? `Зууч: ${code} код нь энэ дугаарыг таны бүртгэлд холбоно. Та өөрөө хүсээгүй бол хэнд ч бүү хэл.`
        : `Zuuch: ${code} adds this number to your account. If you did not ask for it, do not share it with anyone.`
      : input.lang === 'mn'
        ? `Зууч: таны нэг удаагийн код ${code}. 5 минутын дотор хүчинтэй. Хэнд ч бүү хэл.`
        : `Zuuch: your one-time code is ${code}. It expires in 5 minutes. Do not share it.`;
  try {
    await sms.send({ to: phone, text });
  } catch (err) {
    // The client has logged the gateway's answer. Asking again rarely helps: the shopper is told to call the store.
    const [store] = await db.select({ phone: stores.phone }).from(stores).where(eq(stores.id, input.storeId));
    throw new AppError('UNAVAILABLE', 'smsFailed', { cause: err, values: { phone: store?.phone ?? '' } });
  }
  return { phone, expiresIn: OTP.ttlMs / 1000, resendIn: OTP.resendMs / 1000 };
}

/** Checks a code. Right: the code is used up and the phone is returned. Wrong: one try fewer ("One Time Code wrong"). */
export async function verifyCode(db: Db, input: { storeId: string; phone: string; code: string; purpose: Purpose }, now = new Date()): Promise<string> {
  const phone = requirePhone(input.phone);
  const wrong = (left: number) => new AppError('VALIDATION', 'otpWrong', { fields: [{ path: 'code', messageKey: 'otpWrong' }], values: { left } });
  if (!/^\d{6}$/.test(input.code.trim())) throw wrong(OTP.maxAttempts);
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.storeId, input.storeId), eq(otpChallenges.phone, phone), eq(otpChallenges.purpose, input.purpose), isNull(otpChallenges.consumedAt)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (!challenge || challenge.expiresAt <= now) throw new AppError('VALIDATION', 'otpExpired', { fields: [{ path: 'code', messageKey: 'otpExpired' }] });
  // Locked: only a new code helps, so the wait is until one may be asked for.
  const locked = () => new AppError('RATE_LIMITED', 'otpLocked', { retryAfter: seconds(challenge.createdAt.getTime() + OTP.resendMs - now.getTime()) });
  if (challenge.attempts >= OTP.maxAttempts) throw locked();

  const expected = Buffer.from(challenge.codeHash, 'hex');
  const given = Buffer.from(await codeHash(db, phone, input.code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    // Counted in the database, so parallel guesses cannot share one try.
    const [counted] = await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(eq(otpChallenges.id, challenge.id), lt(otpChallenges.attempts, OTP.maxAttempts)))
      .returning({ attempts: otpChallenges.attempts });
    if (!counted || counted.attempts >= OTP.maxAttempts) throw locked();
    throw wrong(OTP.maxAttempts - counted.attempts);
  }
  const [used] = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt), lt(otpChallenges.attempts, OTP.maxAttempts)))
    .returning({ id: otpChallenges.id });
  if (!used) throw new AppError('VALIDATION', 'otpExpired', { fields: [{ path: 'code', messageKey: 'otpExpired' }] });
  return phone;
}
