// The staff login limiter counts in the database: two limiters on one database (two processes of a store) share a lockout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import { createLoginLimiter } from './login-limiter';

describe.each(databaseKinds)('staff login limiter on %s', (kind) => {
  let t: TestDatabase;
  const limits = { perUsername: 3, perAddress: 5, windowMs: 60_000 };
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 24) + ms);
  beforeAll(async () => {
    t = await createTestDatabase(kind, { seed: false });
  });
  afterAll(() => t?.drop());

  it('locks a username after its failures in any process, until the oldest leaves the window', async () => {
    const [one, two] = [createLoginLimiter(t.database.db, limits), createLoginLimiter(t.database.db, limits)];
    for (let i = 0; i < 3; i++) expect((await (i % 2 ? one : two).take('bat', `10.0.0.${i}`, at(1_000 + i))).waitMs).toBe(0);
    expect((await one.take('bat', '10.0.0.9', at(2_000))).waitMs).toBe(59_000);
    expect((await two.take('dorj', '10.0.0.9', at(2_000))).waitMs).toBe(0);
    expect((await two.take('bat', '10.0.0.9', at(61_000))).waitMs).toBe(0);
  });

  it('locks an address that tries many usernames', async () => {
    const limiter = createLoginLimiter(t.database.db, limits);
    for (let i = 0; i < 5; i++) await limiter.take(`user${i}`, '10.0.1.1', at(1_000));
    expect((await limiter.take('someone-else', '10.0.1.1', at(1_000))).waitMs).toBeGreaterThan(0);
    expect((await limiter.take('someone-else', '10.0.1.2', at(1_000))).waitMs).toBe(0);
  });

  it('counts every one of many tries sent at once', async () => {
    const limiter = createLoginLimiter(t.database.db, limits);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => limiter.take('saraa', `10.0.2.${i}`, at(1_000))));
    expect(answers.filter((a) => a.waitMs === 0)).toHaveLength(3);
  });

  it('forgets a username’s failures after it logs in, and gives the address back only that try', async () => {
    const limiter = createLoginLimiter(t.database.db, limits);
    await limiter.take('tuya', '10.0.3.1', at(1_000));
    await limiter.take('tuya', '10.0.3.1', at(1_000));
    const right = await limiter.take('tuya', '10.0.3.1', at(1_000));
    await limiter.succeeded('tuya', right.tryId!);
    await limiter.take('tuya', '10.0.3.1', at(1_000));
    expect((await limiter.take('tuya', '10.0.3.1', at(1_000))).waitMs).toBe(0);
    // The address counts 4 of its 5: the right try was given back, the wrong ones were not.
    expect((await limiter.take('other', '10.0.3.1', at(1_000))).waitMs).toBe(0);
    expect((await limiter.take('other', '10.0.3.1', at(1_000))).waitMs).toBeGreaterThan(0);
  });
});
