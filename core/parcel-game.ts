// The /play game's rules (issue 14): parcels from the four countries the store buys in (USA, Korea, China, Japan) fall
// into a ger moved left and right; a broken parcel is to be avoided. Deterministic: every chance comes from the injected
// random source, and time from the caller's steps. The state is one object changed in place (a fixed pool of parcels), so
// a frame allocates nothing.

/** The world in its own units; the canvas scales it to its size (3:4, portrait, like a phone). */
export const WORLD_WIDTH = 300;
export const WORLD_HEIGHT = 400;
export const GER_WIDTH = 64;
export const GER_HEIGHT = 44;
export const GER_Y = WORLD_HEIGHT - GER_HEIGHT - 8;
export const GER_SPEED = 260;
export const PARCEL_SIZE = 26;
export const MAX_PARCELS = 12;
export const START_LIVES = 3;
/** Points per level: the speed rises with every level. */
export const POINTS_PER_LEVEL = 5;

/** A parcel's kind: its country (0 USA, 1 Korea, 2 China, 3 Japan) or broken (4). */
export const COUNTRIES = ['us', 'kr', 'cn', 'jp'] as const;
export const BROKEN = 4;

export type Random = () => number;
export type Phase = 'ready' | 'running' | 'paused' | 'over';

export type Parcel = { active: boolean; x: number; y: number; kind: number };

export type GameState = {
  phase: Phase;
  score: number;
  lives: number;
  level: number;
  /** The ger's centre. */
  gerX: number;
  /** Seconds until the next parcel. */
  spawnIn: number;
  /** Parcels dropped this game (the first falls straight into the ger's path). */
  dropped: number;
  /** Slower falling (prefers-reduced-motion). */
  gentle: boolean;
  parcels: Parcel[];
};

/** What happened in a step, as bits, so the screen and the announcements can follow without allocating. */
export const CAUGHT = 1;
export const MISSED = 2;
export const HIT = 4;
export const LEVEL_UP = 8;
export const GAME_OVER = 16;

/** How the player steers: -1, 0 or 1 (keys, held halves of the screen), or a place to go to (a drag; NaN for none). */
export type Steer = { dir: number; targetX: number };

/** A seeded random source (mulberry32): the same seed, the same game. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function levelFor(score: number): number {
  return Math.floor(score / POINTS_PER_LEVEL) + 1;
}

/** Falling speed in world units a second: rises 12 % a level up to three times the first, slower when motion is reduced. */
export function fallSpeed(level: number, gentle = false): number {
  const speed = 90 * Math.min(3, 1 + 0.12 * (level - 1));
  return gentle ? speed * 0.7 : speed;
}

/** Seconds between parcels: shorter with each level, never under 0.45 s. */
export function spawnInterval(level: number, gentle = false): number {
  const interval = Math.max(0.45, 1.3 - 0.08 * (level - 1));
  return gentle ? interval * 1.3 : interval;
}

/** The chance that a parcel is broken: one in twelve at first, growing level by level to one in four. */
export function brokenChance(level: number): number {
  return Math.min(0.25, 0.06 * (level - 1) + 0.08);
}

/** Whether a parcel at `parcelX` lands in the ger at `gerX` (its middle over the ger's opening). */
export function landsInGer(parcelX: number, gerX: number): boolean {
  return Math.abs(parcelX - gerX) <= GER_WIDTH / 2;
}

export function createGame(gentle = false): GameState {
  const parcels: Parcel[] = [];
  for (let i = 0; i < MAX_PARCELS; i++) parcels.push({ active: false, x: 0, y: 0, kind: 0 });
  return { phase: 'ready', score: 0, lives: START_LIVES, level: 1, gerX: WORLD_WIDTH / 2, spawnIn: 0.6, dropped: 0, gentle, parcels };
}

/** A new game on the same state (the pool is kept). */
export function startGame(state: GameState): void {
  state.phase = 'running';
  state.score = 0;
  state.lives = START_LIVES;
  state.level = 1;
  state.gerX = WORLD_WIDTH / 2;
  state.spawnIn = 0.6;
  state.dropped = 0;
  for (const p of state.parcels) p.active = false;
}

/** Pause or go on; a game that is over or not started stays as it is. */
export function togglePause(state: GameState): void {
  if (state.phase === 'running') state.phase = 'paused';
  else if (state.phase === 'paused') state.phase = 'running';
}

/** Drops a parcel at the top: the first (never broken) into the ger's path, the others anywhere. */
export function spawnParcel(state: GameState, random: Random): void {
  let p: Parcel | null = null;
  for (const x of state.parcels) if (!x.active) p ??= x;
  if (!p) return;
  const margin = PARCEL_SIZE / 2 + 4;
  const first = state.dropped === 0;
  p.active = true;
  p.y = -PARCEL_SIZE;
  p.x = first ? state.gerX : margin + random() * (WORLD_WIDTH - 2 * margin);
  p.kind = !first && random() < brokenChance(state.level) ? BROKEN : Math.floor(random() * COUNTRIES.length);
  state.dropped++;
}

/** Moves the ger by the player's steering for `dt` seconds, inside the world. */
export function moveGer(state: GameState, steer: Steer, dt: number): void {
  let x = state.gerX;
  const step = GER_SPEED * dt;
  if (!Number.isNaN(steer.targetX)) x += Math.max(-step, Math.min(step, steer.targetX - x));
  else x += steer.dir * step;
  state.gerX = Math.max(GER_WIDTH / 2, Math.min(WORLD_WIDTH - GER_WIDTH / 2, x));
}

/**
 * One step of `dt` seconds (cut to 0.1 s, so a tab coming back does not jump): the ger moves, parcels fall and land.
 * A country parcel in the ger scores a point; one that reaches the ground costs a life, and so does a broken parcel caught.
 * Answers what happened (the bits above).
 */
export function stepGame(state: GameState, dt: number, steer: Steer, random: Random): number {
  if (state.phase !== 'running') return 0;
  const t = Math.min(dt, 0.1);
  let events = 0;
  moveGer(state, steer, t);
  state.spawnIn -= t;
  if (state.spawnIn <= 0) {
    spawnParcel(state, random);
    state.spawnIn += spawnInterval(state.level, state.gentle);
  }
  const fall = fallSpeed(state.level, state.gentle) * t;
  for (const p of state.parcels) {
    if (!p.active) continue;
    const before = p.y;
    p.y += fall;
    // The parcel's bottom crosses the ger's roof line this step: in the ger or not.
    const bottom = p.y + PARCEL_SIZE / 2;
    if (before + PARCEL_SIZE / 2 < GER_Y + 6 && bottom >= GER_Y + 6 && landsInGer(p.x, state.gerX)) {
      p.active = false;
      if (p.kind === BROKEN) {
        state.lives--;
        events |= HIT;
      } else {
        state.score++;
        events |= CAUGHT;
        const level = levelFor(state.score);
        if (level > state.level) {
          state.level = level;
          events |= LEVEL_UP;
        }
      }
    } else if (p.y - PARCEL_SIZE / 2 > WORLD_HEIGHT) {
      p.active = false;
      if (p.kind !== BROKEN) {
        state.lives--;
        events |= MISSED;
      }
    }
  }
  if (state.lives <= 0) {
    state.lives = 0;
    state.phase = 'over';
    events |= GAME_OVER;
  }
  return events;
}

/** The better of a stored best score (anything unreadable counts as none) and this game's score. */
export function bestScore(stored: string | null, score: number): number {
  const previous = Number.parseInt(stored ?? '', 10);
  return Math.max(Number.isFinite(previous) && previous > 0 ? previous : 0, score);
}
