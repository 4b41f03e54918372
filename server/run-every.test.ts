import { describe, expect, it, vi } from 'vitest';
import { logRunFailure } from './run-every';

describe("a worker run's failure", () => {
  it('is an error in the log', () => {
    const log = { error: vi.fn() };
    const err = new Error('duplicate key value violates unique constraint');
    logRunFailure(log, 'e-receipt run failed')(err);
    expect(log.error).toHaveBeenCalledWith({ err }, 'e-receipt run failed');
  });

  it('is not logged again by every worker while the database is away (the outage is told once)', () => {
    const log = { error: vi.fn() };
    logRunFailure(log, 'unpaid order sweep failed')(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    logRunFailure(log, 'unpaid order sweep failed')(new Error('Connection terminated unexpectedly'));
    expect(log.error).not.toHaveBeenCalled();
  });
});
