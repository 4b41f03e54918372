// What the page tells the tracker without importing it (the tracker is loaded late, or never): the visitor's facts the
// root learns from /visitor (signed in or not, the cart's count), and each addition to the cart, as a window event that
// costs nothing when no tracker listens.

export const CART_ADD_EVENT = 'zuuch:cart-add';
export type CartAddDetail = { origin: string | null; quantity: number };

export type VisitorFacts = { signedIn: boolean; cartCount: number; at: number };
let facts: VisitorFacts = { signedIn: false, cartCount: 0, at: 0 };

export function setVisitorFacts(next: { signedIn: boolean; cartCount: number }) {
  facts = { ...next, at: Date.now() };
}

export function visitorFacts(): VisitorFacts {
  return facts;
}

/** Told by add-to-cart once the cart took an addition; `origin` is the product's country when the caller knows it. */
export function announceCartAdd(detail: CartAddDetail) {
  try {
    window.dispatchEvent(new CustomEvent<CartAddDetail>(CART_ADD_EVENT, { detail }));
  } catch {
    /* nothing listens that matters more than the cart */
  }
}
