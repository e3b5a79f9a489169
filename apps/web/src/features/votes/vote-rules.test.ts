import { describe, expect, it } from 'vitest';
import {
  dragLabelOf,
  emailShareUrl,
  facebookShareUrl,
  formatLastVoteDate,
  patchPet,
  swipeDirectionOf,
  votesLeftLabel,
  whatsAppShareUrl,
} from './vote-rules';

describe('patchPet', () => {
  const pet = (id: string, votesCount = 1) => ({ id, votesCount, petName: id });

  it('updates the pet in any shape of cached data and keeps the rest as it was', () => {
    const other = pet('b');
    const data = {
      pages: [{ pets: [pet('a'), other], nextCursor: null }],
      pageParams: [null],
    };
    const next = patchPet(data, 'a', (p) => ({ votesCount: p.votesCount + 1, hasVoted: true }));
    expect(next.pages[0]!.pets[0]).toEqual({ ...pet('a'), votesCount: 2, hasVoted: true });
    expect(next.pages[0]!.pets[1]).toBe(other);
    expect(next.pageParams).toBe(data.pageParams);
    expect(data.pages[0]!.pets[0]!.votesCount).toBe(1);
  });

  it('finds pets inside My Votes and returns the same data when the pet is not there', () => {
    const votes = { votes: [{ pet: pet('a'), votedAt: '2024-01-01' }], nextCursor: null };
    expect(patchPet(votes, 'zzz', () => ({ votesCount: 9 }))).toBe(votes);
    expect(patchPet(votes, 'a', () => ({ votesCount: 9 })).votes[0]!.pet.votesCount).toBe(9);
    const list: { id: string; votesCount: number; hasVoted?: boolean }[] = [pet('a')];
    expect(patchPet(list, 'a', () => ({ hasVoted: false }))[0]!.hasVoted).toBe(false);
  });
});

describe('swipe thresholds', () => {
  it('commits at 100 px either way', () => {
    expect(swipeDirectionOf(99)).toBeNull();
    expect(swipeDirectionOf(100)).toBe('right');
    expect(swipeDirectionOf(-100)).toBe('left');
    expect(swipeDirectionOf(-40)).toBeNull();
  });

  it('shows the label past 50 px, fully from 100 px', () => {
    expect(dragLabelOf(50)).toBeNull();
    expect(dragLabelOf(-51)).toMatchObject({ direction: 'left' });
    expect(dragLabelOf(75)!.opacity).toBeGreaterThan(0.35);
    expect(dragLabelOf(130)).toEqual({ direction: 'right', opacity: 1 });
  });
});

it('words the votes left', () => {
  expect(votesLeftLabel({ votesLeft: 1, bonusVotesLeft: 0 })).toBe('1 vote left today');
  expect(votesLeftLabel({ votesLeft: -2, bonusVotesLeft: 0 })).toBe('0 votes left today');
});

it('shows the bonus votes as a part of the votes left, never on top of them', () => {
  // The server's votesLeft already holds the bonus votes (20 allowance - 15 used + 3 bonus).
  expect(votesLeftLabel({ votesLeft: 8, bonusVotesLeft: 3 })).toBe('5 daily + 3 bonus left');
  // The allowance used up, one bonus vote spent of three.
  expect(votesLeftLabel({ votesLeft: 2, bonusVotesLeft: 2 })).toBe('0 daily + 2 bonus left');
  // The last bonus vote spent: one figure again.
  expect(votesLeftLabel({ votesLeft: 0, bonusVotesLeft: 0 })).toBe('0 votes left today');
});

it("formats the last vote's local day as 'MMM d, yyyy' (no time-zone shift)", () => {
  expect(formatLastVoteDate('2024-03-05')).toBe('Mar 5, 2024');
  expect(formatLastVoteDate('2023-12-31')).toBe('Dec 31, 2023');
});

describe('more ways to share (ADR 0137)', () => {
  const url = 'https://pets.example/gallery/abc';
  it('puts the text and the link in a WhatsApp message', () => {
    const wa = new URL(whatsAppShareUrl('Vote for Biscuit & co!', url));
    expect(wa.origin).toBe('https://wa.me');
    expect(wa.searchParams.get('text')).toBe(`Vote for Biscuit & co! ${url}`);
  });
  it('gives Facebook the link only', () => {
    const fb = new URL(facebookShareUrl(url));
    expect([...fb.searchParams.keys()]).toEqual(['u']);
    expect(fb.searchParams.get('u')).toBe(url);
  });
  it('writes a mailto link with %20 spaces and the link in the body', () => {
    const mail = emailShareUrl('Vote for Biscuit', 'A & B', url);
    expect(mail).toMatch(/^mailto:\?subject=Vote%20for%20Biscuit&body=/);
    expect(mail).not.toContain('+');
    expect(decodeURIComponent(mail.split('body=')[1]!)).toBe(`A & B\n\n${url}`);
  });
});
