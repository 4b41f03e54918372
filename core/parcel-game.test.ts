import { describe, expect, it } from 'vitest';
import {
  BROKEN, CAUGHT, GAME_OVER, GER_WIDTH, HIT, LEVEL_UP, MAX_PARCELS, MISSED, WORLD_HEIGHT, WORLD_WIDTH,
  bestScore, brokenChance, createGame, fallSpeed, landsInGer, levelFor, moveGer, seededRandom, spawnInterval, spawnParcel, startGame, stepGame, togglePause,
} from './parcel-game';

const still = { dir: 0, targetX: Number.NaN };
const FRAME = 1 / 60;

/** Runs the game for `seconds` in 60 fps frames; answers every event bit seen. */
function run(state: ReturnType<typeof createGame>, seconds: number, random: () => number, steer = still) {
  let events = 0;
  for (let i = 0; i < Math.round(seconds * 60); i++) events |= stepGame(state, FRAME, steer, random);
  return events;
}

describe('parcel game', () => {
  it('a seeded random source repeats itself', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const seq = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seq);
    for (const x of seq) expect(x >= 0 && x < 1).toBe(true);
  });

  it('speeds up level by level, within limits, and gentler with reduced motion', () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(4)).toBe(1);
    expect(levelFor(5)).toBe(2);
    expect(fallSpeed(2)).toBeGreaterThan(fallSpeed(1));
    expect(fallSpeed(100)).toBe(fallSpeed(1) * 3);
    expect(fallSpeed(1, true)).toBeLessThan(fallSpeed(1));
    expect(spawnInterval(2)).toBeLessThan(spawnInterval(1));
    expect(spawnInterval(100)).toBe(0.45);
    expect(spawnInterval(1, true)).toBeGreaterThan(spawnInterval(1));
    expect(brokenChance(1)).toBeGreaterThan(0);
    expect(brokenChance(100)).toBe(0.25);
  });

  it('catches what lands over the ger opening', () => {
    expect(landsInGer(150, 150)).toBe(true);
    expect(landsInGer(150 + GER_WIDTH / 2, 150)).toBe(true);
    expect(landsInGer(150 + GER_WIDTH / 2 + 1, 150)).toBe(false);
  });

  it('moves the ger by keys or towards a finger, never out of the world', () => {
    const state = createGame();
    moveGer(state, { dir: -1, targetX: Number.NaN }, 10);
    expect(state.gerX).toBe(GER_WIDTH / 2);
    moveGer(state, { dir: 1, targetX: Number.NaN }, 10);
    expect(state.gerX).toBe(WORLD_WIDTH - GER_WIDTH / 2);
    moveGer(state, { dir: 0, targetX: 200 }, 10);
    expect(state.gerX).toBe(200);
  });

  it('drops the first parcel into the ger’s path: standing still scores the first point', () => {
    const state = createGame();
    startGame(state);
    const events = run(state, 6, seededRandom(1));
    expect(events & CAUGHT).toBe(CAUGHT);
    expect(state.score).toBeGreaterThanOrEqual(1);
  });

  it('is the same game for the same seed and steering', () => {
    const a = createGame();
    const b = createGame();
    startGame(a);
    startGame(b);
    const steer = { dir: 0, targetX: 80 };
    run(a, 20, seededRandom(42), steer);
    run(b, 20, seededRandom(42), steer);
    expect(b).toEqual(a);
  });

  it('costs a life for a parcel on the ground and for a broken parcel caught; ends at no lives', () => {
    const state = createGame();
    startGame(state);
    state.dropped = 1;
    // A country parcel far from the ger falls to the ground.
    spawnParcel(state, () => 0);
    state.parcels[0].x = 20;
    state.parcels[0].kind = 0;
    state.gerX = 250;
    expect(run(state, 6, () => 0.99) & MISSED).toBe(MISSED);
    expect(state.lives).toBe(2);

    startGame(state);
    state.dropped = 1;
    state.spawnIn = 100;
    spawnParcel(state, () => 0.5);
    state.parcels[0].kind = BROKEN;
    state.parcels[0].x = state.gerX;
    const events = run(state, 6, () => 0.5);
    expect(events & HIT).toBe(HIT);
    expect(state.lives).toBe(2);
    expect(state.score).toBe(0);

    state.lives = 1;
    state.spawnIn = 100;
    spawnParcel(state, () => 0.5);
    const last = state.parcels.find((p) => p.active)!;
    last.kind = 1;
    last.x = 10;
    state.gerX = 280;
    expect(run(state, 6, () => 0.5) & GAME_OVER).toBe(GAME_OVER);
    expect(state.phase).toBe('over');
    // Over: nothing moves any more.
    expect(stepGame(state, FRAME, still, () => 0.5)).toBe(0);
  });

  it('levels up every five points', () => {
    const state = createGame();
    startGame(state);
    state.score = 4;
    state.dropped = 1;
    state.spawnIn = 100;
    spawnParcel(state, () => 0.5);
    const p = state.parcels.find((x) => x.active)!;
    p.kind = 2;
    p.x = state.gerX;
    const events = run(state, 6, () => 0.5);
    expect(events & LEVEL_UP).toBe(LEVEL_UP);
    expect(state.level).toBe(2);
  });

  it('pauses and goes on; a paused game stands still', () => {
    const state = createGame();
    togglePause(state);
    expect(state.phase).toBe('ready');
    startGame(state);
    togglePause(state);
    expect(state.phase).toBe('paused');
    run(state, 2, seededRandom(3));
    expect(state.parcels.every((p) => !p.active)).toBe(true);
    togglePause(state);
    expect(state.phase).toBe('running');
  });

  it('never holds more parcels than its pool, and parcels stay in the world', () => {
    const state = createGame();
    startGame(state);
    state.lives = 1e9;
    run(state, 120, seededRandom(9), { dir: 1, targetX: Number.NaN });
    expect(state.parcels).toHaveLength(MAX_PARCELS);
    for (const p of state.parcels) if (p.active) expect(p.x >= 0 && p.x <= WORLD_WIDTH && p.y <= WORLD_HEIGHT + 40).toBe(true);
  });

  it('keeps the best score', () => {
    expect(bestScore(null, 3)).toBe(3);
    expect(bestScore('12', 3)).toBe(12);
    expect(bestScore('junk', 3)).toBe(3);
    expect(bestScore('-5', 0)).toBe(0);
  });
});
