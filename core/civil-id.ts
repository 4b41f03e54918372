// The civil registration number a shopper gives for e-receipts and leasing. Mongolians know two: the 12-digit civil ID
// (what the spec's "12 characters" most likely means) and the register number РД, two Cyrillic letters and 8 digits,
// often typed with Latin letters ("UZ96021105"). Both are accepted; anything else gets "Must be 12 characters".

// Latin → Cyrillic for the register letters: look-alikes first (A, B, E, K, M, H, O, P, C, T, X, Y), then transliteration.
const latinToCyrillic: Record<string, string> = {
  A: 'А', B: 'В', E: 'Е', K: 'К', M: 'М', H: 'Н', O: 'О', P: 'Р', C: 'С', T: 'Т', X: 'Х', Y: 'У',
  D: 'Д', F: 'Ф', G: 'Г', I: 'И', J: 'Ж', L: 'Л', N: 'Н', R: 'Р', S: 'С', U: 'У', V: 'В', W: 'В', Z: 'З', Q: 'Ө',
};

export type CivilId = { kind: 'civil-id' | 'register'; value: string };

/** "1234 5678 9012" → civil ID "123456789012"; "uz96021105" / "УЗ96021105" → register "УЗ96021105"; else null. */
export function normalizeCivilId(input: string): CivilId | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{12}$/.test(compact)) return { kind: 'civil-id', value: compact };
  const letters = compact.slice(0, 2).replace(/[A-Z]/g, (c) => latinToCyrillic[c] ?? c);
  const register = letters + compact.slice(2);
  if (/^[А-ЯЁӨҮ]{2}\d{8}$/.test(register)) return { kind: 'register', value: register };
  return null;
}
