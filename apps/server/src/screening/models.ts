import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { io } from '@tensorflow/tfjs-core';

/**
 * Where the two offline models live: both ship inside npm packages, nothing is downloaded
 * (docs/decisions/0060-image-screening.md).
 * - NSFW: nsfwjs' MobileNetV2 (a Keras layers model, 224×224 input), stored by nsfwjs as JS
 *   files that wrap the model JSON and its weights as base64. We read the files as text and decode
 *   the weights ourselves: nsfwjs' own loader builds a binary string char by char (4 s, ~680 MB).
 * - Objects: the COCO CenterNet graph model of @vladmandic/human (512×512 input).
 */

const require = createRequire(import.meta.url);

/** The folder of an installed package (its package.json may not be exported). */
export function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package ${name} not found`);
    dir = parent;
  }
}

export interface ModelPaths {
  /** nsfwjs' dist/models/mobilenet_v2 folder. */
  nsfwDir: string;
  /** The folder holding centernet.json and centernet.bin. */
  detectorDir: string;
  /** tfjs-backend-wasm's dist folder (the .wasm binaries). */
  wasmDir: string;
}

export function defaultModelPaths(): ModelPaths {
  return {
    nsfwDir: path.join(packageDir('nsfwjs'), 'dist/models/mobilenet_v2'),
    detectorDir: path.join(packageDir('@vladmandic/human'), 'models'),
    wasmDir: `${path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}${path.sep}`,
  };
}

function arrayBufferOf(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength,
  ) as ArrayBuffer;
}

interface ModelJson {
  modelTopology: object;
  format?: string;
  weightsManifest: { paths: string[]; weights: io.WeightsManifestEntry[] }[];
  signature?: object;
}

/** The model JSON that a UMD-wrapped `model.min.js` of nsfwjs exports. */
function nsfwModelJson(dir: string): ModelJson {
  return require(path.join(dir, 'model.min.js')) as ModelJson;
}

/** The base64 weights inside a `group1-shardNofM.min.js` file of nsfwjs. */
function nsfwShard(file: string): Buffer {
  const text = readFileSync(file, 'latin1');
  const match = /"([A-Za-z0-9+/=]{1000,})"/.exec(text);
  if (!match) throw new Error(`no weights found in ${path.basename(file)}`);
  return Buffer.from(match[1]!, 'base64');
}

export function nsfwArtifacts(dir: string): io.ModelArtifacts {
  const json = nsfwModelJson(dir);
  const shards = readdirSync(dir)
    .filter((f) => /^group\d+-shard\d+of\d+\.min\.js$/.test(f))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (shards.length === 0) throw new Error(`no NSFW model weights in ${dir}`);
  const weights = Buffer.concat(shards.map((f) => nsfwShard(path.join(dir, f))));
  return {
    modelTopology: json.modelTopology,
    format: json.format,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: arrayBufferOf(weights),
  };
}

export function detectorArtifacts(dir: string): io.ModelArtifacts {
  const json = JSON.parse(readFileSync(path.join(dir, 'centernet.json'), 'utf8')) as ModelJson;
  const weights = readFileSync(path.join(dir, 'centernet.bin'));
  return {
    modelTopology: json.modelTopology,
    format: json.format,
    signature: json.signature,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: arrayBufferOf(weights),
  };
}
