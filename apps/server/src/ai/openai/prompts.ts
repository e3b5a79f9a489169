import { CAPTION_MAX_LENGTH, CAPTIONS_PER_CONTEST } from '@pawprize/shared';
import type { CaptionRequest, ComplimentRequest, ImageFacts } from '../types.ts';

/** User-typed text goes in as JSON strings, so quotes in a name cannot break the prompt. */
const STYLE =
  'You write for PawPrize, a friendly pet photo contest site. Be witty and warm, family-friendly, ' +
  'never mean, never about the owner, no hashtags, no emoji. Answer with a JSON object only.';

export function complimentMessages(request: ComplimentRequest) {
  const trait = request.petTrait
    ? ` The owner describes the pet as: ${JSON.stringify(request.petTrait)}.`
    : '';
  return [
    { role: 'system' as const, content: STYLE },
    {
      role: 'user' as const,
      content:
        `Write one short compliment (at most ${CAPTION_MAX_LENGTH} characters) for a pet named ` +
        `${JSON.stringify(request.petName)}.${trait} Answer as {"compliment": "..."}.`,
    },
  ];
}

function describePhoto(image: ImageFacts): string {
  return (
    `The photo is ${image.orientation}, ${image.brightness} ` +
    `(main colours: ${image.colours.join(', ') || 'unknown'}).`
  );
}

/** `imageDataUrl` is set only with AI_VISION=true. */
export function captionMessages(request: CaptionRequest, imageDataUrl?: string) {
  const breed = request.breed ? ` Breed: ${JSON.stringify(request.breed)}.` : '';
  const text =
    `Write ${CAPTIONS_PER_CONTEST} different funny captions for a photo of a pet named ` +
    `${JSON.stringify(request.petName)}.${breed} ${describePhoto(request.image)} Each caption at most ` +
    `${CAPTION_MAX_LENGTH} characters, each a different kind of joke. ` +
    'Answer as {"captions": ["...", "...", "...", "...", "..."]}.';
  return [
    { role: 'system' as const, content: STYLE },
    {
      role: 'user' as const,
      content: imageDataUrl
        ? [
            { type: 'text' as const, text },
            { type: 'image_url' as const, image_url: { url: imageDataUrl } },
          ]
        : text,
    },
  ];
}
