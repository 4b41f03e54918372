import { describe, expect, it } from 'vitest';
import { canAnswerSurvey, checkSurveyAnswer, npsGroup, npsOverTime, npsScore, periodOf, readSurveyForm, stepAverages, surveyNeedsReason } from './survey';

describe('npsScore', () => {
  it('is % promoters minus % detractors', () => {
    // 2 promoters (10, 9), 1 passive (8), 1 detractor (3): 50 − 25 = 25
    expect(npsScore([10, 9, 8, 3])).toBe(25);
    expect(npsScore([10, 10, 10])).toBe(100);
    expect(npsScore([0, 6])).toBe(-100);
    expect(npsScore([7, 8])).toBe(0);
    // 1 promoter, 2 detractors of 3: 33.3 − 66.7 = −33
    expect(npsScore([9, 6, 0])).toBe(-33);
    expect(npsScore([])).toBeNull();
  });
  it('groups the scale', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsGroup)).toEqual(['detractor', 'detractor', 'passive', 'passive', 'promoter', 'promoter']);
  });
});

describe('surveyNeedsReason', () => {
  it('asks a reason at 3 or less', () => {
    expect([1, 2, 3, 4, 5].map(surveyNeedsReason)).toEqual([true, true, true, false, false]);
  });
  it('opens only on a complete order', () => {
    expect(canAnswerSurvey('complete')).toBe(true);
    expect(canAnswerSurvey('on_delivery')).toBe(false);
  });
});

describe('checkSurveyAnswer', () => {
  it('takes a full answer and a high score without reason', () => {
    expect(checkSurveyAnswer({ satisfaction: 5, reason: '', nps: 10, steps: { product: 5, staff: 4 } })).toEqual([]);
    expect(checkSurveyAnswer({ satisfaction: 4, nps: 0 })).toEqual([]);
  });
  it('needs a reason at 3 or less', () => {
    expect(checkSurveyAnswer({ satisfaction: 3, reason: '  ', nps: 5 })).toEqual([{ path: 'reason', messageKey: 'survey.reasonRequired' }]);
    expect(checkSurveyAnswer({ satisfaction: 1, reason: 'Late', nps: 5 })).toEqual([]);
  });
  it('names what is missing or out of range', () => {
    expect(checkSurveyAnswer({ nps: 11, steps: { price: 0, colour: 3 } })).toEqual([
      { path: 'satisfaction', messageKey: 'survey.chooseSatisfaction' },
      { path: 'nps', messageKey: 'invalidFormat' },
      { path: 'steps.price', messageKey: 'invalidFormat' },
      { path: 'steps.colour', messageKey: 'unknownField' },
    ]);
    expect(checkSurveyAnswer({ satisfaction: 2.5, reason: 'x', nps: 3 })).toEqual([{ path: 'satisfaction', messageKey: 'invalidFormat' }]);
    expect(checkSurveyAnswer({ satisfaction: 5, reason: 'x'.repeat(1001), nps: 3 })).toEqual([{ path: 'reason', messageKey: 'survey.reasonTooLong' }]);
  });
  it('reads a form', () => {
    const form = new Map<string, string>([['satisfaction', '2'], ['nps', ''], ['reason', 'Box was torn'], ['step_packaging', '1'], ['step_price', 'x']]);
    expect(readSurveyForm(form)).toEqual({ satisfaction: 2, nps: undefined, reason: 'Box was torn', steps: { packaging: 1, price: NaN } });
  });
});

describe('the report', () => {
  it('buckets by Ulaanbaatar week and month', () => {
    // Sunday 23:30 UTC is Monday 07:30 in Ulaanbaatar
    expect(periodOf(new Date('2026-03-01T23:30:00Z'), 'week')).toBe('2026-03-02');
    expect(periodOf(new Date('2026-03-01T10:00:00Z'), 'week')).toBe('2026-02-23');
    expect(periodOf(new Date('2026-03-31T17:00:00Z'), 'month')).toBe('2026-04');
  });
  it('computes the NPS per period, oldest first', () => {
    const rows = [
      { nps: 10, at: new Date('2026-03-10T04:00:00Z') },
      { nps: 3, at: new Date('2026-03-11T04:00:00Z') },
      { nps: 9, at: new Date('2026-02-10T04:00:00Z') },
    ];
    expect(npsOverTime(rows, 'month')).toEqual([
      { period: '2026-02', nps: 100, answers: 1 },
      { period: '2026-03', nps: 0, answers: 2 },
    ]);
  });
  it('averages each step over those who rated it', () => {
    const averages = stepAverages([
      { satisfaction: 5, steps: { product: 5, delivery: 2 } },
      { satisfaction: 2, steps: { product: 4 } },
    ]);
    expect(averages.find((a) => a.step === 'overall')).toEqual({ step: 'overall', average: 3.5, answers: 2 });
    expect(averages.find((a) => a.step === 'product')).toEqual({ step: 'product', average: 4.5, answers: 2 });
    expect(averages.find((a) => a.step === 'delivery')).toEqual({ step: 'delivery', average: 2, answers: 1 });
    expect(averages.find((a) => a.step === 'staff')).toEqual({ step: 'staff', average: null, answers: 0 });
  });
});
