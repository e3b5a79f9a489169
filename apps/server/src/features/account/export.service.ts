import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { SITE_NAME } from '@pawprize/shared';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Ctx } from '../../context/index.ts';
import type { ImageVariant } from '../../db/schema/index.ts';
import { isPrivateUrl, privateKey } from '../../storage/types.ts';
import { avatarKeyOf } from '../profiles/index.ts';
import { deviceName } from './devices.ts';
import { countPhotoFiles, findExportDocument, findPhotoKeys } from './export-document.queries.ts';

/**
 * "Download my data" (docs/product/account.md, docs/decisions/0090-account-export.md):
 * one JSON of everything held about the member, read in one statement (one snapshot), and the
 * member's stored photos, streamed as a ZIP while it is written. Links in mails lose their tokens
 * (a verification or reset link may still work).
 */

export const EXPORT_JSON_NAME = 'pawprize-data.json';

export interface ExportFile {
  /** Path inside the ZIP. */
  name: string;
  key: string;
}

interface ExportDocument {
  account: { email: string } | null;
  profile: { avatarUrl: string | null; username: string | null } | null;
  signedInDevices: ({ userAgent: string | null } & Record<string, unknown>)[];
  pets: { id: string; sizes: ImageVariant[] }[];
  captionContests: { id: string; sizes: ImageVariant[] }[];
  [part: string]: unknown;
}

/** The JSON document and the stored files of the member; null when the account is gone. */
export async function collectExport(
  ctx: Ctx<'db' | 'storage'>,
  userId: string,
): Promise<{ document: Record<string, unknown>; files: ExportFile[] } | null> {
  const row = await findExportDocument<ExportDocument>(ctx.db, userId);
  const doc = row?.document;
  if (!doc?.account) return null;
  const keys = await findPhotoKeys(ctx.db, userId);
  const files: ExportFile[] = [];
  const sizesOf = new Map<string, ImageVariant[]>();
  for (const p of doc.pets) sizesOf.set(`pet:${p.id}`, p.sizes);
  for (const c of doc.captionContests) sizesOf.set(`contest:${c.id}`, c.sizes);
  for (const k of keys) {
    if (!k.imageKey) continue;
    const folder = k.kind === 'pet' ? 'photos/pets' : 'photos/caption-contests';
    for (const v of sizesOf.get(`${k.kind}:${k.id}`) ?? []) {
      // A photo the public may not see is in the private area (ADR 0117).
      const key = `${k.imageKey}-${v.width}.webp`;
      files.push({
        name: `${folder}/${k.id}-${v.width}.webp`,
        key: isPrivateUrl(v.url) ? privateKey(key) : key,
      });
    }
  }
  const avatarKey = avatarKeyOf(ctx, doc.profile?.avatarUrl ?? null);
  if (avatarKey) files.push({ name: `photos/avatar.webp`, key: avatarKey });

  const document = {
    about: `Everything ${SITE_NAME} holds about your account, as of the time below. Photos are in the photos folder.`,
    exportedAt: new Date().toISOString(),
    ...doc,
    signedInDevices: doc.signedInDevices.map((d) => ({ device: deviceName(d.userAgent), ...d })),
    photos: files.map((f) => f.name),
  };
  return { document, files };
}

/** The ZIP as a stream: the JSON (deflated) then each photo (stored: WebP is compressed already). */
export function zipStream(
  ctx: Ctx<'storage' | 'log'>,
  exp: { document: unknown; files: ExportFile[] },
  /** Called after each photo (background builds show progress with it). */
  onFile?: (done: number) => void,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const json = new ZipDeflate(EXPORT_JSON_NAME, { level: 6 });
  zip.add(json);
  json.push(new TextEncoder().encode(`${JSON.stringify(exp.document, null, 2)}\n`), true);

  void (async () => {
    let done = 0;
    for (const file of exp.files) {
      if (out.destroyed) return;
      const stored = await ctx.storage.get(file.key);
      onFile?.(++done);
      // A file missing from storage is left out (the JSON still lists the pet).
      if (!stored) continue;
      const entry = new ZipPassThrough(file.name);
      zip.add(entry);
      for await (const chunk of stored.stream) entry.push(chunk as Uint8Array);
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((err: unknown) => {
    ctx.log.error({ err }, 'data export failed while writing the ZIP');
    out.destroy(err as Error);
  });
  return out;
}

/** Above this many photo files the download is built in the background (ADR 0090). */
export const EXPORT_INSTANT_MAX_FILES = 300;

/** How many photo files the member's ZIP would hold (stored sizes of pets and contests, avatar). */
export async function countExportFiles(ctx: Ctx<'db'>, userId: string): Promise<number> {
  return countPhotoFiles(ctx.db, userId);
}
