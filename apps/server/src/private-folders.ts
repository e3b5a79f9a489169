import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';

/**
 * The server's folders are its user's alone (docs/decisions/0115-private-data-folder.md): the
 * database in DATA_DIR/db holds the auth secret, session tokens and password hashes (its WAL
 * too), and uploads, exports and backups hold members' data.
 */

/** New files 0600, new folders 0700, whatever creates them in this process and its children. */
export const PRIVATE_UMASK = 0o077;

/** Sets the process umask (main thread only: workers share the process's). */
export function usePrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

export class FolderNotPrivateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FolderNotPrivateError';
  }
}

/** Folders that can hold many files: walked only when they, or a folder above, were open. */
const LARGE = new Set(['uploads', 'private']);

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0');

export interface TightenResult {
  /** Entries whose mode was changed. */
  changed: number;
}

/**
 * Makes `dir` private: creates it (0700) when missing, and removes group and other permissions
 * from it and everything in it (folders 0700, files 0600 when they were 0666). Symbolic links
 * are not followed. Large subfolders (`uploads/`, `private/`) are walked only when they or a
 * folder above them were open to others, so a start-up costs a walk of the database folder.
 * Throws FolderNotPrivateError, saying what to run, when a mode cannot be changed (the entry
 * belongs to another user).
 */
export async function makeFolderPrivate(
  dir: string,
  setting: string,
  options: { create?: boolean; chmod?: (file: string, mode: number) => Promise<void> } = {},
): Promise<TightenResult> {
  const setMode = options.chmod ?? chmod;
  if (options.create ?? true) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
  } else if (!(await stat(dir).catch(() => null))) {
    return { changed: 0 };
  }
  const result: TightenResult = { changed: 0 };
  const refuse = (entry: string, mode: number, err: unknown) => {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    return new FolderNotPrivateError(
      `${setting} (${dir}) must be private to the user that runs PawPrize, but ${entry} is ` +
        `open to other users (mode ${octal(mode)}) and could not be changed (${code}: it ` +
        `belongs to another user?). As root, run: chown -R ${userInfo().username} "${dir}" && ` +
        `chmod -R go-rwx "${dir}"`,
    );
  };
  const tighten = async (entry: string, mode: number, wanted: number) => {
    if ((mode & 0o077) === 0) return;
    try {
      await setMode(entry, wanted);
      result.changed += 1;
    } catch (err) {
      throw refuse(entry, mode, err);
    }
  };

  const walk = async (folder: string, mode: number, inheritedOpen: boolean): Promise<void> => {
    const open = inheritedOpen || (mode & 0o077) !== 0;
    await tighten(folder, mode, (mode & 0o700) | 0o700);
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (err) {
      throw refuse(folder, mode, err);
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) continue;
      const info = await lstat(full).catch(() => null);
      if (!info) continue; // gone meanwhile
      if (info.isDirectory()) {
        const large = folder === dir && LARGE.has(entry.name);
        if (!large || open || (info.mode & 0o077) !== 0) await walk(full, info.mode, open);
      } else if (info.isFile()) {
        await tighten(full, info.mode, info.mode & 0o700);
      }
    }
  };
  await walk(dir, (await stat(dir)).mode, false);
  return result;
}
