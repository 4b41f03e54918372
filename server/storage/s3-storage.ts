// Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …) through the official AWS SDK v3 client: what several
// processes on several machines share. Objects are private (no ACL is sent: the bucket's own policy applies) and carry
// their content type, so a later direct link serves them right.
import { fileStorageOver, type FileStorage } from './file-storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** A non-AWS server's address (`http://minio:9000`); null: AWS S3 itself. */
  endpoint: string | null;
  /** Both, or neither: then the SDK's own credential chain (an instance or task role on AWS). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `{endpoint}/{bucket}/{key}` instead of `{bucket}.{endpoint}/{key}`, as most self-hosted servers want. */
  forcePathStyle: boolean;
};

export async function createS3Storage(options: S3StorageOptions): Promise<FileStorage> {
  // Loaded only here: a store on local disk starts without the SDK (about 0.1 s).
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint ?? undefined,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // A slow or unreachable server fails the request instead of holding it: 3 s to connect, 30 s for a whole transfer
    // (files are at most a few MB), 15 s of silence; the SDK retries throttling and server errors (3 attempts in all).
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000, throwOnRequestTimeout: true, socketTimeout: 15_000 },
    maxAttempts: 3,
    retryMode: 'standard',
    // Since SDK 3.729 every upload carries a CRC32 checksum header that several S3-compatible servers refuse (R2 answers
    // 501, aws/aws-sdk-js-v3#6810): against another server, checksums only where the operation requires them.
    ...(options.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
  return fileStorageOver({
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = await object.Body!.transformToByteArray();
        return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        // AWS answers 403, not 404, for a missing object unless the credentials may list the bucket (s3:ListBucket).
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if ((err as Error).name === 'NoSuchKey' || status === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async list(folder) {
      const files: { key: string; modifiedAt: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/`, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key && o.LastModified) files.push({ key: o.Key, modifiedAt: o.LastModified });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
  });
}
