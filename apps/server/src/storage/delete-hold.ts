import type { ListedObject, PutOptions, StorageDriver, StoredObject } from './types.ts';

/**
 * A storage driver whose deletes can be held back while a backup copies the files
 * (docs/decisions/0050-backups.md). The backup's database copy is taken at one instant; a pet
 * deleted after that instant is still in the copy, so its files must still be there when the
 * backup reaches them. While any hold is open, `delete` only records the key; the last hold to
 * close deletes them. A key written again meanwhile is not deleted.
 */
export class DeleteHold implements StorageDriver {
  #holds = 0;
  #pending = new Set<string>();

  constructor(
    readonly inner: StorageDriver,
    private readonly onDeleteError: (key: string, err: unknown) => void = () => {},
  ) {}

  get name() {
    return this.inner.name;
  }

  /** Holds deletes until the returned function is called (once; later calls do nothing). */
  hold(): () => Promise<void> {
    this.#holds += 1;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.#holds -= 1;
      if (this.#holds > 0) return;
      const keys = [...this.#pending];
      this.#pending.clear();
      await Promise.all(
        keys.map((key) => this.inner.delete(key).catch((err) => this.onDeleteError(key, err))),
      );
    };
  }

  /** Deletes waiting for the holds to close. */
  get pendingDeletes(): number {
    return this.#pending.size;
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    this.#pending.delete(key);
    await this.inner.put(key, body, options);
  }

  get(key: string): Promise<StoredObject | null> {
    return this.inner.get(key);
  }

  async delete(key: string): Promise<void> {
    if (this.#holds > 0) this.#pending.add(key);
    else await this.inner.delete(key);
  }

  publicUrl(key: string): string {
    return this.inner.publicUrl(key);
  }

  check(): Promise<void> {
    return this.inner.check();
  }

  list(): AsyncIterable<ListedObject> {
    return this.inner.list();
  }
}
