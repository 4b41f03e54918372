import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { transform } from 'esbuild';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { catalogueParts, partOf } from './core/i18n/parts';

const assetsDir = 'assets';
const i18nDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'core/i18n');
const catalogueLanguages = ['mn', 'en'] as const;
const CATALOGUES = 'virtual:i18n-catalogues';
const PART = 'virtual:i18n-catalogue/';

/** Each language's catalogue (core/i18n/<lang>.ts) cut into its parts (core/i18n/parts.ts), as module sources. */
async function catalogueSources(): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  for (const lng of catalogueLanguages) {
    const { code } = await transform(await readFile(path.join(i18nDir, `${lng}.ts`), 'utf8'), { loader: 'ts', format: 'esm' });
    const messages: Record<string, unknown> = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).default;
    for (const part of catalogueParts) {
      const sections = Object.fromEntries(Object.entries(messages).filter(([section]) => partOf(section) === part));
      // JSON.parse of a string is read faster than the same object as code (and it is the same bytes to download).
      sources.set(`${lng}/${part}`, `export default JSON.parse(${JSON.stringify(JSON.stringify(sections))});\n`);
    }
  }
  return sources;
}

/**
 * The catalogues for the browser, one file per language and part, so a page downloads only its language and a shop page
 * not the console's words (core/i18n/parts.ts). The browser build's core/i18n/catalogues.ts is catalogues.client.ts,
 * which fetches them through `virtual:i18n-catalogues`. In a build the files are named by a hash of their content, so
 * the server's build knows the same names and preloads the page's (app/lib/i18n-loading.ts); the dev server serves
 * them as modules.
 */
function i18nCatalogues(): Plugin[] {
  let command: 'build' | 'serve' = 'build';
  let base = '/';
  let built: Promise<Map<string, { fileName: string; source: string }>> | undefined;
  const buildFiles = () =>
    (built ??= catalogueSources().then((sources) => {
      const files = new Map<string, { fileName: string; source: string }>();
      for (const [key, source] of sources) {
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        files.set(key, { fileName: `${assetsDir}/i18n-${key.replace('/', '-')}-${hash}.js`, source });
      }
      return files;
    }));
  return [
    {
      name: 'zuuch:i18n-browser-catalogues',
      // Before Vite's own resolver, which would find catalogues.ts.
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name === 'client',
      resolveId(source, importer) {
        if (source === './catalogues' && importer && path.resolve(importer) === path.join(i18nDir, 'index.ts')) return path.join(i18nDir, 'catalogues.client.ts');
      },
    },
    {
      name: 'zuuch:i18n-catalogues',
      configResolved(config) {
        command = config.command;
        base = config.base;
      },
      resolveId(id) {
        if (id === CATALOGUES || id.startsWith(PART)) return `\0${id}`;
      },
      async load(id) {
        if (id === `\0${CATALOGUES}`) {
          if (command === 'serve') {
            const imports = catalogueLanguages.flatMap((lng) => catalogueParts.map((part) => `'${lng}/${part}': () => import('${PART}${lng}/${part}')`));
            return `export const catalogueFiles = null;\nconst parts = { ${imports.join(', ')} };\nexport function fetchCatalogue(lng, part) { return parts[lng + '/' + part]().then((m) => m.default); }\n`;
          }
          const urls: Record<string, Record<string, string>> = {};
          for (const [key, { fileName }] of await buildFiles()) {
            const [lng, part] = key.split('/');
            (urls[lng] ??= {})[part] = `${base}${fileName}`;
          }
          return `export const catalogueFiles = ${JSON.stringify(urls)};\nexport function fetchCatalogue(lng, part) { return import(/* @vite-ignore */ catalogueFiles[lng][part]).then((m) => m.default); }\n`;
        }
        if (id.startsWith(`\0${PART}`)) {
          const key = id.slice(PART.length + 1);
          this.addWatchFile(path.join(i18nDir, `${key.split('/')[0]}.ts`));
          return (await catalogueSources()).get(key);
        }
      },
      async generateBundle() {
        if (command !== 'build' || this.environment?.name !== 'client') return;
        for (const { fileName, source } of (await buildFiles()).values()) this.emitFile({ type: 'asset', fileName, source });
      },
    },
  ];
}

/**
 * Fewer, larger files for what every shop page runs. Left to itself the bundler cut the shared code into some thirty
 * files of a few hundred bytes each, and a phone on a slow network pays for each before the page can start. So: the
 * framework (React, React DOM, React Router) is one file, i18next with the store's i18n runtime one, the root route with
 * everything it imports one, and the shop's layout (header, footer, search) with what it imports one. The rest stays
 * split by route, so a shop page never loads the console's code, and the console not the shop's pages.
 */
function browserChunks(): Plugin {
  const shells = { root: '/app/root.tsx', shop: '/app/layouts/default.tsx' };
  // Module id → the shell whose static imports reach it first (filled when the module graph is complete).
  const shellOf = new Map<string, string>();
  const sep = '[\\\\/]';
  return {
    name: 'zuuch:browser-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      shellOf.clear();
      const ids = [...this.getModuleIds()];
      for (const [name, file] of Object.entries(shells)) {
        const stack = ids.filter((id) => id.endsWith(file));
        while (stack.length) {
          const id = stack.pop()!;
          if (shellOf.has(id)) continue;
          shellOf.set(id, name);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'framework', test: new RegExp(`node_modules${sep}(react|react-dom|scheduler|react-router)${sep}`), priority: 4 },
            {
              name: 'i18n',
              test: new RegExp(`node_modules${sep}(i18next|react-i18next|use-sync-external-store)${sep}|core${sep}i18n${sep}(index|mongolian-cases|parts)\\.ts$|app${sep}lib${sep}i18n-loading\\.ts$`),
              priority: 3,
            },
            // The store's own modules only: of a package the graph reaches (zod through no-eval.ts) the console's routes may use
            // much more than the shell does, and a group takes all of what is used anywhere.
            { name: 'root', test: (id: string) => shellOf.get(id) === 'root' && !id.includes('node_modules'), priority: 2 },
            { name: 'shop', test: (id: string) => shellOf.get(id) === 'shop' && !id.includes('node_modules'), priority: 1 },
          ],
        },
      };
    },
  };
}

/**
 * Toasts are shown on few visits: the app's `react-toastify` is app/lib/lazy-toastify.tsx, which fetches the library
 * when the first toast is shown (in the server's build too, so both render the same page).
 */
function lazyToasts(): Plugin {
  const shim = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app/lib/lazy-toastify.tsx');
  return {
    name: 'zuuch:lazy-toasts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-toastify' && importer && path.resolve(importer.split('?')[0]) !== shim) return shim;
    },
  };
}

// ANALYZE=1 node scripts/build.mjs: what is in the browser's chunks, as a treemap (build/stats.html) and as data
// (build/stats.json, gzip sizes per module and chunk). The server bundle is left out: only what the shopper downloads counts.
function analyze(): PluginOption[] {
  if (!process.env.ANALYZE) return [];
  return (['treemap', 'raw-data'] as const).map((template) => ({
    ...visualizer({ filename: `build/stats.${template === 'treemap' ? 'html' : 'json'}`, template, gzipSize: true }),
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
  }));
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), ...i18nCatalogues(), lazyToasts(), browserChunks(), ...analyze()],
  build: { assetsDir },
});
