// The console's rich-text field: a Tiptap editor (client only) whose document goes with the form as JSON in a hidden
// input, which the server sanitises (core/rich-text.ts). Its toolbar makes what the store's pages render: bold, italic,
// headings (h2, h3), lists, quotes, links (web, mail, phone or this store's paths only), uploaded pictures (imageId and
// alt; the editor shows the uploaded size) and product cards (a product's slug, shown as the product). Every button is
// named in the page's language and reached by Tab; without JavaScript the field says that the text needs it and keeps
// the stored document as it is.
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, Node, NodeViewWrapper, ReactNodeViewRenderer, mergeAttributes, useEditor, useEditorState, type Editor, type NodeViewProps } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { PICTURE_ACCEPT, imageAtWidth, imageUrl, type ImageInfo } from '../../../core/images';
import { formatMnt } from '../../../core/money';
import { safeHref, type RichDoc } from '../../../core/rich-text';
import { uploadContentImage } from './upload-image';
import { FilePicker } from '../file-picker';

/** What a product card in the editor shows: the product's name and price, when known. */
export type ProductLabel = { name: string; price: number };
const ProductLabels = createContext<Record<string, ProductLabel>>({});

function ProductCardView({ node, selected }: NodeViewProps) {
  const { t } = useTranslation();
  const slug = String(node.attrs.slug ?? '');
  const product = useContext(ProductLabels)[slug];
  return (
    <NodeViewWrapper
      data-product-card={slug}
      className={`my-3 flex items-center gap-3 rounded-xl border bg-surface-muted px-3 py-2 ${selected ? 'border-brand ring-2 ring-brand/30' : 'border-line'}`}
    >
      <svg viewBox="0 0 24 24" className="h-8 w-8 shrink-0 text-brand" aria-hidden>
        <path d="M6 7h12l-1 12H7L6 7Zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span className="min-w-0 text-sm">
        <span className="block font-semibold text-ink">{product ? product.name : t('console.content.editor.productCard', { slug })}</span>
        <span className="block text-xs text-ink-soft">
          /p/{slug}
          {product ? ` · ${formatMnt(product.price)}` : ''}
        </span>
      </span>
    </NodeViewWrapper>
  );
}

/** A product of the catalog as a card: an atom block with the product's slug. */
const ProductCardNode = Node.create({
  name: 'productCard',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { slug: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'div[data-product-card]', getAttrs: (el) => ({ slug: (el as HTMLElement).getAttribute('data-product-card') ?? '' }) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-product-card': HTMLAttributes.slug })];
  },
  addNodeView() {
    return ReactNodeViewRenderer(ProductCardView);
  },
});

/** Uploaded pictures: the document keeps imageId and alt; src is only what the editor shows (the server drops it). */
const ContentImageNode = Image.extend({
  addAttributes() {
    return {
      imageId: { default: null, rendered: false },
      alt: { default: '' },
      src: { default: null },
    };
  },
});

/** The stored document with each picture's uploaded size as its src, for showing in the editor. */
function withSources(doc: RichDoc, images: Record<string, ImageInfo>): RichDoc {
  const visit = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const n = node as { type: string; attrs?: Record<string, unknown>; content?: unknown[] };
    if (n.type === 'image') {
      const image = images[String(n.attrs?.imageId)];
      return { ...n, attrs: { ...n.attrs, src: image ? imageUrl(imageAtWidth(image, 640).key) : null } };
    }
    return n.content ? { ...n, content: n.content.map(visit) } : n;
  };
  return visit(doc) as RichDoc;
}

type Panel = 'link' | 'image' | 'product' | null;

const toolButton = (active = false) =>
  `inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand disabled:opacity-40 ${
    active ? 'bg-ink text-surface' : 'text-ink hover:bg-surface-muted'
  }`;
const smallInput = 'h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';

export function RichEditor({
  name,
  label,
  lang,
  initial,
  images,
  products,
  error,
}: {
  /** The hidden input's name (docMn, docEn). */
  name: string;
  label: string;
  lang: 'mn' | 'en';
  initial: RichDoc;
  images: Record<string, ImageInfo>;
  products: Record<string, ProductLabel>;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [json, setJson] = useState(() => JSON.stringify(initial));
  const [labels, setLabels] = useState(products);
  const [panel, setPanel] = useState<Panel>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: false,
          linkOnPaste: false,
          isAllowedUri: (url) => safeHref(url) !== null,
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
        },
      }),
      ContentImageNode.configure({ inline: false, allowBase64: false }),
      ProductCardNode,
    ],
    content: withSources(initial, images),
    editorProps: {
      attributes: {
        id: `${id}-text`,
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        lang,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        // Tailwind's reset takes lists' and headings' looks away: the editor shows them as pages will.
        class:
          'min-h-48 px-4 py-3 text-[15px] leading-relaxed text-ink outline-none [&_a]:text-brand [&_a]:underline [&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-ink-soft [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:ring-2 [&_img.ProseMirror-selectednode]:ring-brand [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor }) => setJson(JSON.stringify(editor.getJSON())),
  });

  return (
    <div className="flex flex-col">
      <span id={`${id}-label`} className="block text-xs font-semibold text-ink-soft">
        {label}
      </span>
      {/* What the form sends: the document as the editor has it (or as stored, without JavaScript). */}
      <input type="hidden" name={name} value={json} />
      <div className={`mt-1 rounded-xl border bg-surface focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/20 ${error ? 'border-brand' : 'border-line'}`}>
        {editor ? (
          <ProductLabels.Provider value={labels}>
            <Toolbar editor={editor} label={label} panel={panel} setPanel={setPanel} />
            {panel === 'link' ? <LinkPanel editor={editor} close={() => setPanel(null)} /> : null}
            {panel === 'image' ? <ImagePanel editor={editor} close={() => setPanel(null)} /> : null}
            {panel === 'product' ? (
              <ProductPanel
                editor={editor}
                close={() => setPanel(null)}
                remember={(slug, product) => setLabels((all) => ({ ...all, [slug]: product }))}
              />
            ) : null}
            <EditorContent editor={editor} />
          </ProductLabels.Provider>
        ) : (
          <div className="min-h-48 px-4 py-6 text-sm text-ink-soft">
            <noscript>{t('console.content.editor.noScript')}</noscript>
          </div>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-brand">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, label, panel, setPanel }: { editor: Editor; label: string; panel: Panel; setPanel: (p: Panel) => void }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const k = (key: string) => t(`console.content.editor.${key}` as 'console.content.editor.bold');
  // A button that shows letters (H2) has them first in its name: "H2 Heading".
  const toggle = (key: string, active: boolean, run: () => void, icon: React.ReactNode, shown?: string) => (
    <button type="button" className={toolButton(active)} aria-pressed={active} aria-label={shown ? `${shown} ${k(key)}` : k(key)} title={k(key)} onClick={run}>
      {icon}
    </button>
  );
  const open = (which: Exclude<Panel, null>, icon: React.ReactNode) => (
    <button
      type="button"
      className={toolButton(panel === which)}
      aria-expanded={panel === which}
      aria-label={k(which === 'product' ? 'product' : which)}
      title={k(which === 'product' ? 'product' : which)}
      onClick={() => setPanel(panel === which ? null : which)}
    >
      {icon}
    </button>
  );
  const svg = (d: string) => (
    <svg viewBox="0 0 24 24" className="h-[18px] w-[18px]" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
  return (
    <div role="toolbar" aria-label={t('console.content.editor.toolbar', { field: label })} className="flex flex-wrap items-center gap-0.5 border-b border-line px-1.5 py-1">
      {toggle('bold', state.bold, () => chain().toggleBold().run(), <span className="font-black" aria-hidden>B</span>)}
      {toggle('italic', state.italic, () => chain().toggleItalic().run(), <span className="font-serif italic" aria-hidden>I</span>)}
      <span className="mx-1 h-5 w-px bg-line" aria-hidden />
      {toggle('heading2', state.h2, () => chain().toggleHeading({ level: 2 }).run(), <span>H2</span>, 'H2')}
      {toggle('heading3', state.h3, () => chain().toggleHeading({ level: 3 }).run(), <span>H3</span>, 'H3')}
      {toggle('bulletList', state.bullet, () => chain().toggleBulletList().run(), svg('M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01'))}
      {toggle('orderedList', state.ordered, () => chain().toggleOrderedList().run(), svg('M10 6h10M10 12h10M10 18h10M4 5l1-1v4M4 14h2l-2 3h2'))}
      {toggle('quote', state.quote, () => chain().toggleBlockquote().run(), svg('M7 8h3v5H6v-1a4 4 0 0 1 4-4M15 8h3v5h-4v-1a4 4 0 0 1 4-4'))}
      <span className="mx-1 h-5 w-px bg-line" aria-hidden />
      {open('link', svg('M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'))}
      {open('image', svg('M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01'))}
      {open('product', svg('M6 7h12l-1 12H7L6 7Zm3 0a3 3 0 0 1 6 0'))}
      <span className="mx-1 h-5 w-px bg-line" aria-hidden />
      <button type="button" className={toolButton()} aria-label={k('undo')} title={k('undo')} disabled={!state.undo} onClick={() => chain().undo().run()}>
        {svg('M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3')}
      </button>
      <button type="button" className={toolButton()} aria-label={k('redo')} title={k('redo')} disabled={!state.redo} onClick={() => chain().redo().run()}>
        {svg('m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3')}
      </button>
    </div>
  );
}

function PanelFrame({ title, close, children }: { title: string; close: () => void; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={title}
      className="border-b border-line bg-surface-muted px-3 py-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">{children}</div>
        <button type="button" className={toolButton()} aria-label={t('console.content.editor.close')} title={t('console.content.editor.close')} onClick={close}>
          <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
    </div>
  );
}

function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const safe = safeHref(href);
    if (!safe) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: safe }).run();
    close();
  };
  return (
    <PanelFrame title={t('console.content.editor.link')} close={close}>
      <label htmlFor={`${id}-href`} className="block text-xs font-semibold text-ink-soft">
        {t('console.content.editor.linkAddress')}
      </label>
      <input
        ref={input}
        id={`${id}-href`}
        type="text"
        inputMode="url"
        value={href}
        onChange={(e) => {
          setHref(e.target.value);
          setInvalid(false);
        }}
        onKeyDown={(e) => {
          // Enter applies the link here; it must not send the whole form.
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-help`}
        className={`${smallInput} mt-1`}
        placeholder="https://"
      />
      <p id={`${id}-help`} className={`mt-1 text-xs ${invalid ? 'font-semibold text-brand' : 'text-ink-faint'}`} aria-live="polite">
        {invalid ? t('console.content.editor.linkInvalid') : t('console.content.editor.linkHelp')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn-primary h-9 px-4 text-sm" onClick={apply}>
          {t('console.content.editor.linkApply')}
        </button>
        {editor.isActive('link') ? (
          <button
            type="button"
            className="chip h-9"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              close();
            }}
          >
            {t('console.content.editor.linkRemove')}
          </button>
        ) : null}
      </div>
    </PanelFrame>
  );
}

function ImagePanel({ editor, close }: { editor: Editor; close: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [uploaded, setUploaded] = useState<ImageInfo | null>(null);
  const [alt, setAlt] = useState('');
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => file.current?.focus(), []);
  const insert = () => {
    if (!uploaded) return;
    editor
      .chain()
      .focus()
      .insertContent({ type: 'image', attrs: { imageId: uploaded.id, alt: alt.trim(), src: imageUrl(imageAtWidth(uploaded, 640).key) } })
      .run();
    close();
  };
  return (
    <PanelFrame title={t('console.content.editor.image')} close={close}>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-file`} className="block text-xs font-semibold text-ink-soft">
            {t('console.content.editor.imageFile')}
          </label>
          <FilePicker
            inputRef={file}
            id={`${id}-file`}
            accept={PICTURE_ACCEPT}
            aria-describedby={`${id}-status`}
            className="mt-1"
            onChange={async (e) => {
              const chosen = e.target.files?.[0];
              if (!chosen) return;
              setState({ busy: true, error: null });
              const result = await uploadContentImage(chosen, t('console.content.editor.uploadFailed'));
              if ('error' in result) setState({ busy: false, error: result.error });
              else {
                setUploaded(result.image);
                setState({ busy: false, error: null });
              }
            }}
          />
          <p id={`${id}-status`} className={`mt-1 text-xs ${state.error ? 'font-semibold text-brand' : 'text-ink-faint'}`} aria-live="polite">
            {state.busy ? t('console.content.editor.uploading') : (state.error ?? t('console.content.coverHelp'))}
          </p>
        </div>
        {uploaded ? (
          <div className="flex gap-3">
            <img src={imageUrl(imageAtWidth(uploaded, 320).key)} alt="" width={96} height={Math.round((96 * uploaded.height) / uploaded.width)} className="h-auto w-24 rounded-lg border border-line" />
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-alt`} className="block text-xs font-semibold text-ink-soft">
                {t('console.content.editor.imageAlt')}
              </label>
              <input
                id={`${id}-alt`}
                value={alt}
                maxLength={300}
                onChange={(e) => setAlt(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    insert();
                  }
                }}
                className={`${smallInput} mt-1`}
              />
              <button type="button" className="btn-primary mt-2 h-9 px-4 text-sm" onClick={insert}>
                {t('console.content.editor.imageInsert')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </PanelFrame>
  );
}

type Suggestion = { slug: string; name: string; price: number };

function ProductPanel({ editor, close, remember }: { editor: Editor; close: () => void; remember: (slug: string, product: ProductLabel) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/v1/search/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : { products: [] }))
        .then((body: { products: Suggestion[] }) => setSuggestions(body.products.map((p) => ({ slug: p.slug, name: p.name, price: p.price }))))
        .catch(() => {});
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  const insert = (slug: string, product?: Suggestion) => {
    const clean = slug.trim().replace(/^.*\/p\//, '').replace(/[?#].*$/, '').toLowerCase();
    if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(clean)) {
      input.current?.focus();
      return;
    }
    if (product) remember(clean, { name: product.name, price: product.price });
    editor.chain().focus().insertContent({ type: 'productCard', attrs: { slug: clean } }).run();
    close();
  };
  return (
    <PanelFrame title={t('console.content.editor.product')} close={close}>
      <label htmlFor={`${id}-q`} className="block text-xs font-semibold text-ink-soft">
        {t('console.content.editor.productSearch')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              insert(text);
            }
          }}
          aria-describedby={`${id}-help`}
          className={smallInput}
        />
        <button type="button" className="btn-primary h-10 shrink-0 px-4 text-sm" onClick={() => insert(text)}>
          {t('console.content.editor.productInsert')}
        </button>
      </div>
      <p id={`${id}-help`} className="mt-1 text-xs text-ink-faint">
        {t('console.content.editor.productHelp')}
      </p>
      {suggestions ? (
        suggestions.length ? (
          <ul className="mt-2 divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface" aria-label={t('console.content.editor.productSearch')}>
            {suggestions.map((p) => (
              <li key={p.slug}>
                <button type="button" className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand" onClick={() => insert(p.slug, p)}>
                  <span className="min-w-0 truncate font-medium text-ink">{p.name}</span>
                  <span className="shrink-0 tabular-nums text-ink-soft">{formatMnt(p.price)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-ink-soft" role="status">
            {t('console.content.editor.productNone')}
          </p>
        )
      ) : null}
    </PanelFrame>
  );
}
