// The ledger's `note` says in words what a row is ("issued by Nara", "order 100042", "deactivated by Nara"), for anyone
// reading the table. Written here and read back here, so the console can say the same in the page's language.

export const ledgerNote = {
  issued: (staffName: string) => `issued by ${staffName}`,
  order: (number: number) => `order ${number}`,
  deactivated: (staffName: string) => `deactivated by ${staffName}`,
};

export type LedgerNote = { kind: 'issued' | 'deactivated'; name: string } | { kind: 'order' } | { kind: 'other'; text: string | null };

export function readLedgerNote(note: string | null, orderNumber: number | null): LedgerNote {
  if (orderNumber !== null) return { kind: 'order' };
  const match = note?.match(/^(issued|deactivated) by (.+)$/s);
  if (match) return { kind: match[1] as 'issued' | 'deactivated', name: match[2] };
  return { kind: 'other', text: note };
}
