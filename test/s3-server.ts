// A real S3-compatible server for tests: s3rver on a random loopback port, keeping its objects in a fresh temporary
// directory, with one bucket. It knows one access key id (S3RVER, secret S3RVER) and refuses others, though it does not
// check SigV4 signatures themselves; it records each request's method, path and headers as they came over the wire.
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../server/storage/s3-storage';

export type TestS3Server = {
  options: S3StorageOptions;
  requests: { method: string; url: string; headers: IncomingHttpHeaders }[];
  close: () => Promise<void>;
};

export async function startS3Server(bucket = 'zuuch-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'zuuch-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const requests: TestS3Server['requests'] = [];
  server.httpServer.prependListener('request', (req) => requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers }));
  return {
    options: { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    requests,
    close: async () => {
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
