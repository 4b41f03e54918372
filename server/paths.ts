// Absolute paths of the project's folders, the same whether the server runs from source (tsx, vitest) or from dist/.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`package.json not found above ${start}`);
    dir = up;
  }
  return dir;
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, 'server/db/migrations');
export const reactRouterBuildDir = path.join(projectRoot, 'build');
