/**
 * A worker that decodes HEIC/HEIF photos with libheif compiled to WebAssembly
 * (docs/decisions/0136-heic-photos-converted-in-the-browser.md). It is started only when a HEIC
 * photo is picked (see ./decode-heic.ts), so neither it nor the WebAssembly file is part of any
 * page's first load. A worker keeps the page responsive while a 12 MP photo decodes, and may
 * compile WebAssembly of any size synchronously.
 */
import libheifFactory from 'libheif-js/libheif-wasm/libheif.js';
import wasmUrl from 'libheif-js/libheif-wasm/libheif.wasm?url';
import { HEIC_MAX_PIXELS } from '@pawprize/shared/constants';
import { heicPixelsAllowed } from './detect';
import type { HeicRequest, HeicResponse } from './protocol';

interface HeifImage {
  get_width(): number;
  get_height(): number;
  display(
    target: { data: Uint8ClampedArray; width: number; height: number },
    done: (result: { data: Uint8ClampedArray } | null) => void,
  ): void;
  free(): void;
}
interface Libheif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
}

let libheif: Promise<Libheif> | undefined;

function loadLibheif(): Promise<Libheif> {
  libheif ??= fetch(wasmUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`libheif.wasm: HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then(
      (wasmBinary) =>
        new Promise<Libheif>((resolve, reject) => {
          const options = {
            wasmBinary,
            // With the binary given, start-up may finish before the factory returns, and the
            // decoder classes are attached after that: resolve once the factory is done.
            onRuntimeInitialized: () => queueMicrotask(() => resolve(options as never)),
            onAbort: (reason: unknown) => reject(new Error(String(reason))),
          };
          (libheifFactory as unknown as (options: object) => unknown)(options);
        }),
    );
  libheif.catch(() => {
    libheif = undefined;
  });
  return libheif;
}

/** A photo whose header says it is larger than {@link HEIC_MAX_PIXELS}. */
class TooLarge extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`${width} × ${height} is over ${HEIC_MAX_PIXELS} pixels`);
  }
}

async function decode(bytes: ArrayBuffer): Promise<ImageData> {
  const { HeifDecoder } = await loadLibheif();
  // Reads the file's boxes only: the image handles know their size before any pixel is decoded.
  const images = new HeifDecoder().decode(new Uint8Array(bytes));
  try {
    // The first top-level image (an iPhone photo has one; a burst sends its first).
    const image = images[0];
    if (!image) throw new Error('No image in this HEIF file');
    const width = image.get_width();
    const height = image.get_height();
    // Refused before the decode and its buffers (4 bytes a pixel, several times over).
    if (!heicPixelsAllowed(width, height)) throw new TooLarge(width, height);
    const pixels = new ImageData(width, height);
    await new Promise<void>((resolve, reject) => {
      image.display(pixels, (result) =>
        result ? resolve() : reject(new Error('HEIF decoding failed')),
      );
    });
    return pixels;
  } finally {
    for (const image of images) image.free();
  }
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<HeicRequest>) => void) | null;
  postMessage(message: HeicResponse, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { id, bytes } = event.data;
  decode(bytes).then(
    (image) => scope.postMessage({ id, ok: true, image }, [image.data.buffer as ArrayBuffer]),
    (error: unknown) =>
      scope.postMessage(
        error instanceof TooLarge
          ? { id, ok: false, tooLarge: { width: error.width, height: error.height } }
          : { id, ok: false, message: error instanceof Error ? error.message : String(error) },
      ),
  );
};
