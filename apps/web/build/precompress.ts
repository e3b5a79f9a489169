import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text files worth compressing, and WebAssembly (the HEIC decoder's 1.4 MB shrinks to about a
 * third, ADR 0136); images and fonts (already compressed formats) are left alone.
 */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map|wasm)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text file of the
 * build, for the server to send as they are (docs/decisions/0040-fast-first-load.md). A copy that
 * would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pawprize-precompress',
    // Not in the prerender's Node build (build/prerender.mjs).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      let count = 0;
      let before = 0;
      let after = 0;
      for await (const file of files(outDir)) {
        if (!TEXT_FILE.test(file)) continue;
        const data = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzipAsync(data, { level: 9 }),
        ]);
        if (br.length < data.length) await writeFile(`${file}.br`, br);
        if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
        count += 1;
        before += (await stat(file)).size;
        after += Math.min(br.length, data.length);
      }
      this.info(
        `precompressed ${count} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (brotli)`,
      );
    },
  };
}
