import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { assertCanViewOrder, canViewOrder } from './permissions';

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
