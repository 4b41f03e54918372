// Every form of the store validates with its own, localised messages (the server's, shown beside the field), never the
// browser's bubbles, which speak the browser's language ("Please fill out this field." on a Mongolian page): each <form>
// and <Form> in app/ carries noValidate. Fields keep `required` and friends, which screen readers announce.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : [],
  );
}

/** The opening tags of forms in a TSX source: `<form` or `<Form` up to its `>`, braces (attribute expressions) skipped. */
export function formTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<(form|Form)[\s>]/g)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < source.length; end++) {
      const c = source[end];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

describe('forms', () => {
  it('finds the opening tag of a form whose attributes hold arrow functions', () => {
    const tags = formTags('<Form method="get" onSubmit={() => setOpen(false)} noValidate>\n<input /></Form> <form action="/x">');
    expect(tags).toEqual(['<Form method="get" onSubmit={() => setOpen(false)} noValidate>', '<form action="/x">']);
  });

  it('every form in app/ leaves validation to the page (noValidate)', () => {
    const files = sources('app');
    const forms = files.flatMap((file) => formTags(readFileSync(path.join(root, file), 'utf8')).map((tag) => ({ file, tag })));
    expect(forms.length).toBeGreaterThan(20);
    expect(forms.filter((f) => !/\bnoValidate\b/.test(f.tag)).map((f) => `${f.file}: ${f.tag.replace(/\s+/g, ' ')}`)).toEqual([]);
  });
});
