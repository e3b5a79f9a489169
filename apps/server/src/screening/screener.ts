import type { Worker } from 'node:worker_threads';
import { startWorker } from '../source-loader.ts';
import type { ModelPaths } from './models.ts';
import type { PreparedPhoto } from './prepare.ts';
import { preparePhoto } from './prepare.ts';
import type { ScreenRequest, WorkerEvent } from './protocol.ts';
import type { ModelScores, ScreenedKind, ScreeningVerdict } from './rules.ts';
import { screeningVerdict } from './rules.ts';

export type ScreeningStatus = 'off' | 'loading' | 'ready' | 'failed';

export interface ScreeningHealth {
  status: ScreeningStatus;
  /** Why the models are not available (status 'failed'). */
  error?: string;
  loadMs?: number;
}

export interface ScreenerOptions {
  enabled: boolean;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Model file locations (tests point them elsewhere to see a failed load). */
  paths?: Partial<ModelPaths>;
  /** How long an upload waits for models still loading before it is "not screened". */
  loadWaitMs?: number;
  /** How long one photo may take in the worker before it is "not screened". */
  timeoutMs?: number;
}

/** A photo screened: the verdict, and what was read for the duplicate check. */
export interface ScreenedPhoto {
  verdict: ScreeningVerdict;
  prepared: PreparedPhoto;
}

/** The worker: the bundled file next to dist/server.js, or the TypeScript source. */
function spawn(paths: Partial<ModelPaths>): Worker {
  return startWorker(import.meta.url, 'screening-worker', paths);
}

/**
 * Screens uploaded photos with the offline models in a worker thread
 * (docs/decisions/0060-image-screening.md). `start()` begins loading in the background and returns
 * at once, so the server is ready before the models are. Nothing here throws because of the
 * models: when they are off, still loading past `loadWaitMs`, failed, crashed or too slow, the
 * photo is "not screened" and the upload goes on.
 */
export class Screener {
  #status: ScreeningStatus;
  #error: string | undefined;
  #loadMs: number | undefined;
  #worker: Worker | null = null;
  #nextId = 1;
  #waiting = new Map<number, (scores: ModelScores | null) => void>();
  #settled: Promise<void> = Promise.resolve();
  #settle: () => void = () => {};
  readonly #options: Required<Omit<ScreenerOptions, 'paths'>> & { paths: Partial<ModelPaths> };

  constructor(options: ScreenerOptions) {
    this.#options = { loadWaitMs: 30_000, timeoutMs: 30_000, paths: {}, ...options };
    this.#status = options.enabled ? 'loading' : 'off';
  }

  get health(): ScreeningHealth {
    return {
      status: this.#status,
      ...(this.#error ? { error: this.#error } : {}),
      ...(this.#loadMs !== undefined ? { loadMs: this.#loadMs } : {}),
    };
  }

  /** Starts the worker and the model load; does not wait for it. */
  start(): void {
    if (this.#status !== 'loading' || this.#worker) return;
    this.#settled = new Promise((resolve) => (this.#settle = resolve));
    const worker = spawn(this.#options.paths);
    this.#worker = worker;
    // The worker alone must not keep the process alive (tests, shutdown).
    worker.unref();
    worker.on('message', (event: WorkerEvent) => this.#receive(event));
    worker.on('error', (err) => this.#fail(err.message));
    worker.on('exit', (code) => {
      if (this.#worker === worker) this.#fail(`the screening worker stopped (exit code ${code})`);
    });
  }

  /** Resolves once the models are ready or have failed (tests, benches). */
  whenSettled(): Promise<void> {
    return this.#settled;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    this.#finishAll();
    if (worker) await worker.terminate();
  }

  /**
   * Reads the photo (throws only if sharp cannot decode it) and runs the models on it when they
   * are available.
   */
  async screen(input: Buffer, kind: ScreenedKind): Promise<ScreenedPhoto> {
    const prepared = await preparePhoto(input);
    const scores = await this.#classify(prepared);
    return { verdict: screeningVerdict(kind, scores), prepared };
  }

  async #classify(prepared: PreparedPhoto): Promise<ModelScores | null> {
    if (this.#status === 'loading') {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.#settled,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, this.#options.loadWaitMs))),
      ]);
      clearTimeout(timer);
    }
    const worker = this.#worker;
    if (this.#status !== 'ready' || !worker) return null;
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(id);
        this.#options.log.error({ id }, 'screening timed out: the photo is not screened');
        resolve(null);
      }, this.#options.timeoutMs);
      this.#waiting.set(id, (scores) => {
        clearTimeout(timer);
        resolve(scores);
      });
      // Copies: the prepared buffers stay usable here (hashes, tests).
      const nsfw = Uint8Array.from(prepared.nsfw).buffer;
      const detect = Uint8Array.from(prepared.detect).buffer;
      const request: ScreenRequest = { id, nsfw, detect };
      worker.postMessage(request, [nsfw, detect]);
    });
  }

  #receive(event: WorkerEvent) {
    switch (event.type) {
      case 'ready':
        this.#status = 'ready';
        this.#loadMs = event.loadMs;
        this.#options.log.info({ loadMs: event.loadMs }, 'image screening models loaded');
        this.#settle();
        return;
      case 'failed':
        this.#fail(event.error);
        return;
      case 'result':
        this.#waiting.get(event.id)?.({ nsfw: event.nsfw, animals: event.animals, ms: event.ms });
        this.#waiting.delete(event.id);
        return;
      case 'error':
        this.#options.log.error({ err: event.error }, 'screening a photo failed');
        this.#waiting.get(event.id)?.(null);
        this.#waiting.delete(event.id);
    }
  }

  #fail(error: string) {
    if (this.#status === 'failed' || this.#status === 'off') return;
    this.#status = 'failed';
    this.#error = error;
    this.#options.log.error(
      { err: error },
      'image screening is unavailable: uploads are queued as not screened',
    );
    const worker = this.#worker;
    this.#worker = null;
    this.#finishAll();
    this.#settle();
    void worker?.terminate();
  }

  #finishAll() {
    for (const done of this.#waiting.values()) done(null);
    this.#waiting.clear();
  }
}
