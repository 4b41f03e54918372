import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // The whole route manifest ships with the first page so the preloader can match any path without a discovery round trip.
  routeDiscovery: { mode: 'initial' },
  future: {
    // Loaders get the server's plain AppLoadContext (server/app.ts); middleware context can come when a feature needs it.
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
