import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiDocsPolicy, keptPage, pagePolicy, sandboxPolicy } from './content-security-policy';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the Content-Security-Policy of a page', () => {
  it('runs only the store’s own scripts and those with the nonce; no plugin, base, foreign form or framing', () => {
    const p = directives(pagePolicy('abc123', { tagManager: false }));
    expect(p['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(p['style-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(p['script-src-attr']).toEqual(["'none'"]);
    expect(p['object-src']).toEqual(["'none'"]);
    expect(p['base-uri']).toEqual(["'self'"]);
    expect(p['form-action']).toEqual(["'self'"]);
    expect(p['frame-ancestors']).toEqual(["'none'"]);
    expect(p['connect-src']).toEqual(["'self'"]);
    expect(p['report-uri']).toBeUndefined();
  });

  it('allows Google’s tag hosts only with a tag manager, and Vite’s hot-reload socket only in development', () => {
    const gtm = directives(pagePolicy('n', { tagManager: true }));
    expect(gtm['script-src']).toContain('https://www.googletagmanager.com');
    expect(gtm['connect-src']).toContain('https://*.google-analytics.com');
    const dev = directives(pagePolicy('n', { tagManager: false, development: true, reportUri: '/__csp-report' }));
    expect(dev['connect-src']).toEqual(["'self'", 'ws://localhost:*', 'ws://127.0.0.1:*']);
    expect(dev['report-uri']).toEqual(['/__csp-report']);
  });

  it('keeps nonces off the API document UI and scripts off the sandboxes’ pages', () => {
    expect(apiDocsPolicy()).not.toContain('nonce');
    expect(directives(apiDocsPolicy())['script-src']).toEqual(["'self'"]);
    expect(directives(sandboxPolicy())['script-src']).toEqual(["'none'"]);
    expect(directives(sandboxPolicy())['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('a page kept for everyone', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const nonce = 'Rm9yIHRoaXMgcmVuZGVyIG9ubHk=';
  const policy = pagePolicy(nonce, { tagManager: true });
  const html = [
    `<head><meta property="csp-nonce" nonce="${nonce}"/><link nonce="${nonce}" rel="stylesheet" href="/a.css"/>`,
    `<style nonce="${nonce}">.x{color:red}</style></head><body><p>Ünen</p>`,
    // What reached the page without the nonce, e.g. through a description: it must stay blocked.
    `<script>steal()</script><style>.y{}</style>`,
    `<script nonce="${nonce}">window.__ctx = {"a":"\\u003c/script>"}</script>`,
    `<script nonce="${nonce}" type="module" async="">import "/assets/entry.js";</script></body>`,
  ].join('');
  const kept = keptPage(html, policy, nonce);

  it('carries no nonce, and allows exactly the scripts and styles that carried it, by their hashes', () => {
    expect(kept.html).not.toContain(nonce);
    expect(kept.html).toContain('<meta property="csp-nonce"/><link rel="stylesheet" href="/a.css"/>');
    const p = directives(kept.policy);
    expect(p['script-src']).toEqual([
      "'self'",
      sha256('window.__ctx = {"a":"\\u003c/script>"}'),
      sha256('import "/assets/entry.js";'),
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
    ]);
    expect(p['style-src']).toEqual(["'self'", sha256('.x{color:red}')]);
    expect(kept.policy).not.toContain(sha256('steal()'));
    expect(kept.policy).not.toContain(sha256('.y{}'));
    expect(kept.policy).not.toContain('nonce');
  });

  it('leaves every other directive as it was', () => {
    const before = directives(policy);
    const after = directives(kept.policy);
    for (const name of Object.keys(before)) if (name !== 'script-src' && name !== 'style-src') expect(after[name]).toEqual(before[name]);
  });
});
