// The part of s3rver (which ships no types) the tests use.
declare module 's3rver' {
  import type { Server } from 'node:http';

  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory?: string; configureBuckets?: { name: string; configs: (string | Buffer)[] }[] });
    run(): Promise<{ address: string; port: number }>;
    /** The HTTP server, once run() has resolved. */
    httpServer: Server;
    close(): Promise<void>;
  }
}
