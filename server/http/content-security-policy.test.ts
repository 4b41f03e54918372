import { describe, expect, it } from 'vitest';
import { apiDocsPolicy, pagePolicy, sandboxPolicy } from './content-security-policy';

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
