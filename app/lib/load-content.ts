// What a page of store content loads (the catch-all route, /orderGuidance, /help/cid, /about-us): the public 'page'
// entry of a key in the reader's language, its pictures and product cards as they are now, and the page's own blocks.
// A draft, a page whose time has not come and an unknown key answer the page's 404.
import type { AppLoadContext } from 'react-router';
import { pick } from '../../core/i18n';
import { docExcerpt, pickDoc, type RichDoc } from '../../core/rich-text';
import type { ContentPage } from '../../server/modules/content/get-content-page';
import type { PageBlock } from '../../server/modules/content/page-blocks';
import type { DocRefs } from '../../server/modules/content/resolve-refs';
import { foundOr404 } from './params';

export type ContentArticleData = {
  key: string;
  title: string;
  /** The entry's summary, else the first words of its text: the page's description. */
  description: string;
  doc: RichDoc;
  refs: DocRefs;
  blocks: PageBlock[];
  updatedAt: string;
};

export async function loadContentArticle(context: AppLoadContext, key: string, url: URL): Promise<ContentArticleData> {
  const store = await context.store();
  return articleOf(context, await foundOr404(context.services.getContentPage(store._id, key), url));
}

/** The same for a page that shows other things too (/about-us): null when the entry is not public. */
export async function loadOptionalContentArticle(context: AppLoadContext, key: string): Promise<ContentArticleData | null> {
  const store = await context.store();
  const page = await context.services.getContentPage(store._id, key).catch((err: unknown) => {
    if ((err as { code?: string }).code === 'NOT_FOUND') return null;
    throw err;
  });
  return page ? articleOf(context, page) : null;
}

async function articleOf(context: AppLoadContext, page: ContentPage): Promise<ContentArticleData> {
  const store = await context.store();
  const lang = await context.lang();
  const doc = pickDoc(page.doc, lang);
  return {
    key: page.key,
    title: pick(page.title, lang),
    description: pick(page.summary, lang) || docExcerpt(doc),
    doc,
    refs: await context.services.resolveDocRefs(store._id, lang, [doc]),
    blocks: await context.services.listPageBlocks(store._id, page.key, lang),
    updatedAt: page.updatedAt,
  };
}
