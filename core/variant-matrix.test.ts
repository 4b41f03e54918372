import { describe, expect, it } from 'vitest';
import { combinationClashes, fitsOptions, missingCombinations, optionCombinations, proposedSku, skuClashes, withNewOptions } from './variant-matrix';

const colour = { name: 'color', values: [{ code: 'black' }, { code: 'white' }, { code: 'red' }] };
const size = { name: 'size', values: [{ code: 's' }, { code: 'm' }] };

describe('the variant grid', () => {
  it('makes every combination, the first option varying slowest', () => {
    expect(optionCombinations([colour, size])).toEqual([
      { color: 'black', size: 's' },
      { color: 'black', size: 'm' },
      { color: 'white', size: 's' },
      { color: 'white', size: 'm' },
      { color: 'red', size: 's' },
      { color: 'red', size: 'm' },
    ]);
    expect(optionCombinations([])).toEqual([{}]);
  });

  it('proposes only what the variants do not cover: three colours × two sizes from nothing is six', () => {
    expect(missingCombinations([colour, size], [])).toHaveLength(6);
    const have = [{ options: { color: 'black', size: 's' } }, { options: { color: 'white', size: 'm' } }];
    expect(missingCombinations([colour, size], have)).toEqual([
      { color: 'black', size: 'm' },
      { color: 'white', size: 's' },
      { color: 'red', size: 's' },
      { color: 'red', size: 'm' },
    ]);
  });

  it('adding a value proposes its row of the grid only', () => {
    const all = optionCombinations([colour, size]).map((options) => ({ options }));
    const bigger = { ...size, values: [...size.values, { code: 'l' }] };
    expect(missingCombinations([colour, bigger], all)).toEqual([
      { color: 'black', size: 'l' },
      { color: 'white', size: 'l' },
      { color: 'red', size: 'l' },
    ]);
  });

  it('a product without options needs one plain variant, and no more once it has one', () => {
    expect(missingCombinations([], [])).toEqual([{}]);
    expect(missingCombinations([], [{ options: {} }])).toEqual([]);
  });

  it('variants made before an option take its first value, and lose options that are gone', () => {
    expect(withNewOptions([colour], [{ options: {}, sku: 'TEE' }])).toEqual([{ options: { color: 'black' }, sku: 'TEE' }]);
    expect(withNewOptions([size], [{ options: { color: 'red', size: 'm' } }])).toEqual([{ options: { size: 'm' } }]);
  });

  it('a combination fits when it names one existing value of every option', () => {
    expect(fitsOptions([colour, size], { color: 'red', size: 'm' })).toBe(true);
    expect(fitsOptions([colour, size], { color: 'green', size: 'm' })).toBe(false);
    expect(fitsOptions([colour, size], { color: 'red' })).toBe(false);
    expect(fitsOptions([colour], { color: 'red', size: 'm' })).toBe(false);
  });

  it('proposes SKUs from the base and the codes', () => {
    expect(proposedSku('linen-tee', [colour, size], { color: 'black', size: 'm' })).toBe('LINEN-TEE-BLACK-M');
    expect(proposedSku('', [colour], { color: 'red' })).toBe('RED');
    expect(proposedSku('tee shirt!', [], {})).toBe('TEE-SHIRT');
  });

  it('names each row whose SKU or combination an earlier row has', () => {
    expect(skuClashes(['A-1', 'B-1', 'a-1 ', '', '', 'B-1'])).toEqual([
      { index: 2, first: 0 },
      { index: 5, first: 1 },
    ]);
    expect(combinationClashes([colour], [{ color: 'red' }, { color: 'black' }, { color: 'red' }])).toEqual([{ index: 2, first: 0 }]);
  });
});
