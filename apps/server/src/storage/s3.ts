import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { UPLOADS_ROUTE_PREFIX } from './disk.ts';
import { explainS3Error, isNotFound } from './s3-errors.ts';
import type { ListedObject, PutOptions, StorageDriver, StoredObject } from './types.ts';
import {
  assertValidKey,
  contentTypeForKey,
  IMMUTABLE,
  isPrivateKey,
  PRIVATE_FILES_ROUTE,
} from './types.ts';

/** A storage request that takes longer than this fails (and a health probe reports it). */
const REQUEST_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, Garage, SeaweedFS, Ceph RGW, MinIO…),
 * docs/decisions/0070-s3-storage.md. Objects are written with their content type and the
 * immutable cache header (stored names are random and never reused). Browsers fetch them from
 * `S3_PUBLIC_URL` when it is set, otherwise from the app's `/uploads/…`, which streams them from
 * the bucket with the disk driver's headers. The private area's keys (`private/…`) go to
 * `S3_PRIVATE_BUCKET` when it is set (required with `S3_PUBLIC_URL`, whose bucket is public), else
 * under `private/` in the bucket, which is then not public (docs/decisions/0103-private-storage.md).
 */
export class S3Storage implements StorageDriver {
  readonly name = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  /** Where `private/…` keys live: S3_PRIVATE_BUCKET, or the bucket itself. */
  readonly privateBucket: string;
  private readonly publicBase: string;

  constructor(
    readonly config: S3Config,
    client?: S3Client,
  ) {
    this.bucket = config.bucket;
    this.privateBucket = config.privateBucket ?? config.bucket;
    this.publicBase = config.publicUrl ?? UPLOADS_ROUTE_PREFIX;
    this.client =
      client ??
      new S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Many S3-compatible servers reject the CRC checksums the SDK adds by default since
        // 3.729; send and check them only where the API requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        requestHandler: {
          requestTimeout: REQUEST_TIMEOUT_MS,
          connectionTimeout: CONNECT_TIMEOUT_MS,
        },
      });
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucketFor(key),
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: options.contentType,
        CacheControl: options.cacheControl ?? IMMUTABLE,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucketFor(key), Key: key }),
      );
      if (!res.Body) return null;
      return {
        stream: res.Body as Readable,
        size: res.ContentLength ?? 0,
        contentType: res.ContentType ?? contentTypeForKey(key),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** The object's size, or null when it is not stored (storage:migrate skips what is there). */
  async stat(key: string): Promise<{ size: number } | null> {
    assertValidKey(key);
    try {
      const res = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucketFor(key), Key: key }),
      );
      return { size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucketFor(key), Key: key }));
  }

  private bucketFor(key: string): string {
    return isPrivateKey(key) ? this.privateBucket : this.bucket;
  }

  private get buckets(): string[] {
    return this.privateBucket === this.bucket ? [this.bucket] : [this.bucket, this.privateBucket];
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    // A private key is never the public bucket's: the app serves it, to whom may see it.
    return isPrivateKey(key) ? `${PRIVATE_FILES_ROUTE}/${key}` : `${this.publicBase}/${key}`;
  }

  async *list(): AsyncIterable<ListedObject> {
    for (const bucket of this.buckets) {
      // The private bucket holds only `private/…` keys; anything else there is not ours.
      const ours = (key: string) =>
        !key.startsWith('.health-') && (bucket === this.bucket || isPrivateKey(key));
      let token: string | undefined;
      do {
        const page = await this.client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key && ours(item.Key)) yield { key: item.Key, size: item.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
  }

  /** Cheap enough for the health endpoint: the buckets exist and these credentials reach them. */
  async check(): Promise<void> {
    for (const bucket of this.buckets) {
      try {
        await this.client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        // HEAD answers carry no body, so no error code: ask again with a listing to learn why.
        const detailed = await this.client
          .send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1 }))
          .then(
            () => err,
            (listErr: unknown) => listErr,
          );
        throw new Error(explainS3Error(detailed, { ...this.config, bucket }), { cause: err });
      }
    }
  }

  /**
   * The start-up check: the bucket is there and an object can be written, read back and deleted.
   * Throws an error whose message says what is wrong and what to do.
   */
  async verify(): Promise<void> {
    await this.check();
    for (const bucket of this.buckets) {
      const key = `.health-${randomBytes(8).toString('hex')}`;
      try {
        await this.client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'ok', ContentType: 'text/plain' }),
        );
        await this.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        await this.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        throw new Error(explainS3Error(err, { ...this.config, bucket }, 'write'), { cause: err });
      }
    }
  }

  close(): void {
    this.client.destroy();
  }
}
