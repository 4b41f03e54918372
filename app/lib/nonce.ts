// The Content-Security-Policy nonce of this page (server/http/content-security-policy.ts): the server render gets it from
// the load context through entry.server.tsx; in the browser it is read back from the page, whose elements keep it as
// their `nonce` property (the attribute itself is hidden), so hydration renders the same value.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce for an inline <script> or <style> of this page (undefined outside a page, e.g. in a test render). */
export function useNonce(): string | undefined {
  const fromServer = useContext(NonceContext);
  if (fromServer !== undefined || typeof document === 'undefined') return fromServer;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
