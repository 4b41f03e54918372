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
 *   admin     everything, including staff accounts, store settings and the audit log
 *   operator  orders, shipping stages, payments, bank transfers, refunds, leasing applications, gift cards sold at the counter
 *   catalog   the catalog: products, variants, pictures, stock, categories, brands, bundles, prices and their rules, imports
 *   content   store content only (pages, articles, FAQ, legal documents, the home page, redirects)
 *   finance   money: bank transfers, refunds, receipts, gift cards, leasing — and the audit log, to check who did what
 *   hiring    careers: the open positions and the applications with their CVs (people's personal data, so no one else's)
 * Survey answers (customer feedback) belong to the orders area; seasonal decorations to content. The visitor dashboard
 * (visitors: counts of anonymous visits, no shopper in them) is open to everyone who works on the shop itself: admin,
 * operator, catalog and content — not finance or hiring, whose work it is not.
 */
export const STAFF_ROLES = ['admin', 'operator', 'catalog', 'content', 'finance', 'hiring'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CONSOLE_AREAS = ['orders', 'money', 'catalog', 'content', 'careers', 'staff', 'settings', 'audit', 'visitors'] as const;
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

const areasOf: Record<StaffRole, readonly ConsoleArea[]> = {
  admin: CONSOLE_AREAS,
  operator: ['orders', 'money', 'visitors'],
  catalog: ['catalog', 'visitors'],
  content: ['content', 'visitors'],
  finance: ['money', 'audit'],
  hiring: ['careers'],
};

export function staffMay(role: StaffRole, area: ConsoleArea): boolean {
  return areasOf[role].includes(area);
}
