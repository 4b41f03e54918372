// Where files go: a local directory unless S3_BUCKET names a bucket; S3 settings that cannot work together stop the
// process with a message naming the variable.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config';

const problems = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
};

describe('storage settings', () => {
  it('keeps files under the data directory unless UPLOADS_DIR says otherwise', () => {
    expect(parseConfig({ DATA_DIR: '/srv/zuuch' }).storage).toEqual({ driver: 'local', dir: path.resolve('/srv/zuuch/uploads') });
    expect(parseConfig({ DATA_DIR: '/srv/zuuch', UPLOADS_DIR: '/mnt/files' }).storage).toEqual({ driver: 'local', dir: '/mnt/files' });
  });

  it('uses the bucket S3_BUCKET names, on AWS or on another S3-compatible server', () => {
    expect(parseConfig({ S3_BUCKET: 'zuuch-files' }).storage).toEqual({
      driver: 's3',
      bucket: 'zuuch-files',
      region: 'us-east-1',
      endpoint: null,
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
    });
    const minio = { S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000/', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'zuuch', S3_SECRET_ACCESS_KEY: 'a secret', S3_FORCE_PATH_STYLE: 'true' };
    expect(parseConfig(minio).storage).toEqual({ driver: 's3', bucket: 'files', region: 'eu-central-1', endpoint: 'http://minio:9000', accessKeyId: 'zuuch', secretAccessKey: 'a secret', forcePathStyle: true });
  });

  it('names the variable when S3 settings cannot work', () => {
    expect(problems({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'zuuch' })).toEqual(['S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID']);
    expect(problems({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'a secret' })).toEqual(['S3_ACCESS_KEY_ID: must be set together with S3_SECRET_ACCESS_KEY']);
    expect(problems({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'zuuch', S3_SECRET_ACCESS_KEY: 'a secret' })).toEqual([
      'S3_ENDPOINT: needs S3_BUCKET (files stay on local disk without it)',
      'S3_ACCESS_KEY_ID: needs S3_BUCKET (files stay on local disk without it)',
      'S3_SECRET_ACCESS_KEY: needs S3_BUCKET (files stay on local disk without it)',
    ]);
    expect(problems({ S3_BUCKET: 'files', UPLOADS_DIR: '/mnt/files' })).toEqual(['UPLOADS_DIR: must not be set with S3_BUCKET (files go to the bucket)']);
    expect(problems({ S3_BUCKET: 'Files_1' })[0]).toMatch(/^S3_BUCKET: must be a bucket name/);
    expect(problems({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })[0]).toMatch(/^S3_ENDPOINT: /);
    expect(problems({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' })[0]).toMatch(/^S3_FORCE_PATH_STYLE: /);
  });
});
