/**
 * The voting feature's browser storage (docs/product/votes.md): `anonymousVotes` in localStorage
 * (pet id → true, for cute swipes cast while signed out) and the once-per-session toast flags in
 * sessionStorage. Blocked storage (private modes) never breaks voting.
 */
export const ANONYMOUS_VOTES_KEY = 'anonymousVotes';
export const VOTE_GUIDE_FLAG = 'vote-guide-shown';
export const STREAK_TOAST_FLAG = 'streak-toast-shown';

function store(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The pets this browser voted on while signed out. */
export function anonymousVotes(): Record<string, true> {
  try {
    const raw = store('localStorage')?.getItem(ANONYMOUS_VOTES_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, true>)
      : {};
  } catch {
    return {};
  }
}

export function rememberAnonymousVote(petId: string): void {
  try {
    const votes = { ...anonymousVotes(), [petId]: true as const };
    store('localStorage')?.setItem(ANONYMOUS_VOTES_KEY, JSON.stringify(votes));
  } catch {
    // Storage full or blocked: the server has the vote anyway.
  }
}

/**
 * True the first time it is asked for `flag` in this browser session (and marks it). Where
 * sessionStorage is blocked it says false: better no guide than one on every visit.
 */
export function firstTimeThisSession(flag: string): boolean {
  const session = store('sessionStorage');
  try {
    if (!session || session.getItem(flag)) return false;
    session.setItem(flag, 'true');
    return true;
  } catch {
    return false;
  }
}
