import type { AppLoadContext as ServerLoadContext } from '../server/app';

declare module 'react-router' {
  // Loaders and actions receive the server's context: domain services, request id, cookies, public config.
  interface AppLoadContext extends ServerLoadContext {}
}
