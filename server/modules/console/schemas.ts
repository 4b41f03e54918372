// The console's operations: one zod schema each, shared by the pages' actions, the API and the CLI.
import { z } from 'zod';
import { isCalendarDay } from '../../../core/dates';
import { ORDER_STATES, SHIPPING_STAGES } from '../../../core/order-state';
import { STAFF_ROLES } from '../../../core/permissions';

/** Usernames are compared as typed in lowercase: "Bat" and "bat" are one account. */
export const username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{1,39}$/);

export const password = z.string().min(8).max(200);

export const staffRole = z.enum(STAFF_ROLES);

/** Creating a staff member or resetting one (same username: new password, name and role). */
export const staffInput = z.object({
  username,
  password,
  name: z.string().trim().min(1).max(100).optional(),
  role: staffRole.default('operator'),
});
export type StaffInput = z.input<typeof staffInput>;

/** An admin's change to a staff member's access: a new role, and/or deactivated (false) or active again (true). */
export const staffAccessInput = z
  .object({ role: staffRole.optional(), active: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, { params: { messageKey: 'required' } });

export const loginInput = z.object({ username: z.string().max(100), password: z.string().max(200) });

const isoDate = z.string().refine(isCalendarDay);

/** The order list's filters as they appear in the URL (?state=paid&q=99112233&from=2026-01-01&to=2026-01-31&page=2). */
export const orderListQuery = z.object({
  state: z.enum(ORDER_STATES).optional(),
  /** An order number, a phone (or part of one), or a customer's name. */
  q: z.string().trim().max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Only orders whose payment cannot be confirmed (their provider does not answer): `?unconfirmed=1`. */
  unconfirmed: z.literal('1').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OrderListQuery = z.output<typeof orderListQuery>;

/** Reading the filters from a page URL leniently: a bad parameter is dropped, as the catalog pages do. */
export function orderListQueryFrom(params: URLSearchParams): OrderListQuery {
  const query: Record<string, string> = {};
  for (const key of ['state', 'q', 'from', 'to', 'unconfirmed', 'page'] as const) {
    const value = params.get(key);
    if (value !== null && value !== '' && orderListQuery.shape[key].safeParse(value).success) query[key] = value;
  }
  return orderListQuery.parse(query);
}

export const transitionInput = z.object({ to: z.enum(ORDER_STATES), reason: z.string().trim().max(500).optional() });

export const stageInput = z.object({ reachedOn: isoDate, note: z.string().trim().max(300).optional() });
export const shippingStage = z.enum(SHIPPING_STAGES);

/** Moves that undo a sale need a reason in the history. */
export const REASON_REQUIRED: readonly string[] = ['cancelled', 'returned'];
