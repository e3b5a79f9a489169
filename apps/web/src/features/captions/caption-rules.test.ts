import { messages } from '@pawprize/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  createFailure,
  createProgressForBytes,
  featuredCaption,
  isRetryableCreateError,
  nextShown,
  quotedCaption,
  type CreateProgressState,
  tweetUrl,
  votesUntilWinner,
} from './caption-rules';
import { makeCaption, makeContest } from '@/test/captions';

const m = messages.captionCreate;

describe('caption contest rules', () => {
  it('maps the bytes sent onto 20→50', () => {
    expect([0, 2 / 3, 1, 5].map(createProgressForBytes)).toEqual([20, 40, 50, 50]);
  });

  it('walks the drawn progress through every step, and jumps back at once', () => {
    const walk = (from: CreateProgressState, to: CreateProgressState) => {
      const seen: CreateProgressState[] = [];
      for (let shown = from; shown.progress !== to.progress || shown.phase !== to.phase;) {
        shown = nextShown(shown, to);
        seen.push(shown);
      }
      return seen;
    };
    expect(walk({ phase: 'idle', progress: 0 }, { phase: 'done', progress: 100 })).toEqual([
      { phase: 'preparing', progress: 10 },
      { phase: 'uploading', progress: 20 },
      { phase: 'uploading', progress: 40 },
      { phase: 'uploading', progress: 50 },
      { phase: 'generating', progress: 70 },
      { phase: 'generating', progress: 80 },
      { phase: 'done', progress: 100 },
    ]);
    expect(
      walk({ phase: 'uploading', progress: 20 }, { phase: 'uploading', progress: 33 }),
    ).toEqual([{ phase: 'uploading', progress: 33 }]);
    expect(
      walk({ phase: 'generating', progress: 70 }, { phase: 'uploading', progress: 20 }),
    ).toEqual([{ phase: 'uploading', progress: 20 }]);
    expect(walk({ phase: 'generating', progress: 80 }, { phase: 'idle', progress: 0 })).toEqual([
      { phase: 'idle', progress: 0 },
    ]);
  });

  it('retries network failures and 5xx, but never an AI failure or a 4xx', () => {
    expect(isRetryableCreateError(new ApiError({ status: 0, code: 'SERVICE_UNAVAILABLE' }))).toBe(
      true,
    );
    expect(isRetryableCreateError(new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE' }))).toBe(
      true,
    );
    expect(isRetryableCreateError(new ApiError({ status: 502, code: 'AI_FAILED' }))).toBe(false);
    expect(isRetryableCreateError(new ApiError({ status: 429, code: 'DAILY_LIMIT_REACHED' }))).toBe(
      false,
    );
  });

  it("shows the server's caption messages, and the generic text for anything else", () => {
    const ai = m.generateFailed(m.invalidResponse);
    const save = m.saveFailed('The database is busy. Please try again.');
    const cases: [ApiError, string][] = [
      [new ApiError({ status: 502, code: 'AI_FAILED', message: ai }), ai],
      [new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: save }), save],
      [new ApiError({ status: 500, code: 'INTERNAL', message: 'stack trace?' }), m.processFailed],
      [new ApiError({ status: 502, code: 'SERVICE_UNAVAILABLE' }), m.processFailed],
      [
        new ApiError({ status: 429, code: 'DAILY_LIMIT_REACHED', message: m.dailyLimitReached }),
        m.dailyLimitReached,
      ],
      [
        new ApiError({
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: messages.upload.invalidType,
        }),
        messages.upload.invalidType,
      ],
    ];
    for (const [error, title] of cases) expect(createFailure(error).title).toBe(title);
    const offline = createFailure(new ApiError({ status: 0, code: 'SERVICE_UNAVAILABLE' }));
    expect(offline.title).toBe(m.processFailed);
    expect(offline.description).toBeTruthy();
    expect(createFailure(new Error('x')).title).toBe(m.processFailed);
  });

  it('features the winner, else the leader once anyone voted', () => {
    const captions = [makeCaption({ votes: 3 }), makeCaption({ votes: 1 })];
    expect(
      featuredCaption(makeContest({ captions: captions.map((c) => ({ ...c, votes: 0 })) })),
    ).toBeNull();
    expect(featuredCaption(makeContest({ captions }))).toEqual({
      caption: captions[0],
      isWinner: false,
    });
    expect(
      featuredCaption(makeContest({ captions, winnerCaptionId: captions[1]!.id }))?.isWinner,
    ).toBe(true);
    expect([0, 3, 5, 9].map(votesUntilWinner)).toEqual([5, 2, 0, 0]);
  });

  it('builds a tweet intent with the text and the link', () => {
    const url = new URL(tweetUrl('Vote for Waffles!', 'https://pawprize.test/captions/abc'));
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe('Vote for Waffles!');
    expect(url.searchParams.get('url')).toBe('https://pawprize.test/captions/abc');
  });
});

describe('quotedCaption', () => {
  it('adds curly quotes to a caption without any', () => {
    expect(quotedCaption('Top dog energy')).toBe('“Top dog energy”');
    expect(quotedCaption("  I didn't eat the sock  ")).toBe("“I didn't eat the sock”");
  });

  it('drops quote marks around the whole caption instead of doubling them', () => {
    expect(quotedCaption('"Top dog energy"')).toBe('“Top dog energy”');
    expect(quotedCaption('“Top dog energy”')).toBe('“Top dog energy”');
    expect(quotedCaption('“"Top dog energy"”')).toBe('“Top dog energy”');
    expect(quotedCaption('«Nap time»')).toBe('“Nap time”');
  });

  it('shows a quote with its speaker as written, curled, with no quotes added', () => {
    expect(quotedCaption('"Nap time is sacred" — Juniper')).toBe('“Nap time is sacred” — Juniper');
    expect(quotedCaption('““"Nap time is sacred" — Juniper””')).toBe(
      '“Nap time is sacred” — Juniper',
    );
    expect(quotedCaption('Juniper says "no"')).toBe('Juniper says “no”');
    expect(quotedCaption('"Nap time" — "Juniper"')).toBe('“Nap time” — “Juniper”');
  });
});
