import { describe, expect, it } from 'vitest';
import { checkLeasingRequest } from './check-leasing-request';
import { leasingRequestFields } from './schemas';

const pdf = new TextEncoder().encode('%PDF-1.7 statement');
const fields = (raw: Record<string, unknown>) => leasingRequestFields.parse(raw);
const income = { incomeType: 'salary', socialInsuranceMonths: '24', monthlyIncome: '2,500,000₮', monthlyLoan: '0' };
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err as { code: string; messageKey: string; fields: { path: string; messageKey: string; values?: unknown }[] };
  }
  throw new Error('no failure');
};

describe('checkLeasingRequest', () => {
  it('reads amounts as typed and answers the schedule the lender sees', () => {
    const checked = checkLeasingRequest(fields({ plan: 'easy_leasing', months: '12', downPayment: '600 000', ...income }), pdf, { price: 5_290_000, rating: 0 });
    expect(checked).toMatchObject({ plan: 'easy_leasing', months: 12, applicant: { incomeType: 'salary', socialInsuranceMonths: 24, monthlyIncome: 2_500_000, monthlyLoan: 0 } });
    expect(checked.schedule).toMatchObject({ downPayment: 600_000, financed: 4_690_000, months: 12 });
  });

  it('asks Easy Leasing for 10% down only above 5,000,000₮, and Khan Bank above 3,000,000₮', () => {
    expect(checkLeasingRequest(fields({ plan: 'easy_leasing', months: '6', downPayment: '0', ...income }), pdf, { price: 5_000_000, rating: 0 }).schedule.downPayment).toBe(0);
    expect(failure(() => checkLeasingRequest(fields({ plan: 'easy_leasing', months: '6', downPayment: '0', ...income }), pdf, { price: 5_000_001, rating: 0 })).fields).toEqual([
      { path: 'downPayment', messageKey: 'leasingDownPayment', values: { amount: '500,001₮' } },
    ]);
    expect(failure(() => checkLeasingRequest(fields({ plan: 'khan_leasing', months: '6', downPayment: '299999', ...income }), pdf, { price: 3_000_000 + 1, rating: 0 })).fields[0]).toMatchObject({
      path: 'downPayment',
    });
    // Left empty, the least down payment is taken.
    expect(checkLeasingRequest(fields({ plan: 'khan_leasing', months: '6', ...income }), pdf, { price: 4_000_000, rating: 0 }).schedule.downPayment).toBe(400_000);
  });

  it('keeps Pocket leasing for Boss 1 and up, 4-12 months, with no income data', () => {
    expect(failure(() => checkLeasingRequest(fields({ plan: 'pocket_leasing', months: '6' }), null, { price: 1_000_000, rating: 0 }))).toMatchObject({ code: 'FORBIDDEN', messageKey: 'leasingRatingTooLow' });
    expect(failure(() => checkLeasingRequest(fields({ plan: 'pocket_leasing', months: '3' }), null, { price: 1_000_000, rating: 1 })).fields).toEqual([
      { path: 'months', messageKey: 'leasingMonths', values: { min: 4, max: 12 } },
    ]);
    expect(checkLeasingRequest(fields({ plan: 'pocket_leasing', months: '12' }), null, { price: 1_000_000, rating: 2 })).toMatchObject({ months: 12, applicant: null });
  });

  it('takes Storepay and Pocket zero as they are: no term, no down payment, no file', () => {
    const storepay = checkLeasingRequest(fields({ plan: 'storepay', months: '9', downPayment: '5' }), null, { price: 400_000, rating: 0 });
    expect(storepay).toMatchObject({ months: null, applicant: null, schedule: { downPayment: 0, payments: [{ amount: 100_000 }, {}, {}, {}] } });
  });

  it('fixes PayOn at 24 months and still wants the income data and a real file', () => {
    const err = failure(() => checkLeasingRequest(fields({ plan: 'payon', incomeType: 'pension' }), new TextEncoder().encode('GIF89a'), { price: 2_000_000, rating: 0 }));
    expect(err.fields.map((f) => [f.path, f.messageKey])).toEqual([
      ['socialInsuranceMonths', 'required'],
      ['monthlyIncome', 'required'],
      ['monthlyLoan', 'required'],
      ['socialInsuranceFile', 'fileType'],
    ]);
    expect(checkLeasingRequest(fields({ plan: 'payon', ...income }), pdf, { price: 2_000_000, rating: 0 }).months).toBe(24);
  });

  it('reports the fields found wrong earlier with the rest, once each', () => {
    const err = failure(() =>
      checkLeasingRequest(fields({ plan: 'easy_leasing', months: '40', ...income, monthlyIncome: undefined }), pdf, { price: 1_000_000, rating: 0 }, [{ path: 'monthlyIncome', messageKey: 'integersOnly' }]),
    );
    expect(err.fields).toEqual([
      { path: 'monthlyIncome', messageKey: 'integersOnly' },
      { path: 'months', messageKey: 'leasingMonths', values: { min: 3, max: 30 } },
    ]);
  });
});
