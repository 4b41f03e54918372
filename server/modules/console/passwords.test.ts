import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter';
import { hashPassword, verifyPassword } from './passwords';

describe('staff passwords', () => {
  it('hashes with scrypt and a fresh salt, and checks the password against the hash', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse battery'), hashPassword('correct horse battery')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b); // salted: the same password never gives the same hash
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batter', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('reads the same password typed in another Unicode form as the same', async () => {
    const hash = await hashPassword('Сайн байна уу'.normalize('NFD'));
    expect(await verifyPassword('Сайн байна уу'.normalize('NFC'), hash)).toBe(true);
  });

  it('matches nothing against a malformed hash', async () => {
    for (const bad of ['', 'plain', 'scrypt$x$8$1$abc$def', 'bcrypt$10$abc', 'scrypt$32768$8$1$$']) expect(await verifyPassword('x', bad)).toBe(false);
  });
});

describe('staff login limiter', () => {
  const limits = { perUsername: 3, perAddress: 5, windowMs: 60_000 };

  it('locks a username after its failures, until the oldest leaves the window', () => {
    const limiter = createLoginLimiter(limits);
    for (let i = 0; i < 3; i++) limiter.failed('bat', `10.0.0.${i}`, 1_000 + i);
    expect(limiter.waitMs('bat', '10.0.0.9', 2_000)).toBe(59_000);
    expect(limiter.waitMs('dorj', '10.0.0.9', 2_000)).toBe(0);
    expect(limiter.waitMs('bat', '10.0.0.9', 61_000)).toBe(0);
  });

  it('locks an address that tries many usernames', () => {
    const limiter = createLoginLimiter(limits);
    for (let i = 0; i < 5; i++) limiter.failed(`user${i}`, '10.0.0.1', 1_000);
    expect(limiter.waitMs('someone-else', '10.0.0.1', 1_000)).toBeGreaterThan(0);
    expect(limiter.waitMs('someone-else', '10.0.0.2', 1_000)).toBe(0);
  });

  it('forgets a username’s failures after it logs in', () => {
    const limiter = createLoginLimiter(limits);
    limiter.failed('bat', '10.0.0.1', 1_000);
    limiter.failed('bat', '10.0.0.1', 1_000);
    limiter.succeeded('bat', '10.0.0.1');
    limiter.failed('bat', '10.0.0.1', 1_000);
    expect(limiter.waitMs('bat', '10.0.0.1', 1_000)).toBe(0);
  });
});
