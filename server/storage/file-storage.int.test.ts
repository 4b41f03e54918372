// One contract for every storage driver: the local directory and an S3-compatible bucket (a real s3rver on loopback,
// spoken to by the AWS SDK exactly as production speaks to S3) keep, give back and remove files alike; a missing file is
// a clear not-found; a key the store could not have made is refused before anything is touched.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { FileNotFoundError, InvalidStorageKeyError, type FileExtension, type FileStorage, type StorageFolder } from './file-storage';
import { createLocalStorage } from './local-storage';
import { openFileStorage } from './open-file-storage';
import { createS3Storage } from './s3-storage';

const KEY = /^leasing\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.pdf$/;
const MISSING = 'leasing/00000000-0000-4000-8000-000000000000.pdf';
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}`);

let s3: TestS3Server;
let localDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  localDir = await mkdtemp(path.join(os.tmpdir(), 'zuuch-storage-'));
});
afterAll(async () => {
  await s3?.close();
  if (localDir) await rm(localDir, { recursive: true, force: true });
});

// Opened as the app opens them, from config.storage.
const drivers: [string, () => Promise<FileStorage>][] = [
  ['local disk', () => openFileStorage({ driver: 'local', dir: path.join(localDir, 'uploads') })],
  ['S3 (s3rver)', () => openFileStorage({ driver: 's3', ...s3.options })],
];

describe.each(drivers)('file storage on %s', (_name, open) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await open();
  });

  it('keeps a file under a new key of its folder, gives it back, and removes it', async () => {
    const key = await storage.save('leasing', pdf('statement'), 'pdf');
    expect(key).toMatch(KEY);
    expect(await storage.read(key)).toEqual({ bytes: pdf('statement'), contentType: 'application/pdf' });
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.remove(key); // already gone: no error
  });

  it('says plainly that a file is not there', async () => {
    const err = await storage.read(MISSING).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileNotFoundError);
    expect(err).toMatchObject({ key: MISSING, message: `no stored file under ${MISSING}` });
  });

  it('refuses a key it could not have made, before touching anything', async () => {
    const bad = [
      '',
      '../leasing/00000000-0000-4000-8000-000000000000.pdf',
      'leasing/../../etc/passwd',
      'leasing/00000000-0000-4000-8000-000000000000.pdf/../x.pdf',
      '/leasing/00000000-0000-4000-8000-000000000000.pdf',
      'secrets/00000000-0000-4000-8000-000000000000.pdf', // not a folder of the allowlist
      'leasing/00000000-0000-4000-8000-000000000000.html',
      'leasing/00000000-0000-4000-8000-00000000000A.pdf',
      'leasing/statement.pdf',
      'leasing\\00000000-0000-4000-8000-000000000000.pdf',
      'leasing/00000000-0000-4000-8000-000000000000.pdf\n',
    ];
    for (const key of bad) {
      await expect(storage.read(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.remove(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    // A caller outside TypeScript's eye cannot name a folder or a kind of file either.
    await expect(storage.save('../etc' as StorageFolder, pdf('x'), 'pdf')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.save('leasing', pdf('x'), 'exe' as FileExtension)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('keeps each kind of file with its content type', async () => {
    const files = { pdf: pdf('a'), jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 3]) };
    const types = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };
    for (const ext of ['pdf', 'jpg', 'png'] as const) {
      const key = await storage.save('leasing', files[ext], ext);
      expect(key.endsWith(`.${ext}`)).toBe(true);
      expect(await storage.read(key)).toEqual({ bytes: files[ext], contentType: types[ext] });
    }
  });

  it('keeps a file larger than the upload limit byte for byte', async () => {
    const bytes = Buffer.concat([pdf(''), randomBytes(6 * 1024 * 1024)]);
    const key = await storage.save('leasing', bytes, 'pdf');
    const back = await storage.read(key);
    expect(back.bytes.byteLength).toBe(bytes.byteLength);
    expect(back.bytes.equals(bytes)).toBe(true);
  });

  it('removes the files of a folder written before a time, and nothing else', async () => {
    const statement = await storage.save('leasing', pdf('kept'), 'pdf');
    const list = await storage.save('imports', Buffer.from('slug,price\n'), 'csv');
    // Written just now: not before a minute ago.
    expect(await storage.removeOlderThan('imports', new Date(Date.now() - 60_000))).toBe(0);
    expect((await storage.read(list)).contentType).toBe('text/csv');
    // Before a minute from now: the price list goes, the other folder's file stays.
    expect(await storage.removeOlderThan('imports', new Date(Date.now() + 60_000))).toBe(1);
    await expect(storage.read(list)).rejects.toBeInstanceOf(FileNotFoundError);
    expect((await storage.read(statement)).bytes.equals(pdf('kept'))).toBe(true);
    expect(await storage.removeOlderThan('imports', new Date(Date.now() + 60_000))).toBe(0);
  });

  it('keeps files saved at the same time apart', async () => {
    const contents = Array.from({ length: 24 }, (_, i) => pdf(`file ${i} ${randomBytes(2048).toString('hex')}`));
    const keys = await Promise.all(contents.map((bytes) => storage.save('leasing', bytes, 'pdf')));
    expect(new Set(keys).size).toBe(keys.length);
    const back = await Promise.all(keys.map((key) => storage.read(key)));
    back.forEach((file, i) => expect(file.bytes.equals(contents[i])).toBe(true));
    await Promise.all(keys.map((key) => storage.remove(key)));
    for (const key of keys) await expect(storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });
});

describe('local disk storage', () => {
  it('keeps files readable by the server’s user only', async () => {
    const dir = path.join(localDir, 'private');
    const key = await createLocalStorage(dir).save('leasing', pdf('income'), 'pdf');
    expect((await stat(path.join(dir, 'leasing'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dir, key))).mode & 0o777).toBe(0o600);
  });

  it('reaches nothing outside its directory', async () => {
    const dir = path.join(localDir, 'inside');
    await writeFile(path.join(localDir, '00000000-0000-4000-8000-000000000000.pdf'), pdf('outside'));
    await expect(createLocalStorage(dir).read('leasing/../00000000-0000-4000-8000-000000000000.pdf')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});

describe('S3 storage', () => {
  it('stores the content type on the server and sends no ACL and no checksum header', async () => {
    const from = s3.requests.length;
    const key = await (await createS3Storage(s3.options)).save('leasing', pdf('x'), 'pdf');
    // As the server received it: the content type, no x-amz-acl (the bucket's policy decides who reads), and no checksum
    // header of the kind some S3-compatible servers refuse.
    const [put] = s3.requests.slice(from);
    expect(put).toMatchObject({ method: 'PUT', url: `/${s3.options.bucket}/${key}?x-id=PutObject`, headers: { 'content-type': 'application/pdf' } });
    expect(Object.keys(put.headers).filter((h) => h === 'x-amz-acl' || h.startsWith('x-amz-checksum-'))).toEqual([]);

    const client = new S3Client({ region: 'us-east-1', endpoint: s3.options.endpoint!, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.options.bucket, Key: key }));
    client.destroy();
    expect(head).toMatchObject({ ContentType: 'application/pdf', ContentLength: pdf('x').byteLength });
  });

  it('tells refused credentials and an unreachable server apart from a missing file', async () => {
    const refused = await createS3Storage({ ...s3.options, accessKeyId: 'NOT-OURS' });
    const denied = await refused.read(MISSING).catch((e: unknown) => e);
    expect(denied).not.toBeInstanceOf(FileNotFoundError);
    expect(denied).toMatchObject({ name: 'InvalidAccessKeyId', $metadata: { httpStatusCode: 403 } });

    // A port nobody listens on: the driver retries, then fails instead of waiting.
    const probe = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.once('listening', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const away = await createS3Storage({ ...s3.options, endpoint: `http://127.0.0.1:${port}` });
    const down = await away.read(MISSING).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(FileNotFoundError);
    await expect(away.save('leasing', pdf('z'), 'pdf')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
