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

/** Rejects when the file is not a HEIC/HEIF photo libheif can read (or the worker fails). */
export async function decodeHeic(file: Blob): Promise<ImageBitmap> {
  const bytes = await file.arrayBuffer();
  const id = ++nextId;
  const current = startWorker();
  const image = await new Promise<ImageData>((resolve, reject) => {
    const onMessage = (event: MessageEvent<HeicResponse>) => {
      if (event.data.id !== id) return;
      done();
      if (event.data.ok) resolve(event.data.image);
      else reject(new Error(event.data.message));
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
