// Page actions read what was posted one way: readForm (app/lib/action-error.ts), where the store's rule for incoming
// text is applied, or the leasing upload's reader followed by the same check. A route that read the request's body
// itself would skip the rule; this test finds one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const routes = path.join(import.meta.dirname, '../app/routes');
const readsBody = /\brequest\s*\.\s*(formData|text|json|arrayBuffer|blob|body)\b/;

describe('page actions', () => {
  it('read their form only through readForm (or the upload reader and checkFormText)', () => {
    const files = readdirSync(routes).filter((f) => f.endsWith('.tsx'));
    const offenders = files.filter((f) => readsBody.test(readFileSync(path.join(routes, f), 'utf8')));
    expect(offenders).toEqual([]);
    for (const file of files) {
      const source = readFileSync(path.join(routes, file), 'utf8');
      if (source.includes('readUploadForm(')) expect(source, file).toContain('checkFormText(');
    }
  });
});
