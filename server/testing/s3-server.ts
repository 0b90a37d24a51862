import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../media/s3-store';

/**
 * A real S3-compatible server (s3rver) on loopback for one test file or benchmark, with one bucket. Its
 * fixed credentials are S3RVER / S3RVER; it needs path-style URLs.
 */
export interface TestS3 {
  settings: S3Settings;
  /** the same as S3_* environment settings, for child processes */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(
  opts: {
    port?: number;
    bucket?: string /** kept after close (a restart finds its objects) */;
    directory?: string;
  } = {},
): Promise<TestS3> {
  const directory = opts.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-s3-'));
  const bucket = opts.bucket ?? 'stallfeed-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: opts.port ?? 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: '',
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      // an outage, not a drain: connections in flight (the app's keep-alive sockets, an upload under way) are cut,
      // or close() would wait for them for ever (the fault suite once stalled here)
      const http = (server as unknown as { httpServer?: { closeAllConnections?: () => void } }).httpServer;
      const closing = server.close().catch(() => {});
      http?.closeAllConnections?.();
      await closing;
      if (!opts.directory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
