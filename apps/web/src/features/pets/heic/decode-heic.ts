/**
 * Decodes a HEIC/HEIF photo to an `ImageBitmap` in a worker running libheif (WebAssembly).
 * This module is imported dynamically by ../prepare-photo.ts when a HEIC photo is picked: the
 * worker and the WebAssembly file load then, never with a page
 * (docs/decisions/0136-heic-photos-converted-in-the-browser.md).
 */
import type { HeicResponse } from './protocol';

let worker: Worker | undefined;
let nextId = 0;

function startWorker(): Worker {
  worker ??= new Worker(new URL('./heic-worker.ts', import.meta.url), {
    type: 'module',
    name: 'heic-decoder',
  });
  return worker;
}

/** A HEIC/HEIF photo whose header gives more than HEIC_MAX_PIXELS: it was not decoded. */
export class HeicTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`This HEIC photo is ${width} × ${height} pixels`);
  }
}

/**
 * Rejects when the file is not a HEIC/HEIF photo libheif can read (or the worker fails), and with
 * a {@link HeicTooLargeError} when it is too large to decode.
 */
export async function decodeHeic(file: Blob): Promise<ImageBitmap> {
  const bytes = await file.arrayBuffer();
  const id = ++nextId;
  const current = startWorker();
  const image = await new Promise<ImageData>((resolve, reject) => {
    const onMessage = (event: MessageEvent<HeicResponse>) => {
      if (event.data.id !== id) return;
      done();
      const answer = event.data;
      if (answer.ok) resolve(answer.image);
      else if ('tooLarge' in answer)
        reject(new HeicTooLargeError(answer.tooLarge.width, answer.tooLarge.height));
      else reject(new Error(answer.message));
    };
    const onError = (event: ErrorEvent) => {
      done();
      // A worker that failed to start or crashed is dropped; the next photo starts a new one.
      current.terminate();
      if (worker === current) worker = undefined;
      reject(new Error(event.message || 'The HEIC decoder failed'));
    };
    const done = () => {
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
    };
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    current.postMessage({ id, bytes }, [bytes]);
  });
  return createImageBitmap(image);
}
