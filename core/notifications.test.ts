import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, EVENT_VARIABLES, NOTIFICATION_EVENTS, reminderAt, renderTemplate, sendableAt, smsSegments, surveyAskAt, toLatin, unknownVariables } from './notifications';

describe('templates', () => {
  it('finds the variables a template may not use, and none in the store’s own', () => {
    expect(unknownVariables('order_placed', 'Төлөх дүн: {total}, {amount} {link} {number}')).toEqual(['amount']);
    expect(unknownVariables('shipping_stage', '{stage} {Stage} {}')).toEqual(['Stage', '']);
    for (const event of NOTIFICATION_EVENTS) {
      for (const lang of ['mn', 'en'] as const) expect(unknownVariables(event, DEFAULT_TEMPLATES[event][lang])).toEqual([]);
    }
  });

  it('fills the variables in and leaves out one without a value', () => {
    expect(renderTemplate('Зууч: №{number} захиалга — {stage}. {link}', { number: 100234, stage: 'Монголын хил', link: 'https://zuuch.mn/order/100234' })).toBe(
      'Зууч: №100234 захиалга — Монголын хил. https://zuuch.mn/order/100234',
    );
    expect(renderTemplate('Order {number}. {link}', { number: 7 })).toBe('Order 7.');
  });

  it('keeps every default Mongolian text of a real order within two SMS segments', () => {
    const values = { number: 100234, total: '3,249,000₮', amount: '1,500,000₮', left: '1,749,000₮', over: '10,000₮', deadline: '12-р сарын 2, 14:05', stage: 'Улс хоорондын тээвэр', lottery: 'HK 84725091', code: 'K7QM-2XTP-9HDA-4NWE', link: 'https://zuuch.mn/order/100234' };
    for (const event of NOTIFICATION_EVENTS) {
      const text = renderTemplate(DEFAULT_TEMPLATES[event].mn, values);
      expect({ event, segments: smsSegments(text).segments }).toEqual({ event, segments: expect.toSatisfy((n: number) => n <= 2) });
      expect(smsSegments(toLatin(text))).toMatchObject({ encoding: 'gsm7', segments: 1 });
    }
    expect(Object.keys(EVENT_VARIABLES).sort()).toEqual([...NOTIFICATION_EVENTS].sort());
  });

  it('writes the English texts in the 7-bit alphabet: one SMS segment where no amount (₮) is in it', () => {
    const values = { number: 100234, deadline: 'Dec 2, 14:05', stage: 'Interstate shipment', link: 'https://zuuch.mn/order/100234' };
    for (const event of NOTIFICATION_EVENTS) {
      const template = DEFAULT_TEMPLATES[event].en;
      expect({ event, encoding: smsSegments(template).encoding }).toEqual({ event, encoding: 'gsm7' });
      if (!/\{(total|amount|left|over)\}/.test(template)) expect({ event, segments: smsSegments(renderTemplate(template, values)).segments }).toEqual({ event, segments: 1 });
    }
  });
});

describe('smsSegments', () => {
  it('counts 7-bit texts by 160 and 153, others by 70 and 67 UTF-16 units', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('Зууч'.repeat(17) + 'аа')).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSegments('а'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
    expect(smsSegments('а'.repeat(135))).toEqual({ encoding: 'ucs2', units: 135, segments: 3 });
    expect(smsSegments('ok 😀')).toEqual({ encoding: 'ucs2', units: 5, segments: 1 });
  });

  it('never gives fewer segments than the units need', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'б', '€', ' ', '₮', 'ö') , maxLength: 400 }), (text) => {
        const { encoding, units, segments } = smsSegments(text);
        const [one, each] = encoding === 'gsm7' ? [160, 153] : [70, 67];
        expect(units <= one ? segments === 1 : segments * each >= units && (segments - 1) * each < units).toBe(true);
      }),
    );
  });
});

describe('toLatin', () => {
  it('writes Mongolian in the standard’s Latin letters, capitals kept', () => {
    expect(toLatin('Зууч: №100234 захиалга хүргэлтэд гарлаа. Үлдэгдэл: 5,000₮')).toBe('Zuuch: No100234 zakhialga khürgelted garlaa. Üldegdel: 5,000MNT');
    expect(toLatin('Өнөөдөр Чингис хаан')).toBe('Önöödör Chingis khaan');
    expect(toLatin('order 5 — ok')).toBe('order 5 - ok');
  });
});

describe('sendableAt', () => {
  // Ulaanbaatar is UTC+8: 22:00 there is 14:00 UTC, 08:00 there is 00:00 UTC.
  it('sends between 08:00 and 22:00 Ulaanbaatar time, and waits for 08:00 otherwise', () => {
    const at = (iso: string) => sendableAt(new Date(iso)).toISOString();
    expect(at('2026-12-01T02:00:00Z')).toBe('2026-12-01T02:00:00.000Z'); // 10:00
    expect(at('2026-12-01T13:59:00Z')).toBe('2026-12-01T13:59:00.000Z'); // 21:59
    expect(at('2026-12-01T14:00:00Z')).toBe('2026-12-02T00:00:00.000Z'); // 22:00 → next morning
    expect(at('2026-12-01T15:30:00Z')).toBe('2026-12-02T00:00:00.000Z'); // 23:30
    expect(at('2026-12-01T16:30:00Z')).toBe('2026-12-02T00:00:00.000Z'); // 00:30 the next day
    expect(at('2026-12-01T23:59:00Z')).toBe('2026-12-02T00:00:00.000Z'); // 07:59
    expect(at('2026-12-02T00:00:00Z')).toBe('2026-12-02T00:00:00.000Z'); // 08:00
    expect(at('2026-12-31T15:00:00Z')).toBe('2027-01-01T00:00:00.000Z'); // New Year's Eve, 23:00
  });
});

describe('the payment reminder', () => {
  const ub = (iso: string) => new Date(`${iso}+08:00`);
  it('reminds six hours before the deadline, or at 21:30 before the quiet hours when that falls in them', () => {
    expect(reminderAt(ub('2031-01-16T14:00:00'))).toEqual(ub('2031-01-16T08:00:00'));
    expect(reminderAt(ub('2031-01-16T03:59:00'))).toEqual(ub('2031-01-15T21:59:00'));
    // 23:00 and 07:00 are quiet: the evening before, 21:30.
    expect(reminderAt(ub('2031-01-16T05:00:00'))).toEqual(ub('2031-01-15T21:30:00'));
    expect(reminderAt(ub('2031-01-16T13:00:00'))).toEqual(ub('2031-01-15T21:30:00'));
    expect(reminderAt(ub('2031-02-01T13:00:00'))).toEqual(ub('2031-01-31T21:30:00'));
  });

  it('is never sendable in the quiet hours and never later than six hours before the deadline', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }), (deadline) => {
        const at = reminderAt(deadline);
        expect(sendableAt(at)).toEqual(at);
        expect(at.getTime()).toBeLessThanOrEqual(deadline.getTime() - 6 * 3_600_000);
        expect(deadline.getTime() - at.getTime()).toBeLessThanOrEqual(17 * 3_600_000);
      }),
    );
  });
});

describe('the survey ask', () => {
  const ub = (iso: string) => new Date(`${iso}+08:00`);
  it('goes at 10:00 Ulaanbaatar time the day after delivery', () => {
    expect(surveyAskAt(ub('2031-01-16T14:00:00'))).toEqual(ub('2031-01-17T10:00:00'));
    expect(surveyAskAt(ub('2031-01-16T00:30:00'))).toEqual(ub('2031-01-17T10:00:00'));
    expect(surveyAskAt(ub('2031-01-31T23:59:00'))).toEqual(ub('2031-02-01T10:00:00'));
    expect(surveyAskAt(ub('2031-12-31T20:00:00'))).toEqual(ub('2032-01-01T10:00:00'));
  });

  it('is sendable as it comes due, after a night and within two days of delivery', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }), (delivered) => {
        const at = surveyAskAt(delivered);
        expect(sendableAt(at)).toEqual(at);
        expect(at.getTime() - delivered.getTime()).toBeGreaterThan(10 * 3_600_000);
        expect(at.getTime() - delivered.getTime()).toBeLessThanOrEqual(34 * 3_600_000);
      }),
    );
  });
});
