// A store content page (content_pages) as the shopper reads it: title, last update and the body. Used by the catch-all
// content route and by pages of the spec whose text is store content (/orderGuidance).
//
// The body is plain text; blank lines separate blocks. A block is a paragraph, except:
//   "## Title" as its first line: a subheading (any further lines of the block are a paragraph under it);
//   every line starting with "- ": a bulleted list.
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../core/dates';
import { pick, type Language } from '../../core/i18n';

type LocalizedText = { mn: string; en: string };

/** YYYY-MM-DD of an instant in Ulaanbaatar (the same on the server and in the browser). */
const ulaanbaatarDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' });

export function ContentArticle({ page }: { page: { title: LocalizedText; body: LocalizedText; updatedAt: string } }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const updated = formatDate(ulaanbaatarDay.format(new Date(page.updatedAt)), lang, { year: true });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{pick(page.title, lang)}</h1>
      <p className="mt-2 text-sm text-ink-faint">{t('pages.contentUpdated', { date: updated })}</p>
      <ContentBody text={pick(page.body, lang)} />
    </article>
  );
}

export function ContentBody({ text }: { text: string }) {
  return (
    <div className="mt-6 space-y-4 text-[17px] leading-relaxed text-ink-soft">
      {text
        .split(/\n\s*\n/)
        .map((block) => block.trim())
        .filter(Boolean)
        .map((block, i) => (
          <Block key={i} block={block} />
        ))}
    </div>
  );
}

function Block({ block }: { block: string }) {
  const lines = block.split('\n').map((line) => line.trim());
  if (lines[0].startsWith('## ')) {
    const rest = lines.slice(1).join('\n');
    return (
      <section>
        <h2 className="pt-4 text-xl font-semibold text-ink">{lines[0].slice(3).trim()}</h2>
        {rest && <p className="mt-2">{rest}</p>}
      </section>
    );
  }
  if (lines.every((line) => line.startsWith('- '))) {
    return (
      <ul className="list-disc space-y-1.5 pl-6 marker:text-brand">
        {lines.map((line, i) => (
          <li key={i}>{line.slice(2).trim()}</li>
        ))}
      </ul>
    );
  }
  return <p>{block}</p>;
}
