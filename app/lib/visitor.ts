// The visitor's own bits on a page that is the same for everyone (the account's name, cart and wishlist counts, liked
// products): loaded once after hydration from /visitor by the root, and again by React Router after every action, as a
// fetcher all components share by its key. Until it answers, the page shows a visitor with nothing (no flash of
// someone else's data is possible: the server never put any in the page).
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
