import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** s3rver's fixed credentials; the server checks the request signature with them. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** A client for the bucket, to look at or change objects behind the store's back. */
  client: S3Client;
  /** Where s3rver keeps the objects on disk. */
  directory: string;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 with one empty bucket, its objects in a
 * temporary folder that `close` removes.
 */
export async function startS3TestServer(bucket = 'paraph-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'paraph-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket,
    credentials,
    client,
    directory,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
