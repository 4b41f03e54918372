// Who changed what, for the console: one object's history (the product editor, the order page, gift cards embed
// <AuditHistory>, their loaders read it with services.auditHistory) and the rows of the whole store's log (/console/audit).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { auditChanges, type ValueWords } from '../../../core/audit-display';
import { formatDateTime } from '../../../core/dates';
import type { Language } from '../../../core/i18n';
import type { AuditEntry } from '../../../server/modules/audit/list-audit';

type Key = Parameters<TFunction>[0] & string;

/** An action in words ("Moved", "Saved"); an action this build has no words for shows as it was recorded. */
export function auditActionText(t: TFunction, action: string): string {
  return t(`console.audit.actions.${action}` as Key, { defaultValue: action }) as string;
}

/** A field's name in words; a field this build has no words for shows by its name. */
export function auditFieldText(t: TFunction, field: string): string {
  // A shipping stage's date is recorded under the stage's name.
  return t(`console.audit.fields.${field}` as Key, { defaultValue: t(`shippingStage.${field}` as Key, { defaultValue: field }) }) as string;
}

/** Where the words for a field's coded values are (an order's state, a staff member's role, a shipping stage). */
const VALUE_WORDS: Record<string, string> = { state: 'orderState', role: 'console.role', stage: 'shippingStage', method: 'paymentMethod', entity: 'console.audit.entities', season: 'season.modes', message: 'messages.event', outcome: 'messages.outcome' };

function valueWords(t: TFunction): ValueWords {
  return (field, value) => {
    const prefix = VALUE_WORDS[field];
    return prefix ? (t(`${prefix}.${value}` as Key, { defaultValue: value }) as string) : undefined;
  };
}

/** The fields one change touched, each "before → after" (a creation shows only the new values). */
export function AuditChangeList({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const changes = auditChanges(entry.before, entry.after, i18n.language as Language, valueWords(t));
  if (changes.length === 0) return null;
  return (
    <dl className="mt-1 grid grid-cols-1 gap-x-3 gap-y-0.5 text-xs sm:grid-cols-[minmax(6rem,auto)_1fr]">
      {changes.map((c) => (
        <div key={c.field} className="contents">
          <dt className="font-semibold text-ink-soft">{auditFieldText(t, c.field)}</dt>
          <dd className="min-w-0 break-words text-ink [overflow-wrap:anywhere]">
            {entry.before ? (
              <>
                <del className="text-ink-soft decoration-ink-faint">{c.before}</del>
                <span aria-hidden="true" className="px-1 text-ink-faint">
                  →
                </span>
                <span className="sr-only"> {t('console.audit.becomes')} </span>
              </>
            ) : null}
            <ins className="font-medium no-underline">{c.after}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One object's history, newest first: when, who, what was done and the fields before → after. */
export function AuditHistory({
  entries,
  title,
  className = 'mt-4 rounded-2xl border border-line bg-surface p-4',
  collapsed = false,
}: {
  entries: AuditEntry[];
  title?: string;
  className?: string;
  /** Folded under its title (a list of objects each with its history, as gift cards). */
  collapsed?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = title ?? t('console.audit.history');
  if (collapsed) {
    return (
      <details className={className}>
        <summary className="cursor-pointer text-sm font-semibold text-ink-soft hover:text-brand">
          {heading} ({entries.length})
        </summary>
        <HistoryList entries={entries} />
      </details>
    );
  }
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="font-bold text-ink">
        {heading}
      </h2>
      <HistoryList entries={entries} />
    </section>
  );
}

function HistoryList({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  if (entries.length === 0) return <p className="mt-2 text-sm text-ink-soft">{t('console.audit.historyNone')}</p>;
  return (
    <ol className="mt-2 divide-y divide-line">
      {entries.map((entry) => (
        <li key={entry.id} className="py-2">
          <p className="text-sm">
            <span className="font-semibold text-ink">{auditActionText(t, entry.action)}</span>
            <span className="text-ink-soft">
              {' · '}
              {entry.staffName}
              {' · '}
              <time dateTime={entry.at}>{formatDateTime(entry.at, lang, { year: true })}</time>
            </span>
          </p>
          <AuditChangeList entry={entry} />
        </li>
      ))}
    </ol>
  );
}
