// The FAQ (/faq): the store's public questions (content entries of kind faq) grouped by topic in FAQ_TOPICS order, each
// topic's questions by their position. A topic without public questions is left out; a question filed under no known
// topic comes last, under "other", rather than going unseen.
import { asc } from 'drizzle-orm';
import { FAQ_TOPICS, type FaqTopic } from '../../../core/content';
import { pick, type Language } from '../../../core/i18n';
import { docText, type RichDoc } from '../../../core/rich-text';
import type { Db } from '../../db/client';
import { contentPages } from '../../db/schema';
import { docIn, entryDoc, publicContent } from './visibility';

export type FaqQuestion = {
  /** The anchor: /faq#{key}. */
  key: string;
  question: string;
  answer: RichDoc;
  /** The answer's words as plain text (search, structured data). */
  answerText: string;
};

export type FaqGroup = { topic: FaqTopic | 'other'; questions: FaqQuestion[] };

export async function listFaq(db: Db, storeId: string, lang: Language): Promise<FaqGroup[]> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(publicContent(storeId, 'faq'))
    .orderBy(asc(contentPages.position), asc(contentPages.createdAt), asc(contentPages.key));
  const groups = new Map<FaqGroup['topic'], FaqQuestion[]>([...FAQ_TOPICS, 'other' as const].map((topic) => [topic, []]));
  for (const row of rows) {
    const answer = docIn(entryDoc(row), lang);
    const topic = (FAQ_TOPICS as readonly string[]).includes(row.category ?? '') ? (row.category as FaqTopic) : 'other';
    groups.get(topic)!.push({ key: row.key, question: pick(row.title, lang), answer, answerText: docText(answer) });
  }
  return [...groups].filter(([, questions]) => questions.length > 0).map(([topic, questions]) => ({ topic, questions }));
}
