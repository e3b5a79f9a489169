export interface StartedS3Server {
  endpoint: string;
  bucket: string;
  directory: string;
  env: Record<
    'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY',
    string
  > & { S3_PRIVATE_BUCKET?: string };
  /** Keys in the bucket, or in the bucket named. */
  keys(bucket?: string): string[];
  stop(): Promise<void>;
}

export declare function startS3Server(options?: {
  bucket?: string;
  privateBucket?: string;
}): Promise<StartedS3Server>;
