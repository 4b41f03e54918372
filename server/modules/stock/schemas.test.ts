// The adjustment form as staff fill it in: the reason gives the units their sign, a correction takes the shelf count (or a
// signed change), numbers typed with spaces or separators read as numbers, and a missing number is named by its field.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { parse } from '../../http/validate';
import { adjustInput, adjustmentOf, lowStockInput, stockListQueryFrom } from './schemas';

const variantId = '6f1c2b1e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const form = (fields: Record<string, string>) => adjustmentOf(parse(adjustInput, { variantId, ...fields }));
const fieldsOf = (fields: Record<string, string>) => {
  try {
    parse(adjustInput, { variantId, ...fields });
  } catch (err) {
    if (AppError.is(err)) return err.fields.map((f) => [f.path, f.messageKey]);
  }
  return [];
};

describe('stock adjustment form', () => {
  it('gives the units the sign of their reason', () => {
    expect(form({ reason: 'received', units: '12' })).toEqual({ change: 12 });
    expect(form({ reason: 'returned', units: '1 200' })).toEqual({ change: 1200 });
    expect(form({ reason: 'damaged', units: '3' })).toEqual({ change: -3 });
    // A minus typed for a shipment stays a minus: adjustStock refuses it in words (core/stock.ts adjustmentFits).
    expect(form({ reason: 'received', units: '−2' })).toEqual({ change: -2 });
  });

  it('takes a correction as the count on the shelf, or as a signed change when no count is given', () => {
    expect(form({ reason: 'correction', count: '10', units: '' })).toEqual({ count: 10 });
    expect(form({ reason: 'correction', count: '0' })).toEqual({ count: 0 });
    expect(form({ reason: 'correction', units: '-4', count: '' })).toEqual({ change: -4 });
  });

  it('names the missing or wrong field', () => {
    expect(fieldsOf({ reason: 'received', units: '' })).toEqual([['units', 'required']]);
    expect(fieldsOf({ reason: 'correction', units: '', count: '' })).toEqual([['count', 'required']]);
    expect(fieldsOf({ reason: 'correction', count: '-1' })).toEqual([['count', 'invalidFormat']]);
    expect(fieldsOf({ reason: 'stolen', units: '1' }).map(([path]) => path)).toEqual(['reason']);
    expect(fieldsOf({ reason: 'received', units: 'twelve' }).map(([path]) => path)).toEqual(['units']);
  });

  it('reads the threshold and the list query leniently', () => {
    expect(parse(lowStockInput, { lowStockAt: '5' })).toEqual({ lowStockAt: 5 });
    expect(() => parse(lowStockInput, { lowStockAt: '-1' })).toThrow();
    expect(stockListQueryFrom(new URLSearchParams('q=%20ABC%20&page=x'))).toEqual({ q: 'ABC', page: 1 });
  });
});
