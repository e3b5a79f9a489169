import { randomBytes } from 'node:crypto';
import { messages, PET_IMAGE_WIDTHS } from '@pawprize/shared';
import type { Pet } from '@pawprize/shared/schemas/pets';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { Ctx } from '../../context/index.ts';
import type { ImageVariant } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { makeResponsiveImage } from '../../images/responsive-image.ts';
import { inBothAreas } from '../../storage/types.ts';
import { petCardKeys } from './pets.card.ts';
import type { UploadScreening } from '../moderation/index.ts';
import { keyForStatus, photoPutOptions, recordUploadScreening } from '../moderation/index.ts';
import { deletePetRow, findPetFiles, insertPet, toPet } from './pets.queries.ts';

export interface NewPetInput {
  petName: string;
  description: string | null;
  image: Buffer;
}

/**
 * What creating a pet uses (docs/decisions/0131-services-receive-a-context.md). `screen` starts
 * moderation's screening of the photo (its startScreening), handed over by the plugin.
 */
export type CreatePetCtx = Ctx<'db' | 'storage' | 'log' | 'events'> & {
  screen: (image: Buffer) => () => Promise<UploadScreening>;
};

/** Storage keys of a pet's files: `<imageKey>-<width>.webp`. */
export function variantKeys(imageKey: string, variants: readonly { width: number }[]): string[] {
  return variants.map((v) => `${imageKey}-${v.width}.webp`);
}

/**
 * Checks and encodes the photo while it is screened (offline models, near-copies: a copy of a
 * removed photo is refused here), stores every size under a random name, then inserts the row
 * (`votes_count` 0, its moderation state and species) with its hashes and review-queue row in one
 * transaction. If anything fails, the files already stored are deleted again: no row without its
 * files, no files without their row.
 */
export async function createPet(
  ctx: CreatePetCtx,
  user: SessionUser,
  input: NewPetInput,
  signal?: AbortSignal,
): Promise<Pet> {
  // A client that has gone (signal) gets nothing stored: the work stops between steps.
  const screening = ctx.screen(input.image);
  const image = await makeResponsiveImage(input.image, PET_IMAGE_WIDTHS, { signal });
  const screened = await screening();
  const imageKey = `pets/${user.id}/${randomBytes(16).toString('hex')}`;
  // An entry the public may not see yet (pending, hidden by screening) starts in the private
  // area: its address works for its owner and admins only (ADR 0117).
  const status = screened.state.status;
  const keys = variantKeys(imageKey, image.variants).map((k) => keyForStatus(k, status));

  const removeStored = async () => {
    const results = await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
    for (const r of results) {
      if (r.status === 'rejected') ctx.log.error({ err: r.reason, imageKey }, 'could not delete');
    }
  };

  // allSettled: wait for every put, so none lands after the clean-up below.
  const stored = await Promise.allSettled(
    image.variants.map((v, i) => ctx.storage.put(keys[i]!, v.data, photoPutOptions(status))),
  );
  const failed = stored.find((r) => r.status === 'rejected');
  if (failed) {
    ctx.log.error({ err: failed.reason, imageKey }, 'storing a pet photo failed');
    await removeStored();
    throw new AppError('SERVICE_UNAVAILABLE', messages.upload.storageNotReady);
  }

  const variants: ImageVariant[] = image.variants.map((v, i) => ({
    width: v.width,
    url: ctx.storage.publicUrl(keys[i]!),
  }));
  const largest = image.variants.at(-1)!;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertPet(tx, {
        userId: user.id,
        petName: input.petName,
        description: input.description,
        imageUrl: variants.at(-1)!.url,
        imageKey,
        width: largest.width,
        height: largest.height,
        variants,
        placeholder: image.placeholder,
        votesCount: 0,
        status,
        statusBy: screened.state.statusBy,
        statusReason: screened.state.statusReason,
        species: screened.verdict.species,
      });
      await recordUploadScreening(
        tx,
        { subjectType: 'pet', subjectId: inserted.id, ownerId: user.id },
        screened,
      );
      return inserted;
    });
    ctx.events.emit('pet-counts-changed', { petId: row.id });
    return toPet({ ...row, createdAtText: '', username: user.username }, user.id);
  } catch (err) {
    await removeStored();
    throw err;
  }
}

/**
 * Deletes a pet (its owner or an admin), then its files. A file that cannot be deleted is logged;
 * the pet is gone either way.
 */
export async function deletePet(
  ctx: Ctx<'db' | 'storage' | 'log' | 'events'>,
  user: SessionUser,
  petId: string,
): Promise<void> {
  const pet = await findPetFiles(ctx.db, petId);
  if (!pet) throw new AppError('NOT_FOUND', messages.pages.petNotFound);
  if (pet.userId !== user.id && !user.isAdmin) {
    throw new AppError('FORBIDDEN', messages.pets.deleteForbidden);
  }
  const deleted = await deletePetRow(ctx.db, petId);
  if (deleted === 0) throw new AppError('NOT_FOUND', messages.pages.petNotFound);
  ctx.events.emit('pet-counts-changed', { petId });
  if (!pet.imageKey) return;
  // Wherever they are: the public or the private area (ADR 0117).
  const results = await Promise.allSettled(
    [
      ...inBothAreas(variantKeys(pet.imageKey, pet.variants)),
      // Its share cards (pets.card.ts), if they were drawn.
      ...petCardKeys({ id: petId, petName: pet.petName, imageKey: pet.imageKey }),
    ].map((key) => ctx.storage.delete(key)),
  );
  for (const r of results) {
    if (r.status === 'rejected') {
      ctx.log.error({ err: r.reason, imageKey: pet.imageKey }, 'could not delete a pet photo file');
    }
  }
}
