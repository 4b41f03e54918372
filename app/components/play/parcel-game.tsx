// The /play game on a canvas (rules: core/parcel-game.ts; drawing: ./draw.ts). The canvas fills a 3:4 box sized by CSS
// (nothing moves when it starts), at the screen's pixel density; requestAnimationFrame runs only while the game does.
// Score, lives and level are plain text beside it, changed when they change; a polite live region says what matters
// (start, pause, a lost life, a new level, the end). A URL's ?seed= makes the game repeat itself (the journeys use it).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GAME_OVER, HIT, LEVEL_UP, MISSED, START_LIVES, WORLD_WIDTH,
  bestScore, createGame, seededRandom, startGame, stepGame, togglePause, type GameState, type Phase, type Random, type Steer,
} from '../../../core/parcel-game';
import { drawGame, makePalette, type Palette } from './draw';

export const BEST_KEY = 'zuuch.play.best';

function readBest(): number {
  try {
    return bestScore(localStorage.getItem(BEST_KEY), 0);
  } catch {
    return 0;
  }
}

export function ParcelGame() {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const scoreText = useRef<HTMLElement>(null);
  const livesText = useRef<HTMLElement>(null);
  const levelText = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('ready');
  const [best, setBest] = useState(0);
  const [said, setSaid] = useState('');
  // The game's mutable world, shared with the frame loop (no React state per frame).
  const world = useRef<{ state: GameState; steer: Steer; random: Random; keys: { left: boolean; right: boolean }; run: () => void; stop: () => void } | null>(null);

  const showNumbers = useCallback((state: GameState) => {
    if (scoreText.current) scoreText.current.textContent = String(state.score);
    if (livesText.current) livesText.current.textContent = String(state.lives);
    if (levelText.current) levelText.current.textContent = String(state.level);
  }, []);

  useEffect(() => {
    const el = canvas.current;
    const frameBox = box.current;
    const ctx = el?.getContext('2d', { alpha: false });
    if (!el || !frameBox || !ctx) return;
    setBest(readBest());
    const gentle = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const seed = Number(new URLSearchParams(window.location.search).get('seed'));
    const state = createGame(gentle);
    const steer: Steer = { dir: 0, targetX: Number.NaN };
    const keys = { left: false, right: false };
    let palette: Palette = makePalette(ctx, document.documentElement.classList.contains('dark'));
    let frame = 0;
    let last = -1;

    const onEvents = (events: number) => {
      showNumbers(state);
      if (events & GAME_OVER) {
        const previous = readBest();
        const top = bestScore(String(previous), state.score);
        try {
          localStorage.setItem(BEST_KEY, String(top));
        } catch {
          // Private browsing: the best score lives as long as the page.
        }
        setBest(top);
        setPhase('over');
        setSaid(state.score > previous ? t('play.announce.best', { score: state.score }) : t('play.announce.over', { score: state.score, best: top }));
      } else if (events & (HIT | MISSED)) setSaid(t('play.announce.life', { lives: state.lives }));
      else if (events & LEVEL_UP) setSaid(t('play.announce.level', { level: state.level, score: state.score }));
    };
    const tick = (now: number) => {
      const dt = last < 0 ? 0 : (now - last) / 1000;
      last = now;
      const events = stepGame(state, dt, steer, world.current!.random);
      if (events) onEvents(events);
      drawGame(ctx, palette, state);
      frame = state.phase === 'running' ? requestAnimationFrame(tick) : 0;
    };
    const run = () => {
      if (frame) return;
      last = -1;
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    };
    world.current = { state, steer, keys, random: seededRandom(Number.isFinite(seed) && seed > 0 ? seed : Math.floor(Math.random() * 2 ** 32)), run, stop };

    // The canvas's pixels follow its box (CSS sets the box; only a resize measures it).
    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 3);
      const width = Math.max(1, Math.round(frameBox.clientWidth * dpr));
      el.width = width;
      el.height = Math.round((width * 4) / 3);
      const scale = width / WORLD_WIDTH;
      ctx.setTransform(scale, 0, 0, scale, 0, 0);
      palette = makePalette(ctx, document.documentElement.classList.contains('dark'));
      drawGame(ctx, palette, state);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(frameBox);
    // The theme switch changes the class on <html>: the scene follows.
    const themeWatch = new MutationObserver(resize);
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

    const pause = () => {
      if (state.phase !== 'running') return;
      togglePause(state);
      stop();
      setPhase('paused');
      setSaid(t('play.announce.paused', { score: state.score }));
    };
    const onVisibility = () => {
      if (document.hidden) pause();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', pause);
    return () => {
      stop();
      observer.disconnect();
      themeWatch.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', pause);
    };
  }, [showNumbers, t]);

  /** The one button: start, pause, go on, play again. */
  const press = useCallback(() => {
    const w = world.current;
    if (!w) return;
    const { state } = w;
    if (state.phase === 'ready' || state.phase === 'over') {
      startGame(state);
      showNumbers(state);
      setPhase('running');
      setSaid(t('play.announce.started'));
      w.run();
    } else {
      togglePause(state);
      if (state.phase === 'running') {
        setPhase('running');
        setSaid(t('play.announce.resumed'));
        w.run();
      } else {
        w.stop();
        setPhase('paused');
        setSaid(t('play.announce.paused', { score: state.score }));
      }
    }
  }, [showNumbers, t]);

  // Keys anywhere on the page: arrows or A/D move, P pauses; Space and Enter press the button unless a control has focus
  // (then that control's own Space/Enter does).
  useEffect(() => {
    const steerByKeys = () => {
      const w = world.current;
      if (!w) return;
      w.steer.dir = (w.keys.right ? 1 : 0) - (w.keys.left ? 1 : 0);
      w.steer.targetX = Number.NaN;
    };
    const onKey = (event: KeyboardEvent) => {
      const w = world.current;
      if (!w || event.altKey || event.ctrlKey || event.metaKey) return;
      const down = event.type === 'keydown';
      const key = event.key.toLowerCase();
      if (key === 'arrowleft' || key === 'a') w.keys.left = down;
      else if (key === 'arrowright' || key === 'd') w.keys.right = down;
      else {
        if (!down || event.repeat) return;
        const onControl = event.target instanceof HTMLElement && event.target.closest('a, button, input, select, textarea') !== null;
        if (key === 'p' || ((key === ' ' || key === 'enter') && !onControl)) {
          event.preventDefault();
          press();
        }
        return;
      }
      // The arrows would scroll the page meanwhile.
      if (w.state.phase === 'running') event.preventDefault();
      steerByKeys();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
    };
  }, [press]);

  // A finger or the mouse: the ger goes where the field is touched, and follows a drag.
  const aim = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const w = world.current;
    if (!w || (event.type === 'pointermove' && event.buttons === 0)) return;
    const rect = event.currentTarget.getBoundingClientRect();
    w.steer.targetX = ((event.clientX - rect.left) / rect.width) * WORLD_WIDTH;
  };

  const button = phase === 'running' ? t('play.pause') : phase === 'paused' ? t('play.resume') : phase === 'over' ? t('play.again') : t('play.start');
  return (
    <div className="mx-auto w-full max-w-[28rem]">
      <dl className="grid grid-cols-4 gap-2 text-center text-sm">
        <div className="rounded-xl bg-surface-muted px-2 py-1">
          <dt className="text-xs text-ink-soft">{t('play.score')}</dt>
          <dd ref={scoreText} className="text-lg font-bold tabular-nums text-ink" data-testid="play-score">
            0
          </dd>
        </div>
        <div className="rounded-xl bg-surface-muted px-2 py-1">
          <dt className="text-xs text-ink-soft">{t('play.lives')}</dt>
          <dd ref={livesText} className="text-lg font-bold tabular-nums text-ink">
            {START_LIVES}
          </dd>
        </div>
        <div className="rounded-xl bg-surface-muted px-2 py-1">
          <dt className="text-xs text-ink-soft">{t('play.level')}</dt>
          <dd ref={levelText} className="text-lg font-bold tabular-nums text-ink">
            1
          </dd>
        </div>
        <div className="rounded-xl bg-surface-muted px-2 py-1">
          <dt className="text-xs text-ink-soft">{t('play.best')}</dt>
          <dd className="text-lg font-bold tabular-nums text-ink" data-testid="play-best">
            {best}
          </dd>
        </div>
      </dl>
      <div ref={box} className="relative mt-3 aspect-[3/4] w-full overflow-hidden rounded-2xl border border-line">
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('play.field')}
          className="absolute inset-0 h-full w-full touch-none select-none"
          onPointerDown={aim}
          onPointerMove={aim}
        />
        {phase === 'paused' || phase === 'over' ? (
          <p className="pointer-events-none absolute inset-x-0 top-1/3 mx-auto w-fit rounded-xl bg-surface/90 px-4 py-2 text-lg font-bold text-ink">
            {phase === 'paused' ? t('play.paused') : t('play.over')}
          </p>
        ) : null}
      </div>
      <div className="mt-3 flex justify-center">
        <button type="button" className="btn-primary min-w-40" onClick={press}>
          {button}
        </button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="play-said">
        {said}
      </p>
    </div>
  );
}
