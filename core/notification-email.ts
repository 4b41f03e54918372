// A notice as an e-mail: the same words as its SMS (the store's template, in Cyrillic whatever the SMS letters — an
// e-mail costs nothing per character), a subject naming the order and the news, and an HTML part with the link as a
// button. Plain text and HTML carry the same content; the HTML is written by hand from escaped text only.
import { escapeHtml } from './html';
import { translator, type Language } from './i18n';
import type { NotificationEvent } from './notifications';

export type NoticeEmail = { subject: string; text: string; html: string };

export function noticeEmail(input: { text: string; link: string | null; language: Language; event: NotificationEvent; number: number | string }): NoticeEmail {
  const t = translator(input.language);
  const brand = t('brand.name');
  const subject = t('messages.email.subject', { brand, number: input.number, event: t(`messages.event.${input.event}`) });
  const footer = t('messages.email.footer', { brand });
  const link = input.link;
  const body = escapeHtml(input.text);
  const linked = link ? body.replace(escapeHtml(link), `<a href="${escapeHtml(link)}" style="color:#c8102e">${escapeHtml(link)}</a>`) : body;
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#c8102e;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(t('messages.email.open'))}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px;background:#f6f6f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;color:#1f2328"><div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:16px"><p style="margin:0 0 8px;font-weight:700">${escapeHtml(brand)}</p><p style="margin:0">${linked}</p>${button}<p style="margin:24px 0 0;font-size:13px;color:#5c6166">${escapeHtml(footer)}</p></div></body></html>`;
  return { subject, text: `${input.text}\n\n${footer}`, html };
}
