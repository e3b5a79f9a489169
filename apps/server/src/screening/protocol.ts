/** Messages between the screener (main thread) and its worker, and the models' input sizes. */

/** nsfwjs' MobileNetV2 input: the whole photo stretched to 224×224, values 0–1. */
export const NSFW_SIZE = 224;
/** CenterNet's input: the photo letterboxed (aspect kept, grey bars) into 512×512, values 0–255. */
export const DETECT_SIZE = 512;

/** Animals among COCO's 80 classes (0-based class index → species). */
export const SPECIES_BY_COCO_INDEX: Readonly<Record<number, string>> = {
  14: 'bird',
  15: 'cat',
  16: 'dog',
  17: 'horse',
  18: 'sheep',
  19: 'cow',
  20: 'elephant',
  21: 'bear',
  22: 'zebra',
  23: 'giraffe',
};

export interface NsfwScores {
  drawing: number;
  hentai: number;
  neutral: number;
  porn: number;
  sexy: number;
}

/** Raw RGB pixels (3 bytes per pixel), transferred to the worker. */
export interface ScreenRequest {
  id: number;
  nsfw: ArrayBuffer;
  detect: ArrayBuffer;
}

export interface ScreenReply {
  type: 'result';
  id: number;
  nsfw: NsfwScores;
  /** The best detection score of each animal species seen (0–1). */
  animals: Record<string, number>;
  ms: number;
}

export type WorkerEvent =
  | { type: 'ready'; loadMs: number }
  | { type: 'failed'; error: string }
  | ScreenReply
  | { type: 'error'; id: number; error: string };
