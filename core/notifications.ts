// What the store tells a shopper about their order, and the rules of a text message: the events, their default texts in
// both languages with the variables each may use, how many SMS segments a text costs, Mongolian written in Latin
// letters for cheap plans, and the quiet hours. Plain functions: the outbox (server/modules/notifications) renders with
// them in the transaction of the change, and the console checks staff's templates with them.
import { ULAANBAATAR_OFFSET_MS, atUlaanbaatarHour } from './dates';
import type { Language } from './i18n';

export const NOTIFICATION_EVENTS = [
  'order_placed',
  'payment_reminder',
  'payment_received',
  'payment_partial',
  'payment_overpaid',
  'leasing_approved',
  'leasing_rejected',
  'receipt_issued',
  'order_cancelled',
  'order_expired',
  'shipping_stage',
  'order_arrived',
  'out_for_delivery',
  'order_done',
  'survey_request',
  'refund_made',
  'gift_card_received',
  'quote_sent',
  'request_rejected',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The variables each event's text may use, as {name}. */
export const EVENT_VARIABLES: Record<NotificationEvent, readonly string[]> = {
  order_placed: ['number', 'total', 'deadline', 'link'],
  payment_reminder: ['number', 'left', 'deadline', 'link'],
  payment_received: ['number', 'amount', 'link'],
  payment_partial: ['number', 'amount', 'left', 'link'],
  payment_overpaid: ['number', 'amount', 'over', 'link'],
  leasing_approved: ['number', 'amount', 'left', 'link'],
  leasing_rejected: ['number', 'link'],
  receipt_issued: ['number', 'lottery', 'link'],
  order_cancelled: ['number', 'link'],
  order_expired: ['number', 'link'],
  shipping_stage: ['number', 'stage', 'link'],
  order_arrived: ['number', 'link'],
  out_for_delivery: ['number', 'link'],
  order_done: ['number', 'link'],
  survey_request: ['number', 'link'],
  refund_made: ['number', 'amount', 'link'],
  gift_card_received: ['amount', 'code', 'link'],
  quote_sent: ['number', 'total', 'until', 'link'],
  request_rejected: ['number', 'link'],
};

/**
 * The store's own texts. Mongolian puts no case ending on a variable (its vowels decide the ending, and a number or a
 * stage name is not known when the text is written): "№{number} захиалга", "Төлөх дүн: {total}".
 */
export const DEFAULT_TEMPLATES: Record<NotificationEvent, Record<Language, string>> = {
  order_placed: {
    mn: 'Зууч: №{number} захиалга бүртгэгдлээ. Төлөх дүн: {total}, хугацаа: {deadline}. {link}',
    en: 'Zuuch: order {number} is placed. Please pay {total} by {deadline}. {link}',
  },
  payment_reminder: {
    mn: 'Зууч: №{number} захиалга {deadline} хүртэл төлөгдөхгүй бол цуцлагдана. Үлдэгдэл: {left}. {link}',
    en: 'Zuuch: order {number} is cancelled unless {left} is paid by {deadline}. {link}',
  },
  payment_received: {
    mn: 'Зууч: {amount} орлоо. №{number} захиалгын төлбөр бүрэн төлөгдлөө. Баярлалаа! {link}',
    en: 'Zuuch: {amount} received. Order {number} is paid in full. Thank you! {link}',
  },
  payment_partial: {
    mn: 'Зууч: №{number} захиалгад {amount} орлоо. Үлдэгдэл: {left}. {link}',
    en: 'Zuuch: {amount} received for order {number}; {left} is left to pay. {link}',
  },
  payment_overpaid: {
    mn: 'Зууч: №{number} захиалгад {amount} орлоо, {over} илүү төлөгдсөн. Илүүг буцаана. {link}',
    en: 'Zuuch: {amount} received for order {number}, {over} more than due. We will return it. {link}',
  },
  leasing_approved: {
    mn: 'Зууч: №{number} захиалгын лизинг зөвшөөрөгдлөө. Зээлээр төлөгдсөн: {amount}, үлдэгдэл: {left}. {link}',
    en: 'Zuuch: leasing for order {number} is approved: the lender paid {amount}, {left} is left to pay. {link}',
  },
  leasing_rejected: {
    mn: 'Зууч: №{number} захиалгын лизингийн хүсэлт зөвшөөрөгдсөнгүй. Өөр аргаар төлж болно: {link}',
    en: 'Zuuch: leasing for order {number} was not approved. You can pay another way: {link}',
  },
  receipt_issued: {
    mn: 'Зууч: №{number} захиалгын И-баримт гарлаа. Сугалааны дугаар: {lottery}. {link}',
    en: 'Zuuch: the e-receipt of order {number} is issued. Lottery number: {lottery}. {link}',
  },
  order_cancelled: {
    mn: 'Зууч: №{number} захиалга цуцлагдлаа. {link}',
    en: 'Zuuch: order {number} is cancelled. {link}',
  },
  order_expired: {
    mn: 'Зууч: №{number} захиалга 48 цагт төлөгдөөгүй тул цуцлагдлаа. {link}',
    en: 'Zuuch: order {number} was not paid within 48 hours and is cancelled. {link}',
  },
  shipping_stage: {
    mn: 'Зууч: №{number} захиалга — {stage}. {link}',
    en: 'Zuuch: order {number}: {stage}. {link}',
  },
  // The order's page is where the shopper chooses how to receive it.
  order_arrived: {
    mn: 'Зууч: №{number} захиалга ирлээ. Дэлгүүрээс авах эсвэл хүргүүлэхээ сонгоно уу: {link}',
    en: 'Zuuch: order {number} has arrived. Choose pickup or home delivery: {link}',
  },
  out_for_delivery: {
    mn: 'Зууч: №{number} захиалга хүргэлтэд гарлаа. {link}',
    en: 'Zuuch: order {number} is out for delivery. {link}',
  },
  order_done: {
    mn: 'Зууч: №{number} захиалга хүргэгдлээ. Манайхаар үйлчлүүлсэнд баярлалаа! {link}',
    en: 'Zuuch: order {number} is delivered. Thank you for shopping with us! {link}',
  },
  // The morning after delivery. The link opens the order's page at its survey (only the shopper logged in with the
  // order's phone may answer it).
  survey_request: {
    mn: 'Зууч: №{number} захиалга тань ямар байсан бэ? Үйлчилгээг маань үнэлнэ үү: {link}',
    en: 'Zuuch: how was order {number}? Tell us how we did: {link}',
  },
  // Staff gave money back (paid too much, or the order was cancelled or returned) and recorded it.
  refund_made: {
    mn: 'Зууч: №{number} захиалгын төлбөрөөс {amount} буцаан олголоо. {link}',
    en: 'Zuuch: {amount} is refunded for order {number}. {link}',
  },
  // To whoever staff issued the card for: its code is what they pay with; the link is the card's own page.
  gift_card_received: {
    mn: 'Зууч: Танд {amount} үнийн бэлгийн карт ирлээ. Код: {code}. {link}',
    en: 'Zuuch: you have a gift card worth {amount}. Code: {code}. {link}',
  },
  // "Buy for me": the number is the request's, the link its page (the quote to accept, or why staff could not buy it).
  quote_sent: {
    mn: 'Зууч: №{number} хүсэлтийн үнэ {total}, {until} хүртэл хүчинтэй. Зөвшөөрөх бол: {link}',
    en: 'Zuuch: request {number} is quoted at {total}, valid until {until}. To accept: {link}',
  },
  request_rejected: {
    mn: 'Зууч: №{number} хүсэлтийн барааг авч өгөх боломжгүй байна. Шалтгааныг эндээс харна уу: {link}',
    en: 'Zuuch: we cannot buy the product of request {number}. See why: {link}',
  },
};

/** Events that are not about an order (no order number in them). */
export const NOT_OF_AN_ORDER: readonly NotificationEvent[] = ['gift_card_received', 'quote_sent', 'request_rejected'];

/** Where an event's link leads on the order's page (its path's fragment): the survey of a delivered order. */
export const EVENT_LINK_FRAGMENT: Partial<Record<NotificationEvent, string>> = { survey_request: '#survey' };

/**
 * Messages that ask something of the shopper rather than tell them what happens to their order: a shopper may turn
 * them off on their profile. The news of an order (placed, paid, shipped, delivered…) always goes.
 */
export const MARKETING_EVENTS: readonly NotificationEvent[] = ['survey_request'];
export const isMarketing = (event: string) => (MARKETING_EVENTS as readonly string[]).includes(event);

/**
 * Why the store did not send a message and will not unless staff send it again: kept on the message, shown to staff
 * in their language. A payment reminder after the order is paid or closed or past its deadline; a survey's ask once
 * it is answered or the order is no longer delivered; a message the shopper turned off; an e-mail with no mail server.
 */
export const SKIP_REASONS = ['reminder_not_due', 'survey_not_due', 'opted_out', 'no_mail_server'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const isSkipReason = (value: unknown): value is SkipReason => (SKIP_REASONS as readonly unknown[]).includes(value);

const VARIABLE = /\{([^{}]*)\}/g;

/** The variables a template uses that its event does not have (empty: it can be saved). */
export function unknownVariables(event: NotificationEvent, template: string): string[] {
  const known = EVENT_VARIABLES[event];
  return [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1]).filter((name) => !known.includes(name)))];
}

/** The text with its variables filled in; a variable without a value is left out. */
export function renderTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(VARIABLE, (_, name: string) => String(values[name] ?? '')).replace(/\s+/g, ' ').trim();
}

/** A message's text: `template` filled with `values`; a Mongolian one in Latin letters when the store says so. */
export function messageText(template: string, values: Record<string, string | number>, language: Language, latin: boolean): string {
  const text = renderTemplate(template, values);
  return latin && language === 'mn' ? toLatin(text) : text;
}

// GSM 03.38: the characters a 7-bit SMS carries (the extension table's count twice). Anything else (Cyrillic, ₮, emoji)
// makes the whole message UCS-2: 70 characters in one segment, 67 in each of several, against 160 and 153.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ ÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** How a text travels and what it costs: its encoding, length in the encoding's units and number of segments. */
export function smsSegments(text: string): { encoding: 'gsm7' | 'ucs2'; units: number; segments: number } {
  const chars = [...text];
  if (chars.every((c) => GSM_BASIC.has(c) || GSM_EXTENDED.has(c))) {
    const units = chars.reduce((n, c) => n + (GSM_EXTENDED.has(c) ? 2 : 1), 0);
    return { encoding: 'gsm7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  // UTF-16 code units: a character outside the BMP (an emoji) takes two.
  const units = text.length;
  return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

// MNS 5217:2012, the national standard, with ö and ü (both in the GSM alphabet, so a Latin text stays 7-bit).
const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'ye', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', ө: 'ö', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ү: 'ü', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: 'i', ы: 'y', ь: 'i', э: 'e', ю: 'yu', я: 'ya', '₮': 'MNT', '№': 'No', '—': '-', '–': '-',
};

/** A Mongolian text in Latin letters (the store's setting for cheap SMS plans): "Зууч: №100234" → "Zuuch: No100234". */
export function toLatin(text: string): string {
  return [...text]
    .map((c) => {
      const lower = c.toLowerCase();
      const latin = LATIN[lower];
      if (latin === undefined) return c;
      return c === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}

/** The quiet hours, on Ulaanbaatar's clock. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;

/**
 * When a text that is not a login code may be sent: `now`, or 08:00 Ulaanbaatar time when `now` falls in the quiet
 * hours (22:00–08:00). Nobody is woken by an order's news.
 */
export function sendableAt(now: Date): Date {
  const local = new Date(now.getTime() + ULAANBAATAR_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  return atUlaanbaatarHour(now, hour >= QUIET_FROM_HOUR ? 1 : 0, QUIET_UNTIL_HOUR);
}

/** An unpaid order's shopper is reminded this long before the order is cancelled. */
export const REMIND_BEFORE_MS = 6 * 3_600_000;

/**
 * When to remind the shopper of an unpaid order that is cancelled at `deadline`: six hours before, or — when that falls
 * in the quiet hours, where the text would wait for the morning, perhaps past the deadline — at 21:30 the evening the
 * quiet hours begin.
 */
export function reminderAt(deadline: Date): Date {
  const at = new Date(deadline.getTime() - REMIND_BEFORE_MS);
  if (sendableAt(at).getTime() === at.getTime()) return at;
  const local = new Date(at.getTime() + ULAANBAATAR_OFFSET_MS);
  const evening = local.getUTCHours() >= QUIET_FROM_HOUR ? local.getUTCDate() : local.getUTCDate() - 1;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), evening, QUIET_FROM_HOUR - 1, 30) - ULAANBAATAR_OFFSET_MS);
}

/** The hour of the morning a delivered order's survey is asked for, Ulaanbaatar time. */
export const SURVEY_ASK_HOUR = 10;

/**
 * When to ask how a delivered order went: at 10:00 Ulaanbaatar time the day after delivery, when the shopper has had
 * the goods in hand for a night, and never in the quiet hours.
 */
export function surveyAskAt(deliveredAt: Date): Date {
  return atUlaanbaatarHour(deliveredAt, 1, SURVEY_ASK_HOUR);
}
