// The tracker's session (spec §3): a random id kept in this tab's session storage with its last activity, replaced after
// 30 idle minutes and when the day changes in Ulaanbaatar, so a session never spans two of the dashboard's days.
import { toUlaanbaatarInput } from '../../../core/dates';
import type { FunnelStep } from '../../../core/visitor-record';
import type { FlowPage } from './funnel';

export const SESSION_IDLE_MS = 30 * 60_000;

export type Session = {
  id: string;
  startedAt: number;
  lastActivity: number;
  /** Page views of this session (not the continuations of one): the second one makes the session engaged. */
  pageViews: number;
  /** Funnel steps already counted: each at most once a session. */
  funnel: FunnelStep[];
  /** An abandoned cart was reported; a new addition to the cart re-arms it. */
  abandonSent: boolean;
  /** The last checkout page seen and what it showed, for the reason a cart was left. */
  lastFlow: FlowPage | null;
  /** The session's last action ("scroll" or a click's text), sent as the page is left. */
  lastAction: string | null;
};

/** The day a moment falls on in Ulaanbaatar, "2026-12-02". */
export function ulaanbaatarDay(at: number): string {
  return toUlaanbaatarInput(new Date(at)).slice(0, 10);
}

/** Whether a session is over at `now`: idle for 30 minutes, or last active on another day in Ulaanbaatar. */
export function sessionExpired(session: Pick<Session, 'lastActivity'>, now: number): boolean {
  return now - session.lastActivity >= SESSION_IDLE_MS || ulaanbaatarDay(session.lastActivity) !== ulaanbaatarDay(now);
}

/** 16 random bytes as base64url (22 characters): unguessable and nothing of the visitor in it. */
export function sessionIdOf(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newSession(now: number, bytes: Uint8Array): Session {
  return { id: sessionIdOf(bytes), startedAt: now, lastActivity: now, pageViews: 0, funnel: [], abandonSent: false, lastFlow: null, lastAction: null };
}

/**
 * Whether a new session is this browser's first today: local storage keeps only the day of the last one counted (no id),
 * so the dashboard counts a visitor once a day without knowing who.
 */
export function firstVisitToday(lastCountedDay: string | null, now: number): boolean {
  return lastCountedDay !== ulaanbaatarDay(now);
}
