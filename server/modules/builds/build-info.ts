import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { reactRouterBuildDir } from '../../paths';

export type BuildInfo = { id: string; timestamp: number };

const buildInfoFile = z.object({ id: z.string().regex(/^[a-z0-9-]{4,64}$/), timestamp: z.number().int() });

/** The id of the build being served: written by scripts/build.mjs; in development, one per process start. */
export function readBuildInfo(mode: 'production' | 'development'): BuildInfo {
  if (mode === 'development') return { id: `dev-${Date.now().toString(36)}`, timestamp: Date.now() };
  const file = path.join(reactRouterBuildDir, 'build-info.json');
  return buildInfoFile.parse(JSON.parse(readFileSync(file, 'utf8')));
}
