import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { assertCanViewOrder, canViewOrder, staffMay } from './permissions';

describe('order permission (spec §6)', () => {
  const order = { phone: '+97699112233' };

  it('lets the shopper logged in with the order phone see it', () => {
    expect(canViewOrder({ phone: '+97699112233' }, order)).toBe(true);
  });

  it.each([
    ['a guest', null],
    ['another shopper', { phone: '+97688112233' }],
    ['an account without a phone', { phone: null }],
  ])('refuses %s with FORBIDDEN', (_who, viewer) => {
    expect(canViewOrder(viewer, order)).toBe(false);
    try {
      assertCanViewOrder(viewer, order);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(403);
      expect((err as AppError).messageKey).toBe('notPermittedOrder');
    }
  });
});

describe('staff roles (what each may do in the console)', () => {
  it.each([
    ['admin', 'orders', true],
    ['admin', 'money', true],
    ['admin', 'content', true],
    ['admin', 'staff', true],
    ['admin', 'settings', true],
    ['operator', 'orders', true],
    ['operator', 'money', true],
    ['operator', 'content', false],
    ['operator', 'catalog', false],
    ['operator', 'staff', false],
    ['operator', 'settings', false],
    ['content', 'orders', false],
    ['content', 'money', false],
    ['content', 'content', true],
    ['content', 'staff', false],
    ['content', 'settings', false],
    ['content', 'catalog', false],
    ['catalog', 'catalog', true],
    ['catalog', 'orders', false],
    ['catalog', 'money', false],
    ['catalog', 'content', false],
    ['catalog', 'audit', false],
    ['finance', 'money', true],
    ['finance', 'audit', true],
    ['finance', 'orders', false],
    ['finance', 'catalog', false],
    ['finance', 'settings', false],
    ['admin', 'catalog', true],
    ['admin', 'audit', true],
    // The visitor dashboard: everyone who works on the shop itself, not finance or hiring.
    ['admin', 'visitors', true],
    ['operator', 'visitors', true],
    ['catalog', 'visitors', true],
    ['content', 'visitors', true],
    ['finance', 'visitors', false],
    ['hiring', 'visitors', false],
  ] as const)('%s may work in %s: %s', (role, area, may) => {
    expect(staffMay(role, area)).toBe(may);
  });
});
