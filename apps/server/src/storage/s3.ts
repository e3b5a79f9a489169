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
import { assertValidKey, contentTypeForKey, IMMUTABLE } from './types.ts';

/** A storage request that takes longer than this fails (and a health probe reports it). */
const REQUEST_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, Garage, SeaweedFS, Ceph RGW, MinIO…),
 * docs/decisions/0070-s3-storage.md. Objects are written with their content type and the
 * immutable cache header (stored names are random and never reused). Browsers fetch them from
 * `S3_PUBLIC_URL` when it is set, otherwise from the app's `/uploads/…`, which streams them from
 * the bucket with the disk driver's headers.
 */
export class S3Storage implements StorageDriver {
  readonly name = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  private readonly publicBase: string;

  constructor(
    readonly config: S3Config,
    client?: S3Client,
  ) {
    this.bucket = config.bucket;
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
        Bucket: this.bucket,
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
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
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
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return `${this.publicBase}/${key}`;
  }

  async *list(): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key && !item.Key.startsWith('.health-')) {
          yield { key: item.Key, size: item.Size ?? 0 };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Cheap enough for the health endpoint: the bucket exists and these credentials reach it. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      // HEAD answers carry no body, so no error code: ask again with a listing to learn why.
      const detailed = await this.client
        .send(new ListObjectsV2Command({ Bucket: this.bucket, MaxKeys: 1 }))
        .then(
          () => err,
          (listErr: unknown) => listErr,
        );
      throw new Error(explainS3Error(detailed, this.config), { cause: err });
    }
  }

  /**
   * The start-up check: the bucket is there and an object can be written, read back and deleted.
   * Throws an error whose message says what is wrong and what to do.
   */
  async verify(): Promise<void> {
    await this.check();
    const key = `.health-${randomBytes(8).toString('hex')}`;
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: 'ok',
          ContentType: 'text/plain',
        }),
      );
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      throw new Error(explainS3Error(err, this.config, 'write'), { cause: err });
    }
  }

  close(): void {
    this.client.destroy();
  }
}
