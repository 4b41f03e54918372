// The visitor's own bits on a page that is the same for everyone (the account's name, cart and wishlist counts, liked
// products): loaded once after hydration from /visitor by the root, and again by React Router after every action, as a
// fetcher all components share by its key. Until it answers, the page shows a visitor with nothing (no flash of
// someone else's data is possible: the server never put any in the page).
import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { Visitor } from '../routes/visitor';

export const VISITOR_FETCHER = 'visitor';
export const VISITOR_PATH = '/visitor';

const NOBODY = { account: null, cartCount: 0, likedIds: [] as string[] };

/** What the page may show of its visitor now (nothing until /visitor has answered). */
export function useVisitor(): Pick<Visitor, 'account' | 'cartCount' | 'likedIds'> {
  return useFetcher<Visitor | null>({ key: VISITOR_FETCHER }).data ?? NOBODY;
}

/** The products the shopper liked (none until known). */
export function useLikedIds(): string[] {
  return useVisitor().likedIds;
}

/** How long a press waits for /visitor before it goes ahead anyway (the server then answers what it can). */
const VISITOR_WAIT_MS = 5000;

/**
 * A promise that the visitor is known: /visitor has answered (with the visitor, or null when it could not be read), so
 * the browser has its user_token cookie if it can have one (a first visit gets it there). A shopper who adds to the
 * cart or likes a product the moment a kept page shows waits for that answer instead of being told to log in.
 */
export function useVisitorKnown(): () => Promise<void> {
  const known = useFetcher<Visitor | null>({ key: VISITOR_FETCHER }).data !== undefined;
  const knownNow = useRef(known);
  const waiting = useRef(new Set<() => void>());
  knownNow.current = known;
  useEffect(() => {
    if (known) for (const resume of waiting.current) resume();
  }, [known]);
  return useCallback(() => {
    if (knownNow.current) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const resume = () => {
        clearTimeout(timer);
        waiting.current.delete(resume);
        resolve();
      };
      const timer = setTimeout(resume, VISITOR_WAIT_MS);
      waiting.current.add(resume);
    });
  }, []);
}
