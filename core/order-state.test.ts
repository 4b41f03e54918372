import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import {
  CLOSED_STATES,
  ORDER_STATES,
  PROGRESS_STEPS,
  SHIPPING_STAGES,
  UNPAID_CANCEL_HOURS,
  UNPAID_STATES,
  assertTransition,
  canTransition,
  isClosed,
  isMoneyState,
  isOrderState,
  isShippingStage,
  isUnpaidExpired,
  progressDone,
  unpaidDeadline,
  type OrderState,
} from './order-state';

// The expected moves, written out by hand (docs/orders.md has the same table): row = from, column = to, x = allowed.
// Column order: new, not_paid, underpaid, paid, overpaid, balance_due, approved, purchase, expected, on_delivery,
// complete, cancelled, returned, expired.
const columns = [
  'new',
  'not_paid',
  'underpaid',
  'paid',
  'overpaid',
  'balance_due',
  'approved',
  'purchase',
  'expected',
  'on_delivery',
  'complete',
  'cancelled',
  'returned',
  'expired',
] as const;
//                                 new  npd  upd  pd   ovp  bdu  apr  pur  exp  ond  cmp  cnc  ret  xpd
const grid: Record<(typeof columns)[number], string> = {
  new: /*        */ '              .    x    x    x    x    .    .    .    .    .    .    x    .    x',
  not_paid: /*   */ '              .    .    x    x    x    .    .    .    .    .    .    x    .    x',
  underpaid: /*  */ '              .    .    .    x    x    x    .    .    .    .    .    x    .    .',
  paid: /*       */ '              .    .    .    .    x    x    x    x    x    x    .    x    .    .',
  overpaid: /*   */ '              .    .    .    x    .    .    x    x    x    x    .    x    .    .',
  balance_due: /**/ '              .    .    .    x    x    .    x    x    .    .    .    x    .    .',
  approved: /*   */ '              .    .    .    .    .    x    .    x    x    x    x    x    .    .',
  purchase: /*   */ '              .    .    .    .    .    x    .    .    x    x    x    x    .    .',
  expected: /*   */ '              .    .    .    .    .    .    .    .    .    x    x    .    x    .',
  on_delivery: /**/ '              .    .    .    .    .    .    .    .    x    .    x    .    x    .',
  complete: /*   */ '              .    .    .    .    .    .    .    .    .    .    .    .    x    .',
  cancelled: /*  */ '              .    .    .    .    .    .    .    .    .    .    .    .    .    .',
  returned: /*   */ '              .    .    .    .    .    .    .    .    .    .    .    .    .    .',
  expired: /*    */ '              .    .    .    .    .    .    .    .    .    .    .    .    .    .',
};

function expectedAllowed(from: OrderState, to: OrderState): boolean {
  const cells = grid[from].trim().split(/\s+/);
  expect(cells).toHaveLength(14);
  return cells[columns.indexOf(to)] === 'x';
}

const pairs = ORDER_STATES.flatMap((from) => ORDER_STATES.map((to) => [from, to, expectedAllowed(from, to)] as const));

describe('order states', () => {
  it('are the fourteen the spec names, in the table’s order', () => {
    expect([...ORDER_STATES]).toEqual([...columns]);
    expect(pairs).toHaveLength(14 * 14);
    expect(isOrderState('on_delivery')).toBe(true);
    expect(isOrderState('canceled')).toBe(false);
    expect(isOrderState('')).toBe(false);
  });

  it('allow 51 moves in all, none from a state to itself', () => {
    expect(pairs.filter(([, , allowed]) => allowed)).toHaveLength(51);
    for (const s of ORDER_STATES) expect(canTransition(s, s)).toBe(false);
  });

  it.each(pairs.filter(([, , allowed]) => allowed))('%s → %s is allowed', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  it.each(pairs.filter(([, , allowed]) => !allowed))('%s → %s is refused with CONFLICT', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    let thrown: unknown;
    try {
      assertTransition(from, to);
    } catch (error) {
      thrown = error;
    }
    expect(AppError.is(thrown)).toBe(true);
    const error = thrown as AppError;
    expect(error.code).toBe('CONFLICT');
    expect(error.status).toBe(409);
    expect(error.messageKey).toBe('illegalTransition');
    expect(error.values).toEqual({ from, to });
  });

  it('end in three closed states that lead nowhere', () => {
    expect([...CLOSED_STATES].sort()).toEqual(['cancelled', 'expired', 'returned']);
    for (const s of ORDER_STATES) expect(isClosed(s)).toBe(['cancelled', 'expired', 'returned'].includes(s));
    for (const s of ['cancelled', 'returned', 'expired'] as const) {
      for (const to of ORDER_STATES) expect(canTransition(s, to)).toBe(false);
    }
  });

  it('know the money states', () => {
    const money = ORDER_STATES.filter(isMoneyState);
    expect(money).toEqual(['not_paid', 'underpaid', 'paid', 'overpaid', 'balance_due']);
  });
});

describe('the 48-hour rule for unpaid orders', () => {
  const placedAt = new Date('2025-03-10T08:00:00Z');
  const hoursLater = (h: number, m = 0) => new Date(placedAt.getTime() + (h * 60 + m) * 60_000);

  it('gives an order 48 hours from placing', () => {
    expect(UNPAID_CANCEL_HOURS).toBe(48);
    expect(unpaidDeadline(placedAt).toISOString()).toBe('2025-03-12T08:00:00.000Z');
    // Across a month end too.
    expect(unpaidDeadline(new Date('2025-02-27T20:30:00Z')).toISOString()).toBe('2025-03-01T20:30:00.000Z');
  });

  it('has not expired at 47 h 59 min', () => {
    const deadline = unpaidDeadline(placedAt);
    expect(isUnpaidExpired('new', deadline, hoursLater(47, 59))).toBe(false);
    expect(isUnpaidExpired('not_paid', deadline, hoursLater(47, 59))).toBe(false);
    expect(isUnpaidExpired('not_paid', deadline, new Date('2025-03-12T07:59:59.999Z'))).toBe(false);
  });

  it('has expired at exactly 48 h and after', () => {
    const deadline = unpaidDeadline(placedAt);
    expect(isUnpaidExpired('new', deadline, hoursLater(48))).toBe(true);
    expect(isUnpaidExpired('not_paid', deadline, new Date('2025-03-12T08:00:00Z'))).toBe(true);
    expect(isUnpaidExpired('not_paid', deadline, hoursLater(72))).toBe(true);
  });

  it('applies to new and not-paid orders only, which may move to expired', () => {
    expect([...UNPAID_STATES].sort()).toEqual(['new', 'not_paid']);
    for (const s of UNPAID_STATES) expect(canTransition(s, 'expired')).toBe(true);
  });

  it('never expires a paid order', () => {
    const deadline = unpaidDeadline(placedAt);
    for (const s of ['paid', 'overpaid', 'balance_due', 'approved', 'purchase', 'expected', 'on_delivery', 'complete'] as const) {
      expect(isUnpaidExpired(s, deadline, hoursLater(48))).toBe(false);
      expect(isUnpaidExpired(s, deadline, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    }
  });

  it('never expires an underpaid order: money came in, staff handle it', () => {
    const deadline = unpaidDeadline(placedAt);
    expect(isUnpaidExpired('underpaid', deadline, hoursLater(48))).toBe(false);
    expect(isUnpaidExpired('underpaid', deadline, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(canTransition('underpaid', 'expired')).toBe(false);
  });

  it('does not expire an order that is already closed', () => {
    const deadline = unpaidDeadline(placedAt);
    for (const s of CLOSED_STATES) expect(isUnpaidExpired(s, deadline, hoursLater(100))).toBe(false);
  });
});

describe('progress steps', () => {
  it('are the seven the spec names', () => {
    expect([...PROGRESS_STEPS]).toEqual(['created', 'paymentConfirmed', 'ordered', 'arrived', 'deliveryChoice', 'inDelivery', 'done']);
  });

  // state → steps done [delivery not chosen, delivery chosen]
  const expected: [OrderState, number, number][] = [
    ['new', 1, 1],
    ['not_paid', 1, 1],
    ['underpaid', 1, 1],
    ['paid', 2, 2],
    ['overpaid', 2, 2],
    ['balance_due', 2, 2],
    ['approved', 2, 2],
    ['purchase', 3, 3],
    ['expected', 4, 5],
    ['on_delivery', 6, 6],
    ['complete', 7, 7],
    ['cancelled', 1, 1],
    ['returned', 7, 7],
    ['expired', 1, 1],
  ];

  it('cover every state', () => {
    expect(expected.map(([s]) => s).sort()).toEqual([...ORDER_STATES].sort());
  });

  it.each(expected)('%s: %i done, %i once the delivery is chosen', (state, notChosen, chosen) => {
    expect(progressDone(state, false)).toBe(notChosen);
    expect(progressDone(state, true)).toBe(chosen);
  });
});

describe('shipping stages', () => {
  it('are the five the spec names, in order', () => {
    expect([...SHIPPING_STAGES]).toEqual(['verified', 'internationalOrder', 'interstate', 'border', 'innerDelivery']);
    expect(isShippingStage('border')).toBe(true);
    expect(isShippingStage('customs')).toBe(false);
  });
});

describe('staff moves', () => {
  it('never include the states that follow the money', async () => {
    const { ORDER_STATES, staffMoves, MONEY_FOLLOWING_STATES, TRANSITIONS } = await import('./order-state');
    for (const from of ORDER_STATES) {
      expect(staffMoves(from).some((to) => MONEY_FOLLOWING_STATES.includes(to))).toBe(false);
      for (const to of staffMoves(from)) expect(TRANSITIONS[from]).toContain(to);
    }
    expect(staffMoves('new')).toEqual(['cancelled', 'expired']);
    expect(staffMoves('paid')).toContain('purchase');
  });
});
