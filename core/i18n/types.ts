import type en from './en';

/** The shape of a catalogue: every language has exactly the keys of en.ts, with string values. */
type Stringify<T> = { [K in keyof T]: T[K] extends string ? string : Stringify<T[K]> };
export type Messages = Stringify<typeof en>;
