// What a click tells the tracker: the words of what was clicked (never what was typed), whether it was a rage click
// (three or more close together within a second, counted once a burst) or a dead one (nothing came of it). Plain
// functions over the few parts of an element they read, so they are tested without a browser.

/** The parts of a DOM node and element the text rules read (real ones have them all). */
export type NodeLike = { nodeType: number; nodeValue: string | null; childNodes: ArrayLike<NodeLike> };
export type ElementLike = NodeLike & {
  tagName: string;
  parentElement: ElementLike | null;
  getAttribute(name: string): string | null;
  labels?: ArrayLike<ElementLike> | null;
};

const FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'OPTION']);
/** Never read: what a shopper types or chose in a field, and code. */
const UNREAD = new Set([...FIELDS, 'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
const CONTROLS = new Set(['A', 'BUTTON', 'LABEL', 'SUMMARY', ...FIELDS]);
const CONTROL_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'combobox', 'slider', 'spinbutton', 'treeitem']);

const editable = (el: ElementLike) => {
  const value = el.getAttribute('contenteditable');
  return value === '' || value === 'true' || value === 'plaintext-only';
};

/** An element a shopper can operate: a link, button, label, field, an ARIA control, or something focusable. */
export function isInteractive(el: ElementLike): boolean {
  if (el.tagName === 'A') return el.getAttribute('href') !== null;
  if (CONTROLS.has(el.tagName)) return true;
  const role = el.getAttribute('role');
  if (role && CONTROL_ROLES.has(role)) return true;
  const tabindex = el.getAttribute('tabindex');
  return (tabindex !== null && tabindex !== '-1') || editable(el);
}

function closest(el: ElementLike | null, test: (el: ElementLike) => boolean): ElementLike | null {
  for (let at = el; at; at = at.parentElement) if (at.nodeType === 1 && test(at)) return at;
  return null;
}

/** The control a click landed on or in, if any. */
export function controlOf(target: ElementLike): ElementLike | null {
  return closest(target, isInteractive);
}

/** The text an element shows, without any field's contents; a picture counts by its alt text. */
export function visibleText(el: ElementLike, limit = 200): string {
  let out = '';
  const walk = (node: NodeLike) => {
    if (out.length >= limit) return;
    if (node.nodeType === 3) out += node.nodeValue ?? '';
    if (node.nodeType !== 1) return;
    const el = node as ElementLike;
    if (UNREAD.has(el.tagName) || editable(el)) return;
    if (el.tagName === 'IMG') out += ` ${el.getAttribute('alt') ?? ''} `;
    for (let i = 0; i < el.childNodes.length; i++) walk(el.childNodes[i]);
  };
  for (let i = 0; i < el.childNodes.length; i++) walk(el.childNodes[i]);
  return out;
}

/**
 * Text as kept: one line, at most `max` characters, and what looks like an e-mail address or a phone number (seven or
 * more digits, spaces or dashes between them) replaced, since a page can show the shopper's own.
 */
export function cleanText(text: string, max = 80): string {
  return text
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[email]')
    .replace(/\+?\d(?:[\s-]?\d){6,}/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** A page's title as kept: the search page's names what was typed ("Results for …"), so it is left out. */
export function keptTitle(path: string, title: string): string {
  return path === '/search' ? '' : cleanText(title, 200);
}

/**
 * The words of what a click landed on. A control: its label (aria-label), else its text; a field: only its label or
 * placeholder, never its value. Anything else: its aria-label, a picture's alt or the heading it is in, else only its tag
 * ("p", "div"): the page's other text can be the shopper's own (a name, an address). Inside `data-private`: nothing.
 */
export function clickText(target: ElementLike): string {
  if (closest(target, (el) => el.getAttribute('data-private') !== null)) return '';
  const control = controlOf(target);
  if (control) {
    const label = control.getAttribute('aria-label');
    if (FIELDS.has(control.tagName) || editable(control)) {
      const own = control.labels?.[0];
      return cleanText(label || (own ? visibleText(own) : '') || control.getAttribute('placeholder') || control.tagName.toLowerCase());
    }
    return cleanText(label || visibleText(control) || control.getAttribute('title') || control.tagName.toLowerCase());
  }
  const heading = closest(target, (el) => /^H[1-6]$/.test(el.tagName));
  const words = target.getAttribute('aria-label') || (target.tagName === 'IMG' ? target.getAttribute('alt') : '') || (heading ? visibleText(heading) : '');
  return cleanText(words || '') || target.tagName.toLowerCase();
}

export type ClickKind = 'click' | 'rage' | 'burst';

/**
 * Rage clicks: a burst is clicks each within `within` ms of the one before and within `radius` px of its first; it turns
 * `rage` at its `count`th click inside one `within` window, once (its later clicks are `burst`).
 */
export function createRageDetector({ radius = 30, within = 1000, count = 3 } = {}) {
  let burst: { id: number; x: number; y: number; times: number[]; rage: boolean } | null = null;
  let ids = 0;
  return (x: number, y: number, at: number): { kind: ClickKind; burst: number } => {
    const last = burst?.times[burst.times.length - 1];
    if (!burst || last === undefined || at - last > within || Math.hypot(x - burst.x, y - burst.y) > radius) {
      burst = { id: ++ids, x, y, times: [], rage: false };
    }
    burst.times = [...burst.times.filter((t) => at - t <= within), at];
    if (!burst.rage && burst.times.length >= count) {
      burst.rage = true;
      return { kind: 'rage', burst: burst.id };
    }
    return { kind: burst.rage ? 'burst' : 'click', burst: burst.id };
  };
}

/**
 * A dead click, judged about a second after it: it was not part of a rage burst (that is its own signal), not the end of
 * a text selection, and no page was opened; then a click on something that is not a control is dead, and a control's
 * click is dead when the page did not change (no DOM mutation) and the focus did not move.
 */
export function isDeadClick(c: { interactive: boolean; changed: boolean; navigated: boolean; focusMoved: boolean; selectedText: boolean; rage: boolean }): boolean {
  if (c.rage || c.selectedText || c.navigated) return false;
  if (!c.interactive) return true;
  return !c.changed && !c.focusMoved;
}
