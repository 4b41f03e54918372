// The layers of the code (docs/ARCHITECTURE.md): app → server → core, never back up; no module imports itself back
// through others. Checked by test/architecture.test.ts (part of `npm test`); `npx depcruise app server core` shows it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-the-bottom',
      severity: 'error',
      comment: 'core/ holds rules shared by browser and server; it imports neither.',
      from: { path: '^core/' },
      to: { path: '^(server|app)/' },
    },
    {
      name: 'server-below-app',
      severity: 'error',
      comment: 'server/ serves app/ and must not import it; move what both need down to core/.',
      from: { path: '^server/' },
      to: { path: '^app/' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A module that imports itself back through others (type-only imports are not counted: they vanish at build).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.react-router|dist|build)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
