// /console/messages/texts: the wording of every message the store texts shoppers, in Mongolian and English. Each event
// lists the variables its text may use; the preview fills them from a real order as the text is typed and counts the
// SMS parts it costs; a text with a variable the event does not have is refused when saved, with the ones it may use.
// An emptied text returns to the store's default. A store on a cheap SMS plan sends its Mongolian texts in Latin letters
// (160 characters an SMS part instead of 70); the previews show them so.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, data, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/console-message-texts';
import type { Language } from '../../core/i18n';
import { EVENT_VARIABLES, NOTIFICATION_EVENTS, messageText, smsSegments, unknownVariables, type NotificationEvent } from '../../core/notifications';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { readForm } from '../lib/action-error';
import { SubmitButton } from '../components/submit-button';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'settings');
  return {
    templates: await context.services.messageTemplates(staff.storeId),
    latin: await context.services.sendsLatin(staff.storeId),
    preview: await context.services.messagePreviewValues(staff.storeId, context.origin),
  };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('messages.texts.title'), { noindex: true });
}

type ActionResult = { done: 'saved'; event: string } | { event: string; error: string; fields: Record<string, string> };
const LETTERS = 'letters';

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'settings');
  let event = '';
  try {
    const form = await readForm(request);
    event = String(form.get('event') ?? '');
    if (event === LETTERS) {
      await context.services.saveSendsLatin({ storeId: staff.storeId, latin: form.get('latin') === 'on', staff });
      return { done: 'saved', event } satisfies ActionResult;
    }
    const text = (lang: Language) => (form.has(lang) ? String(form.get(lang)) : undefined);
    await context.services.saveMessageTemplates({ storeId: staff.storeId, event, texts: { mn: text('mn'), en: text('en') }, staff });
    return { done: 'saved', event } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ event, error: failure.message, fields: failure.fields } satisfies ActionResult, { status: failure.status });
  }
}

export default function ConsoleMessageTexts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  return (
    <section className="mx-auto max-w-5xl px-4 py-6" aria-labelledby="texts-title">
      <a href="/console/messages" className="text-sm font-semibold text-ink-soft hover:text-brand">
        ← {t('messages.title')}
      </a>
      <h1 id="texts-title" className="mt-2 text-2xl font-bold text-ink">
        {t('messages.texts.title')}
      </h1>
      <p className="mt-1 max-w-prose text-sm text-ink-soft">{t('messages.texts.help')}</p>
      <Letters latin={loaderData.latin} result={result?.event === LETTERS ? result : undefined} />
      <div className="mt-4 space-y-4">
        {NOTIFICATION_EVENTS.map((event) => (
          <EventTexts key={event} event={event} templates={loaderData.templates[event]} preview={loaderData.preview[event]} latin={loaderData.latin} result={result?.event === event ? result : undefined} />
        ))}
      </div>
    </section>
  );
}

const LANGS: readonly Language[] = ['mn', 'en'];

/** The store's choice of letters for its Mongolian texts. */
function Letters({ latin, result }: { latin: boolean; result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('event') === LETTERS;
  return (
    <Form method="post" className="mt-4 rounded-2xl border border-line bg-surface p-4 sm:p-5" noValidate aria-labelledby="letters-title">
      <input type="hidden" name="event" value={LETTERS} />
      <h2 id="letters-title" className="text-base font-bold text-ink">
        {t('messages.texts.lettersTitle')}
      </h2>
      <label className="mt-2 flex items-start gap-2 text-sm text-ink">
        <input type="checkbox" name="latin" defaultChecked={latin} key={String(latin)} className="mt-0.5 h-4 w-4 accent-brand" aria-describedby="letters-help" />
        <span className="font-semibold">{t('messages.texts.latinLabel')}</span>
      </label>
      <p id="letters-help" className="mt-1 text-xs text-ink-soft">
        {t('messages.texts.latinHelp')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} className="chip h-10 px-5 font-semibold aria-disabled:opacity-60">
          {t('messages.texts.save')}
        </SubmitButton>
        {result && 'done' in result ? (
          <p role="status" className="text-sm font-semibold text-success">
            {latin ? t('messages.texts.latinOn') : t('messages.texts.latinOff')}
          </p>
        ) : null}
      </div>
    </Form>
  );
}

function EventTexts({
  event,
  templates,
  preview,
  latin,
  result,
}: {
  event: NotificationEvent;
  templates: Record<Language, { body: string; custom: boolean }>;
  preview: Record<Language, Record<string, string | number>>;
  latin: boolean;
  result: ActionResult | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('event') === event;
  // Typed texts, for the preview; a saved text (new loader data) starts them again.
  const [texts, setTexts] = useState<Record<Language, string>>({ mn: templates.mn.body, en: templates.en.body });
  const [saved, setSaved] = useState(templates);
  if (saved !== templates) {
    setSaved(templates);
    setTexts({ mn: templates.mn.body, en: templates.en.body });
  }
  const fields = result && 'error' in result ? result.fields : {};
  const name = t(`messages.event.${event}`);
  const variables = EVENT_VARIABLES[event].map((v) => `{${v}}`).join(', ');
  return (
    <section id={event} className="scroll-mt-20 rounded-2xl border border-line bg-surface p-4 sm:p-5" aria-labelledby={`${event}-title`}>
      <h2 id={`${event}-title`} className="text-base font-bold text-ink">
        {name}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('messages.texts.variables', { variables })}</p>
      <Form method="post" className="mt-3 space-y-4" noValidate aria-label={name}>
        <input type="hidden" name="event" value={event} />
        {LANGS.map((lang) => {
          const text = texts[lang];
          const id = `${event}-${lang}`;
          const error = fields[lang];
          // Shown as typed: a variable the event does not have is named before Save refuses it.
          const unknown = unknownVariables(event, text);
          const shown = messageText(text, preview[lang], lang, latin);
          const cost = smsSegments(shown);
          return (
            <div key={lang} className="grid gap-1">
              <label htmlFor={id} className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                {t(`messages.texts.${lang}`)}
                <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink-soft">
                  {templates[lang].custom ? t('messages.texts.custom') : t('messages.texts.default')}
                </span>
              </label>
              <textarea
                id={id}
                name={lang}
                lang={lang}
                rows={3}
                maxLength={400}
                value={text}
                onChange={(e) => setTexts((was) => ({ ...was, [lang]: e.target.value }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-help ${id}-preview`}
                className="w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
              />
              <p id={`${id}-help`} className={`text-xs ${error || unknown.length ? 'font-semibold text-brand' : 'text-ink-faint'}`}>
                {error ?? (unknown.length ? t('messages.texts.unknown', { names: unknown.map((v) => `{${v}}`).join(', ') }) : t('messages.texts.emptyRestores'))}
              </p>
              <div id={`${id}-preview`} className="rounded-xl bg-surface-muted px-3 py-2 text-sm">
                <p className="text-xs font-semibold text-ink-soft">{t('messages.texts.preview', { number: preview[lang].number })}</p>
                <p className="break-words text-ink" lang={lang} data-testid={`preview-${lang}`}>
                  {shown || t('messages.texts.defaultWillBeUsed')}
                </p>
                {shown ? (
                  <p className="text-xs text-ink-soft" data-testid={`parts-${lang}`}>
                    {t('messages.texts.parts', { count: cost.segments, characters: [...shown].length })} · {cost.encoding === 'gsm7' ? t('messages.texts.latin') : t('messages.texts.unicode')}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={busy} className="btn-primary h-10 px-5 aria-disabled:opacity-60">
            {t('messages.texts.save')}
          </SubmitButton>
          {result && 'done' in result ? (
            <p role="status" className="text-sm font-semibold text-success">
              {t('messages.texts.saved', { event: name })}
            </p>
          ) : result ? (
            <p role="alert" className="text-sm font-semibold text-brand">
              {result.error}
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
