import { describe, expect, it } from 'vitest';
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
