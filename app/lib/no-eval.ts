// The browser runs under a Content-Security-Policy without 'unsafe-eval' (server/http/content-security-policy.ts). zod
// compiles object parsers with `new Function` when it may, and finds out by trying when a schema is made, which the
// browser reports as a violation. In the browser it is told not to (the parsers work the same, uncompiled); imported
// first by root.tsx, before any module makes a schema. The server keeps compiling.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
