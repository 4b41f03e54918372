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
