/**
 * The part of `s3rver` (which ships no types) the tests use (server/testing/s3-server.ts): an S3-compatible
 * server on loopback, storing objects in a folder. Test-only: the server speaks S3 through @aws-sdk/client-s3.
 */
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer?: Server;
  }
}
