// Who may see what. Spec §6: an order is visible only to the shopper logged in with the order's phone number.
import { AppError } from './app-error';

export type Viewer = { phone: string | null } | null;

export function canViewOrder(viewer: Viewer, order: { phone: string }): boolean {
  return Boolean(viewer?.phone) && viewer!.phone === order.phone;
}

/** Throws FORBIDDEN "You are not permitted to view this order" unless the viewer may see the order. */
export function assertCanViewOrder(viewer: Viewer, order: { phone: string }): void {
  if (!canViewOrder(viewer, order)) throw new AppError('FORBIDDEN', 'notPermittedOrder');
}

/**
 * Staff roles and what each may do in the console (checked on the server by every console page, action and API route):
 *   admin    everything, including staff accounts and store settings
 *   operator orders, payments, bank transfers, leasing applications, gift cards — and content
 *   content  store content only (pages, articles, FAQ, legal documents, the home page, redirects): no orders, no money
 */
export const STAFF_ROLES = ['admin', 'operator', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type ConsoleArea = 'orders' | 'money' | 'content' | 'staff' | 'settings';

const areasOf: Record<StaffRole, readonly ConsoleArea[]> = {
  admin: ['orders', 'money', 'content', 'staff', 'settings'],
  operator: ['orders', 'money', 'content'],
  content: ['content'],
};

export function staffMay(role: StaffRole, area: ConsoleArea): boolean {
  return areasOf[role].includes(area);
}
