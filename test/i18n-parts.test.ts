// The browser gets a shop page's words without the console's (core/i18n/parts.ts): every section of the catalogue is
// in one part, and no page outside the console shows a console word — it would show its key instead.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../core/i18n/en';
import { catalogueReady, loadCatalogue, translator } from '../core/i18n';
import { consoleSections, isConsolePath, partOf } from '../core/i18n/parts';

const root = path.resolve(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return files(rel);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [rel] : [];
  });
}

/** Code only the console's pages run (the console's routes, layout and components, the content editor). */
const consoleOnly = (file: string) =>
  /^app\/(routes\/console-|layouts\/console\.tsx|lib\/console|components\/console[/-]|components\/content-editor\/)/.test(file);

describe('catalogue parts', () => {
  it('put every section in the shop or the console, the console sections existing', () => {
    for (const section of consoleSections) expect(Object.keys(en)).toContain(section);
    expect(Object.keys(en).filter((section) => partOf(section) === 'console').sort()).toEqual([...consoleSections].sort());
    expect(partOf('product')).toBe('shop');
  });

  it('keep the console words to the console pages', () => {
    const keyOfConsole = new RegExp(`['"\`](${consoleSections.join('|')})\\.[A-Za-z]`);
    const offending = files('app').filter((file) => !consoleOnly(file) && keyOfConsole.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offending).toEqual([]);
    // The content editor is the console's (its preview is a /console page in the shop's layout).
    const editorUsers = files('app').filter((file) => readFileSync(path.join(root, file), 'utf8').includes('components/content-editor/'));
    expect(editorUsers.filter((file) => !consoleOnly(file))).toEqual([]);
  });

  it('say which pages are the console', () => {
    expect(isConsolePath('/console')).toBe(true);
    expect(isConsolePath('/console/content/preview')).toBe(true);
    expect(isConsolePath('/consoles')).toBe(false);
    expect(isConsolePath('/p/console-table')).toBe(false);
  });

  it('are all on the server already: nothing to fetch, every word there', async () => {
    expect(catalogueReady('mn', 'console')).toBe(true);
    await loadCatalogue('mn', 'shop');
    expect(translator('mn')('console.content.previewBanner')).not.toBe('console.content.previewBanner');
  });
});
