// Drawing the parcel game (core/parcel-game.ts) on a 2D canvas in world units (the context is scaled to the canvas). A
// frame allocates nothing: colours and labels are constants, gradients are made when the canvas is sized.
import { BROKEN, GER_HEIGHT, GER_WIDTH, GER_Y, PARCEL_SIZE, WORLD_HEIGHT, WORLD_WIDTH, type GameState } from '../../../core/parcel-game';

export type Palette = { sky: CanvasGradient | string; ground: string; grass: string; felt: string; trim: string; door: string; box: string; tape: string; ink: string };

/** The scene's colours for a theme; the sky's gradient belongs to the context it is made for. */
export function makePalette(ctx: CanvasRenderingContext2D, dark: boolean): Palette {
  const sky = ctx.createLinearGradient(0, 0, 0, WORLD_HEIGHT);
  sky.addColorStop(0, dark ? '#0d1526' : '#8ec9f0');
  sky.addColorStop(1, dark ? '#24324f' : '#e6f4fd');
  return {
    sky,
    ground: dark ? '#3d3522' : '#c9b27c',
    grass: dark ? '#2f5a34' : '#6aa84f',
    felt: dark ? '#e8e4da' : '#fbf8f1',
    trim: '#c8102e',
    door: '#e07a1f',
    box: '#b98a53',
    tape: '#e9d3a8',
    ink: '#1d1d1f',
  };
}

const LABELS = ['US', 'KR', 'CN', 'JP'];
const HALF = PARCEL_SIZE / 2;

function drawFlag(ctx: CanvasRenderingContext2D, kind: number, x: number, y: number) {
  // A small flag at the parcel's top left: 12 × 8 world units.
  const w = 12;
  const h = 8;
  if (kind === 0) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(x, y, w, h);
    ctx.fillStyle = '#b22234';
    for (let i = 0; i < 4; i++) ctx.fillRect(x, y + i * 2, w, 1);
    ctx.fillStyle = '#3c3b6e';
    ctx.fillRect(x, y, 5, 4);
  } else if (kind === 1) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(x, y, w, h);
    ctx.fillStyle = '#cd2e3a';
    ctx.beginPath();
    ctx.arc(x + w / 2, y + h / 2, 2.4, Math.PI, 0);
    ctx.fill();
    ctx.fillStyle = '#0047a0';
    ctx.beginPath();
    ctx.arc(x + w / 2, y + h / 2, 2.4, 0, Math.PI);
    ctx.fill();
  } else if (kind === 2) {
    ctx.fillStyle = '#de2910';
    ctx.fillRect(x, y, w, h);
    ctx.fillStyle = '#ffde00';
    ctx.beginPath();
    ctx.arc(x + 3, y + 3, 1.6, 0, Math.PI * 2);
    ctx.fill();
  } else {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(x, y, w, h);
    ctx.fillStyle = '#bc002d';
    ctx.beginPath();
    ctx.arc(x + w / 2, y + h / 2, 2.4, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawParcel(ctx: CanvasRenderingContext2D, p: Palette, kind: number, cx: number, cy: number) {
  const x = cx - HALF;
  const y = cy - HALF;
  if (kind === BROKEN) {
    ctx.fillStyle = '#7d7468';
    ctx.fillRect(x, y, PARCEL_SIZE, PARCEL_SIZE);
    ctx.strokeStyle = '#1d1d1f';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x + 4, y);
    ctx.lineTo(x + 10, y + 9);
    ctx.lineTo(x + 6, y + 15);
    ctx.lineTo(x + 13, y + PARCEL_SIZE);
    ctx.stroke();
    ctx.strokeStyle = '#ff4d4d';
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.moveTo(x + 15, y + 9);
    ctx.lineTo(x + 23, y + 17);
    ctx.moveTo(x + 23, y + 9);
    ctx.lineTo(x + 15, y + 17);
    ctx.stroke();
    return;
  }
  ctx.fillStyle = p.box;
  ctx.fillRect(x, y, PARCEL_SIZE, PARCEL_SIZE);
  ctx.fillStyle = p.tape;
  ctx.fillRect(cx - 2, y, 4, PARCEL_SIZE);
  drawFlag(ctx, kind, x + 2, y + 2);
  ctx.fillStyle = p.ink;
  ctx.fillText(LABELS[kind], cx, y + PARCEL_SIZE - 4);
}

function drawGer(ctx: CanvasRenderingContext2D, p: Palette, cx: number) {
  const left = cx - GER_WIDTH / 2;
  const right = left + GER_WIDTH;
  const wallTop = GER_Y + 18;
  const bottom = GER_Y + GER_HEIGHT;
  // The round felt walls with their red band, and the orange door.
  ctx.fillStyle = p.felt;
  ctx.fillRect(left, wallTop, GER_WIDTH, bottom - wallTop);
  ctx.fillStyle = p.trim;
  ctx.fillRect(left, wallTop + 3, GER_WIDTH, 2.5);
  ctx.fillStyle = p.door;
  ctx.fillRect(cx - 6, wallTop + 8, 12, bottom - wallTop - 8);
  // The low dome of the roof, open at its crown (the toono) where parcels come in.
  ctx.fillStyle = p.felt;
  ctx.beginPath();
  ctx.moveTo(left - 3, wallTop + 1);
  ctx.quadraticCurveTo(cx, GER_Y - 12, right + 3, wallTop + 1);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = p.trim;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.fillStyle = p.trim;
  ctx.beginPath();
  ctx.ellipse(cx, GER_Y + 3, 7, 2.5, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** One frame of the game. */
export function drawGame(ctx: CanvasRenderingContext2D, p: Palette, state: GameState): void {
  ctx.fillStyle = p.sky;
  ctx.fillRect(0, 0, WORLD_WIDTH, WORLD_HEIGHT);
  ctx.fillStyle = p.grass;
  ctx.fillRect(0, WORLD_HEIGHT - 14, WORLD_WIDTH, 4);
  ctx.fillStyle = p.ground;
  ctx.fillRect(0, WORLD_HEIGHT - 10, WORLD_WIDTH, 10);
  ctx.font = 'bold 8px system-ui, sans-serif';
  ctx.textAlign = 'center';
  for (const parcel of state.parcels) if (parcel.active) drawParcel(ctx, p, parcel.kind, parcel.x, parcel.y);
  drawGer(ctx, p, state.gerX);
}
