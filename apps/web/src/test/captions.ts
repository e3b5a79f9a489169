import type { CaptionContest, ContestCaption } from '@pawprize/shared/schemas/captions';

let counter = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A caption as the API returns it (for tests). */
export function makeCaption(overrides: Partial<ContestCaption> = {}): ContestCaption {
  counter += 1;
  return {
    id: uuid(counter),
    caption: `Caption number ${counter}`,
    votes: 0,
    isUserCaption: false,
    isMine: false,
    ...overrides,
  };
}

/** A contest as the API returns it (for tests): five AI captions, most votes first. */
export function makeContest(overrides: Partial<CaptionContest> = {}): CaptionContest {
  counter += 1;
  const id = uuid(counter);
  const captions = overrides.captions ?? [
    makeCaption({ caption: 'I did not chew the couch. The couch chewed itself.' }),
    makeCaption({ caption: 'Professional napper, amateur sock thief.' }),
    makeCaption({ caption: 'When you hear the treat bag from three rooms away.' }),
    makeCaption({ caption: 'This is my good side. They are all my good side.' }),
    makeCaption({ caption: 'Do not talk to me until I have had my kibble.' }),
  ];
  return {
    id,
    shareId: `Share${counter}AbCdEf`,
    petName: 'Waffles',
    breed: 'Corgi',
    imageUrl: `/media/captions/${id}-800.webp`,
    width: 1600,
    height: 1200,
    placeholder: '#c08a5b',
    variants: [400, 800, 1600].map((width) => ({
      width,
      url: `/media/captions/${id}-${width}.webp`,
    })),
    createdAt: '2024-01-15T12:00:00.000Z',
    owner: { username: 'bob' },
    isOwner: false,
    winnerCaptionId: null,
    totalVotes: captions.reduce((sum, caption) => sum + caption.votes, 0),
    captions,
    myVoteCaptionId: null,
    ...overrides,
  };
}
