import { z } from 'zod';
import { singleLine } from '../text.ts';
import { PET_NAME_MAX_LENGTH, PET_TRAIT_MAX_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';

const m = messages.compliment;

/** POST /api/ai/compliment (docs/product/ai.md: petName, petTrait). Anyone may call it. */
export const ComplimentBodySchema = z.object({
  petName: singleLine(
    z
      .string({ error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .max(PET_NAME_MAX_LENGTH, m.nameTooLong),
  ),
  /** Optional: "fluffy", "loves naps", "a gentle giant". Blank means none. */
  petTrait: singleLine(z.string().trim().max(PET_TRAIT_MAX_LENGTH, m.traitTooLong))
    .optional()
    .transform((v) => v || undefined),
  /** The pet's id when the compliment is for a listed pet: its photo tells the writer what it is. */
  petId: z.uuid().optional(),
});
export type ComplimentBody = z.input<typeof ComplimentBodySchema>;

export const ComplimentResultSchema = z.object({ compliment: z.string() });
export type ComplimentResult = z.infer<typeof ComplimentResultSchema>;
