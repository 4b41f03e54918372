// The store's wording of its messages: staff may rewrite an event's text in either language (the console's template
// page); an event they have not rewritten uses the store's default (core/notifications.ts). A text is checked when
// saved — only the event's own variables, not empty, not longer than three SMS parts' worth — and a refused save
// changes nothing. The worker makes each message from the template in force when it is sent.
import { and, desc, eq } from 'drizzle-orm';
import { AppError, type FieldIssue } from '../../../core/app-error';
import { formatDateTime } from '../../../core/dates';
import { translator, type Language } from '../../../core/i18n';
import { formatMnt } from '../../../core/money';
import { DEFAULT_TEMPLATES, EVENT_VARIABLES, NOTIFICATION_EVENTS, unknownVariables, type NotificationEvent } from '../../../core/notifications';
import type { Db } from '../../db/client';
import { notificationTemplates, notifications, orders, stores } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';

const LANGUAGES: readonly Language[] = ['mn', 'en'];
/** At most this many characters: three parts of a Cyrillic SMS is already dear; the default texts keep to two. */
export const TEMPLATE_MAX = 200;

export type Templates = Record<NotificationEvent, Record<Language, { body: string; custom: boolean }>>;

export const isNotificationEvent = (value: string): value is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(value);

/** The template of every event in both languages: the store's own where staff wrote one, else the default. */
export async function storeTemplates(db: Db, storeId: string): Promise<Templates> {
  const rows = await db.select().from(notificationTemplates).where(eq(notificationTemplates.storeId, storeId));
  const own = new Map(rows.map((r) => [`${r.event}:${r.language}`, r.body]));
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [
      event,
      Object.fromEntries(
        LANGUAGES.map((lang) => {
          const body = own.get(`${event}:${lang}`);
          return [lang, body === undefined ? { body: DEFAULT_TEMPLATES[event][lang], custom: false } : { body, custom: true }];
        }),
      ),
    ]),
  ) as Templates;
}

/** How the store words a message now: the event's template in the language, and whether Mongolian goes in Latin letters. */
export type Wording = { template: string | undefined; latin: boolean };

/** The wording a message is made from now. */
export async function wordingFor(db: Db, storeId: string, event: string, language: Language): Promise<Wording> {
  const [own] = await db
    .select({ body: notificationTemplates.body })
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.storeId, storeId), eq(notificationTemplates.event, event), eq(notificationTemplates.language, language)));
  return { template: own?.body ?? (isNotificationEvent(event) ? DEFAULT_TEMPLATES[event][language] : undefined), latin: await sendsLatin(db, storeId) };
}

/** Whether the store sends its Mongolian texts in Latin letters (a setting for cheap SMS plans). */
export async function sendsLatin(db: Db, storeId: string): Promise<boolean> {
  const [store] = await db.select({ latin: stores.smsLatin }).from(stores).where(eq(stores.id, storeId));
  return store?.latin ?? false;
}

/** Staff's choice of letters for Mongolian texts, recorded in the audit log. */
export async function saveSendsLatin(db: Db, input: { storeId: string; latin: boolean; staff: AuditActor }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await sendsLatin(tx, input.storeId);
    await tx.update(stores).set({ smsLatin: input.latin }).where(eq(stores.id, input.storeId));
    await recordAudit(tx, { storeId: input.storeId, actor: input.staff, entity: 'settings', entityId: input.storeId, action: 'update', label: 'SMS', before: { smsLatin: before }, after: { smsLatin: input.latin } });
    return input.latin;
  });
}

/** What is wrong with a template staff wrote for `event` (empty: it can be saved). `path` names the field. */
export function templateIssues(event: NotificationEvent, body: string, path: string): FieldIssue[] {
  if (body.length > TEMPLATE_MAX) return [{ path, messageKey: 'messages.tooLong', values: { max: TEMPLATE_MAX } }];
  const unknown = unknownVariables(event, body);
  if (unknown.length === 0) return [];
  const list = (names: readonly string[]) => names.map((n) => `{${n}}`).join(', ');
  return [{ path, messageKey: 'messages.unknownVariables', values: { names: list(unknown), known: list(EVENT_VARIABLES[event]) } }];
}

/**
 * Saves staff's texts of one event (both languages at once). An empty text, or the default itself, returns that
 * language to the store's default. Nothing is saved when either text is refused.
 */
export async function saveTemplates(db: Db, input: { storeId: string; event: string; texts: Partial<Record<Language, string>>; staff: AuditActor }): Promise<Templates[NotificationEvent]> {
  const { storeId, event, staff } = input;
  if (!isNotificationEvent(event)) throw new AppError('NOT_FOUND', 'dataNotFound');
  const texts = LANGUAGES.flatMap((lang) => (input.texts[lang] === undefined ? [] : [{ lang, body: input.texts[lang]!.replace(/\s+/g, ' ').trim() }]));
  const issues = texts.flatMap(({ lang, body }) => templateIssues(event, body, lang));
  if (issues.length) throw new AppError('VALIDATION', 'invalidRequest', { fields: issues });
  return db.transaction(async (tx) => {
    const before = (await storeTemplates(tx, storeId))[event];
    for (const { lang, body } of texts) {
      const where = and(eq(notificationTemplates.storeId, storeId), eq(notificationTemplates.event, event), eq(notificationTemplates.language, lang));
      if (body === '' || body === DEFAULT_TEMPLATES[event][lang]) await tx.delete(notificationTemplates).where(where);
      else
        await tx
          .insert(notificationTemplates)
          .values({ storeId, event, language: lang, body, updatedBy: staff.id })
          .onConflictDoUpdate({ target: [notificationTemplates.storeId, notificationTemplates.event, notificationTemplates.language], set: { body, updatedBy: staff.id, updatedAt: new Date() } });
    }
    const after = (await storeTemplates(tx, storeId))[event];
    const shown = (t: typeof after) => ({ textMn: t.mn.body, textEn: t.en.body });
    // Labelled in the store's first language, as the console's other audit labels.
    await recordAudit(tx, { storeId, actor: staff, entity: 'message_template', entityId: event, action: 'update', label: translator('mn')(`messages.event.${event}`), before: shown(before), after: shown(after) });
    return after;
  });
}

/** A notice's facts with its link (an order's path) made absolute on the store's address. */
export function withStoreLink(values: Record<string, string | number>, origin: string): Record<string, string | number> {
  const link = values.link;
  return typeof link === 'string' && link.startsWith('/') ? { ...values, link: `${origin}${link}` } : values;
}

export type PreviewValues = Record<NotificationEvent, Record<Language, Record<string, string | number>>>;

/**
 * The values to preview each event's text with, from a real order: the newest message of that event in that language
 * (its facts as they were sent); for an event not sent yet, the store's newest order with what the event would say of it.
 */
export async function previewValues(db: Db, storeId: string, origin: string): Promise<PreviewValues> {
  const [order] = await db
    .select({ number: orders.number, total: orders.total, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.storeId, storeId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const number = order?.number ?? 100001;
  const total = order?.total ?? 125_000;
  const placed = order?.createdAt ?? new Date();
  const result = {} as PreviewValues;
  // The newest message of each event in each language, in one query.
  const newest = await db
    .selectDistinctOn([notifications.event, notifications.language], { event: notifications.event, language: notifications.language, values: notifications.values })
    .from(notifications)
    .where(eq(notifications.storeId, storeId))
    .orderBy(notifications.event, notifications.language, desc(notifications.createdAt));
  const sentValues = new Map(newest.map((n) => [`${n.event}:${n.language}`, n.values]));
  for (const event of NOTIFICATION_EVENTS) {
    result[event] = {} as Record<Language, Record<string, string | number>>;
    for (const lang of LANGUAGES) {
      const values = sentValues.get(`${event}:${lang}`) ?? {
        number,
        link: `/order/${number}`,
        total: formatMnt(total),
        amount: formatMnt(total),
        left: formatMnt(Math.round(total / 2)),
        over: formatMnt(5_000),
        deadline: formatDateTime(new Date(placed.getTime() + 48 * 3_600_000).toISOString(), lang),
        stage: translator(lang)('shippingStage.border'),
      };
      result[event][lang] = withStoreLink(values, origin);
    }
  }
  return result;
}
