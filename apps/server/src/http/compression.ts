import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * On-the-fly compression of dynamic answers (docs/decisions/0040-fast-first-load.md): JSON, HTML
 * with a link preview's head, XML and text of at least 1 KB, for clients that ask for it. Static
 * files are compressed at build time and served as files (http/web.ts); images are never
 * recompressed (their types are not compressible) and keep their year-long caching.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Request bodies are never inflated: a few KB of gzip can expand to gigabytes past bodyLimit.
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    // zstd only exists on newer Node versions: the same two encodings everywhere.
    encodings: ['br', 'gzip'],
    // Quality 4 compresses JSON nearly as well as 11 at a fraction of the CPU.
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}
