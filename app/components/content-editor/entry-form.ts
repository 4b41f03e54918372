// The content editor's form as text: what the page fills its fields with (from a stored entry, or blank for a new one)
// and what a post is read back into (named as the inputs are: "title.mn", "seo.description.en", …), for the save and the
// preview alike.
import type { ContentKind } from '../../../core/content';
import { toUlaanbaatarInput } from '../../../core/dates';
import { emptyDoc } from '../../../core/rich-text';
import type { EditableEntry } from '../../../server/modules/content/revisions';
import type { EntryForm, PublishMode } from '../../../server/modules/content/schemas';

type Both = { mn: string; en: string };

/** Every field as text, as the inputs hold them (documents as the editor's JSON). */
export type EntryValues = Omit<EntryForm, 'revision' | 'position' | 'publish' | 'seo'> & {
  revision: string;
  position: string;
  publish: PublishMode;
  seo: { title: Both; description: Both; noindex: boolean; canonicalUrl: string };
};

const blank = (): Both => ({ mn: '', en: '' });

export function blankValues(kind: ContentKind): EntryValues {
  return {
    kind,
    revision: '0',
    key: '',
    title: blank(),
    summary: blank(),
    docMn: JSON.stringify(emptyDoc()),
    docEn: JSON.stringify(emptyDoc()),
    publish: 'draft',
    publishAt: '',
    imageId: '',
    category: '',
    tags: '',
    authorName: '',
    position: '0',
    effectiveAt: '',
    changes: blank(),
    seo: { title: blank(), description: blank(), noindex: false, canonicalUrl: '' },
  };
}

export function entryValues(entry: EditableEntry): EntryValues {
  const publish: PublishMode = entry.status === 'draft' ? 'draft' : entry.state === 'scheduled' ? 'schedule' : 'now';
  return {
    kind: entry.kind,
    revision: String(entry.revision),
    key: entry.key,
    title: entry.title,
    summary: entry.summary,
    docMn: JSON.stringify(entry.doc.mn),
    docEn: JSON.stringify(entry.doc.en),
    publish,
    publishAt: publish === 'schedule' && entry.publishAt ? toUlaanbaatarInput(entry.publishAt) : '',
    imageId: entry.imageId ?? '',
    category: entry.category ?? '',
    tags: entry.tags.join(', '),
    authorName: entry.authorName ?? '',
    position: String(entry.position),
    effectiveAt: entry.effectiveAt ? toUlaanbaatarInput(entry.effectiveAt) : '',
    changes: entry.changes ?? blank(),
    seo: {
      title: entry.seo.title ?? blank(),
      description: entry.seo.description ?? blank(),
      noindex: Boolean(entry.seo.noindex),
      canonicalUrl: entry.seo.canonicalUrl ?? '',
    },
  };
}

/** A posted editor form read back (missing fields as empty text; the schema says what is wrong with them). */
export function postedValues(form: FormData): EntryValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const both = (name: string) => ({ mn: text(`${name}.mn`), en: text(`${name}.en`) });
  const publish = text('publish');
  return {
    kind: text('kind') as ContentKind,
    revision: text('revision'),
    key: text('key'),
    title: both('title'),
    summary: both('summary'),
    docMn: text('docMn'),
    docEn: text('docEn'),
    publish: (['draft', 'now', 'schedule'].includes(publish) ? publish : 'draft') as PublishMode,
    publishAt: text('publishAt'),
    imageId: text('imageId'),
    category: text('category'),
    tags: text('tags'),
    authorName: text('authorName'),
    position: text('position') || '0',
    effectiveAt: text('effectiveAt'),
    changes: both('changes'),
    seo: { title: both('seo.title'), description: both('seo.description'), noindex: form.get('seo.noindex') === 'on', canonicalUrl: text('seo.canonicalUrl') },
  };
}
