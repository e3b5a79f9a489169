/** The messages between the page and the HEIC worker. */
export interface HeicRequest {
  id: number;
  bytes: ArrayBuffer;
}

export type HeicResponse =
  | { id: number; ok: true; image: ImageData }
  | { id: number; ok: false; message: string }
  /** Its header says it has more pixels than HEIC_MAX_PIXELS: it was not decoded. */
  | { id: number; ok: false; tooLarge: { width: number; height: number } };
