import { describe, expect, it } from 'vitest';
import { normalizeCivilId } from './civil-id';

describe('normalizeCivilId', () => {
  it.each([
    ['123456789012', { kind: 'civil-id', value: '123456789012' }],
    ['1234 5678 9012', { kind: 'civil-id', value: '123456789012' }],
    ['УБ90051234', { kind: 'register', value: 'УБ90051234' }],
    ['уб90051234', { kind: 'register', value: 'УБ90051234' }],
    ['UZ96021105', { kind: 'register', value: 'УЗ96021105' }],
    ['ye 9605-1234', { kind: 'register', value: 'УЕ96051234' }],
  ])('accepts %j', (input, expected) => {
    expect(normalizeCivilId(input)).toEqual(expected);
  });

  it.each(['', '12345', '12345678901', '1234567890123', 'УБ9005123', 'УББ0051234', '<script>'])('refuses %j', (input) => {
    expect(normalizeCivilId(input)).toBeNull();
  });
});
