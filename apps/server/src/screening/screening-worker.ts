/**
 * The screening worker thread: loads the NSFW classifier and the object detector once, from
 * files on disk, on TensorFlow.js' WASM backend, then answers one request at a time. It never
 * touches the HTTP thread; the main thread (screener.ts) talks to it by messages
 * (docs/decisions/0060-image-screening.md).
 */
import { parentPort, workerData } from 'node:worker_threads';
import * as wasm from '@tensorflow/tfjs-backend-wasm';
import * as tfc from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import * as tfl from '@tensorflow/tfjs-layers';
import type { ModelPaths } from './models.ts';
import { defaultModelPaths, detectorArtifacts, nsfwArtifacts } from './models.ts';
import type { ScreenReply, ScreenRequest, WorkerEvent } from './protocol.ts';
import { DETECT_SIZE, NSFW_SIZE, SPECIES_BY_COCO_INDEX } from './protocol.ts';

const port = parentPort!;
const send = (event: WorkerEvent) => port.postMessage(event);

async function load(paths: ModelPaths) {
  wasm.setWasmPaths(paths.wasmDir);
  if (!(await tf.setBackend('wasm'))) throw new Error('the WASM backend did not start');
  await tf.ready();
  const nsfw = await tfl.loadLayersModel(tf.io.fromMemory(nsfwArtifacts(paths.nsfwDir)));
  const detector = await tfc.loadGraphModel(tf.io.fromMemory(detectorArtifacts(paths.detectorDir)));
  // One warm-up pass each: the first call compiles kernels.
  tf.tidy(() => nsfw.predict(tf.zeros([1, NSFW_SIZE, NSFW_SIZE, 3])));
  tf.dispose(detector.execute(tf.zeros([1, DETECT_SIZE, DETECT_SIZE, 3]), DETECTIONS));
  return { nsfw, detector };
}

const DETECTIONS = 'tower_0/detections';

type Models = Awaited<ReturnType<typeof load>>;

async function screen(models: Models, request: ScreenRequest): Promise<ScreenReply> {
  const started = performance.now();
  const nsfwInput = new Uint8Array(request.nsfw);
  const detectInput = new Uint8Array(request.detect);
  const probabilities = tf.tidy(() => {
    const pixels = tf.tensor4d(
      Float32Array.from(nsfwInput, (v) => v / 255),
      [1, NSFW_SIZE, NSFW_SIZE, 3],
    );
    return (models.nsfw.predict(pixels) as tf.Tensor).dataSync();
  });
  const output = tf.tidy(() =>
    models.detector.execute(
      tf.tensor4d(Float32Array.from(detectInput), [1, DETECT_SIZE, DETECT_SIZE, 3]),
      DETECTIONS,
    ),
  ) as tf.Tensor;
  // [1, n, 6]: x1, y1, x2, y2, score, class index (COCO, 0-based).
  const rows = (await output.array()) as number[][][];
  output.dispose();
  const animals: Record<string, number> = {};
  for (const [, , , , score, index] of rows[0] ?? []) {
    const species = SPECIES_BY_COCO_INDEX[index as number];
    // Scores under 0.1 are noise (generated pictures reach 0.05 for half of COCO's animals).
    if (species && score! >= 0.1 && score! > (animals[species] ?? 0)) {
      animals[species] = Math.round(score! * 1000) / 1000;
    }
  }
  const round = (i: number) => Math.round((probabilities[i] ?? 0) * 1000) / 1000;
  return {
    type: 'result',
    id: request.id,
    nsfw: {
      drawing: round(0),
      hentai: round(1),
      neutral: round(2),
      porn: round(3),
      sexy: round(4),
    },
    animals,
    ms: Math.round(performance.now() - started),
  };
}

async function main() {
  const started = performance.now();
  let models: Models;
  try {
    models = await load({ ...defaultModelPaths(), ...(workerData as Partial<ModelPaths>) });
  } catch (err) {
    send({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
    return;
  }
  send({ type: 'ready', loadMs: Math.round(performance.now() - started) });
  // Requests are answered in order, one at a time (the models are not reentrant).
  let queue = Promise.resolve();
  port.on('message', (request: ScreenRequest) => {
    queue = queue.then(async () => {
      try {
        send(await screen(models, request));
      } catch (err) {
        send({
          type: 'error',
          id: request.id,
          error: err instanceof Error ? err.message : String(err),
        });
      }
    });
  });
}

void main();
