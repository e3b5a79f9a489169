import { DEFAULT_PUBLIC_SETTINGS, PUBLIC_SETTINGS_ELEMENT_ID } from '@pawprize/shared';
import { describe, expect, it } from 'vitest';
import { readPublicSettings } from './settings';

/** A page as the server sends it, with `block` as its settings block (ADR 0126). */
function page(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('PawPrize');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = PUBLIC_SETTINGS_ELEMENT_ID;
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

describe('readPublicSettings', () => {
  it("reads the host's settings from the page", () => {
    expect(
      readPublicSettings(page('{"dailyVotes":50,"dailyVotesAnonymous":0,"anonVotesPerIp":40}')),
    ).toEqual({ dailyVotes: 50, dailyVotesAnonymous: 0, anonVotesPerIp: 40 });
  });

  it('keeps the default for a page without settings, a broken block and values that are not counts', () => {
    expect(readPublicSettings(undefined)).toEqual(DEFAULT_PUBLIC_SETTINGS);
    expect(readPublicSettings(page(null))).toEqual(DEFAULT_PUBLIC_SETTINGS);
    expect(readPublicSettings(page('{"dailyVotes":'))).toEqual(DEFAULT_PUBLIC_SETTINGS);
    expect(
      readPublicSettings(page('{"dailyVotes":"50","dailyVotesAnonymous":-1,"anonVotesPerIp":1.5}')),
    ).toEqual(DEFAULT_PUBLIC_SETTINGS);
    expect(readPublicSettings(page('{"dailyVotes":7,"other":1}'))).toEqual({
      ...DEFAULT_PUBLIC_SETTINGS,
      dailyVotes: 7,
    });
  });
});
