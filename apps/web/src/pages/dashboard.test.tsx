import { messages } from '@pawprize/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignOutOptions } from '@/features/auth';
import { makeUser } from '@/test/auth';
import { callsTo, json, noContent, installFetchMock } from '@/test/fetch';
import { renderApp } from '@/test/render-app';
import { makeContest } from '@/test/captions';
import type { CaptionContest } from '@/features/captions';

const fetchMock = installFetchMock();
/** The member's own caption contests, as /api/me/captions answers them. */
let myContests: CaptionContest[] = [];

/** What the dashboard's own panels load (My Pets, the voter's streak, My Votes, devices), and the bell. */
function background(url: string): Response | undefined {
  if (url.startsWith('/api/me/pets')) return json(200, { pets: [], nextCursor: null });
  if (url.startsWith('/api/me/votes')) return json(200, { votes: [], nextCursor: null });
  if (url.startsWith('/api/me/captions')) {
    return json(200, { contests: myContests, page: 1, pageCount: 1, total: myContests.length });
  }
  if (url.startsWith('/api/me/caption-allowance')) {
    return json(200, {
      perDay: 10,
      usedToday: 3,
      leftToday: 7,
      credits: 7,
      resetsAt: '2026-11-25T00:00:00.000Z',
    });
  }
  if (url.startsWith('/api/account/sessions')) {
    const now = new Date().toISOString();
    return json(200, {
      sessions: [
        { id: 's1', device: 'Chrome on Linux', signedInAt: now, lastActiveAt: now, current: true },
      ],
    });
  }
  if (url.startsWith('/api/account/mail-preferences')) {
    return json(200, { monthlyWinner: true, captionWinner: true, weeklyDigest: false });
  }
  if (url.startsWith('/api/account/exports')) {
    return json(200, { files: 3, instantMaxFiles: 300, latest: null });
  }
  // The navigation bar's bell, for a signed-in member.
  if (url.startsWith('/api/notifications/unread-count')) return json(200, { unread: 0 });
  if (url.startsWith('/api/voter')) {
    return json(200, {
      voter: {
        kind: 'account',
        dailyLimit: 20,
        votesUsedToday: 0,
        votesLeft: 20,
        bonusVotesLeft: 0,
        streak: null,
      },
    });
  }
  return undefined;
}

/** Answers the action under test with `response` (a fresh copy each call), the panels as usual. */
function answer(response: Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return background(url) ?? response.clone();
  });
}

// Load the lazy page module up front, so the first test does not race its import.
beforeAll(async () => {
  await import('@/pages/dashboard');
});

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));
const header = async () => within(await screen.findByRole('region', { name: 'Your profile' }));

beforeEach(() => {
  myContests = [];
  answer(json(404, { code: 'NOT_FOUND', message: 'not mocked' }));
  // jsdom has no object URLs: the avatar preview needs them.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('/dashboard credits and caption contests', () => {
  it('explains Generation Credits with the count and the free contests left today, in the caption section', async () => {
    renderApp('/dashboard', { user: makeUser({ credits: 7 }) });
    const section = within(await screen.findByRole('region', { name: 'My Caption Contests' }));
    expect(
      section.getByText(
        /Generation Credits pay for caption contests beyond your 10 free ones a day/,
      ),
    ).toBeInTheDocument();
    expect(await section.findByText('7 of 10')).toBeInTheDocument();
    expect(section.getByText(/Free caption contests left today/)).toBeInTheDocument();
    const credits = section.getByText(messages.profile.creditsLabel).closest('dl')!;
    expect(within(credits).getByRole('definition')).toHaveTextContent('7');
    // Not in the header card at the top of the page.
    expect((await header()).queryByText(messages.profile.creditsLabel)).toBeNull();
  });

  it('lists My Caption Contests, whose links return to the dashboard', async () => {
    myContests = [
      makeContest({ petName: 'Ginger', shareId: 'ginger-share-1' }),
      makeContest({
        petName: 'Shadow',
        shareId: 'shadow-share-1',
        moderation: { status: 'hidden', reason: 'Not a pet' },
      }),
    ];
    const { router } = renderApp('/dashboard', { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'My Caption Contests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Hidden')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('link', { name: 'Ginger' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/captions/ginger-share-1'));
    expect(router.state.location.state).toEqual({ backTo: { path: '/dashboard' } });
  });

  it('invites a member without contests to create one', async () => {
    renderApp('/dashboard', { user: makeUser() });
    const section = await screen.findByRole('region', { name: 'My Caption Contests' });
    expect(
      await within(section).findByRole('link', { name: 'Create Caption Contest' }),
    ).toHaveAttribute('href', '/create');
  });
});

describe('/dashboard header', () => {
  it('shows the full name, @username and initials, and no credits', async () => {
    renderApp('/dashboard', { user: makeUser({ fullName: 'Alice Example', credits: 7 }) });
    const card = await header();
    expect(card.getByRole('heading', { level: 2, name: 'Alice Example' })).toBeInTheDocument();
    expect(card.getByText('@alice')).toBeInTheDocument();
    expect(await card.findByText('AE')).toBeInTheDocument();
    expect(card.queryByText(messages.profile.creditsLabel)).toBeNull();
  });

  it("falls back to the email prefix and 'No username yet'", async () => {
    renderApp('/dashboard', {
      user: makeUser({ fullName: null, username: null, email: 'bob.smith@example.com' }),
    });
    const card = await header();
    expect(card.getByRole('heading', { level: 2, name: 'bob.smith' })).toBeInTheDocument();
    expect(card.getByText(messages.profile.noUsername)).toBeInTheDocument();
    expect(await card.findByText('BS')).toBeInTheDocument();
  });

  it("falls back to 'User' with neither name nor email", async () => {
    renderApp('/dashboard', { user: makeUser({ fullName: '  ', email: '' }) });
    const card = await header();
    expect(card.getByRole('heading', { level: 2, name: 'User' })).toBeInTheDocument();
    expect(await card.findByText('U')).toBeInTheDocument();
  });

  it('uses at most 2 initials for a long name', async () => {
    renderApp('/dashboard', { user: makeUser({ fullName: 'Mary Jane Watson Parker' }) });
    expect(await (await header()).findByText('MP')).toBeInTheDocument();
  });

  it("signs out with 'Logged out successfully!' and goes home", async () => {
    const signOut = vi.fn(async (options?: SignOutOptions) => {
      await options?.beforeClear?.();
      return true;
    });
    const { user, router } = renderApp('/dashboard', { user: makeUser(), signOut });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signOut).toHaveBeenCalledWith(
      expect.objectContaining({ successMessage: messages.auth.loggedOutDashboard }),
    );
  });
});

describe('/dashboard verification', () => {
  it('offers to resend the verification email to an unverified account', async () => {
    answer(noContent());
    const { user } = renderApp('/dashboard', { user: makeUser({ emailVerified: false }) });
    const banner = within(await screen.findByRole('region', { name: 'Please verify your email' }));
    expect(banner.getByText('alice@example.com')).toBeInTheDocument();
    await user.click(banner.getByRole('button', { name: 'Resend verification email' }));
    expect(await toasts().findByText(messages.auth.verificationSent)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/resend-verification')).toHaveLength(1);
  });

  it('has no banner for a verified account', async () => {
    renderApp('/dashboard', { user: makeUser() });
    await header();
    expect(screen.queryByRole('region', { name: 'Please verify your email' })).toBeNull();
  });

  it('toasts once after the verification link and drops ?verified=1', async () => {
    const { router } = renderApp('/dashboard?verified=1', { user: makeUser() });
    expect(await toasts().findByText(/Your email is verified/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(toasts().getAllByText(/Your email is verified/)).toHaveLength(1);
  });
});

describe('/dashboard tabs', () => {
  it('has My Pets, My Votes and Profile Settings', async () => {
    const { user } = renderApp('/dashboard', { user: makeUser() });
    expect(await screen.findByRole('tab', { name: 'My Pets', selected: true })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'My Pets' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'My Votes' }));
    expect(screen.getByText(messages.dashboard.myVotesEmpty)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Profile Settings' }));
    expect(screen.getByLabelText('Email')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      messages.profile.emailReadOnly,
    );
    expect(screen.getByText(/300x300px or larger, JPEG or PNG/)).toBeVisible();
  });
});

describe('/dashboard profile settings', () => {
  async function openSettings(overrides: Parameters<typeof makeUser>[0] = {}) {
    const refresh = vi.fn(async () => {});
    const app = renderApp('/dashboard', { user: makeUser(overrides), refresh });
    await app.user.click(await screen.findByRole('tab', { name: 'Profile Settings' }));
    return { ...app, refresh };
  }

  it('saves only what changed, toasts and re-reads the session', async () => {
    answer(json(200, {}));
    const { user, refresh } = await openSettings();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Alice Liddell');
    await user.click(save);

    expect(await toasts().findByText(messages.profile.updated)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/profile');
    expect(call!.init.method).toBe('PATCH');
    expect(call!.body).toEqual({ fullName: 'Alice Liddell' });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it("toasts the failure with the server's reason and marks the field", async () => {
    answer(
      json(409, {
        code: 'CONFLICT',
        message: messages.auth.usernameTaken,
        fieldErrors: { username: [messages.auth.usernameTaken] },
      }),
    );
    const { user, refresh } = await openSettings();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'bob');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const toast = await toasts().findByText(messages.profile.updateFailed);
    expect(toast.closest('[data-sonner-toast]')).toHaveTextContent(messages.auth.usernameTaken);
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      messages.auth.usernameTaken,
    );
    expect(refresh).not.toHaveBeenCalled();
  });

  it('gives the plain failure toast when the server is down', async () => {
    answer(json(503, { code: 'SERVICE_UNAVAILABLE', message: 'down' }));
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('Full name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const toast = await toasts().findByText(messages.profile.updateFailed);
    expect(toast.closest('[data-sonner-toast]')).not.toHaveTextContent('down');
  });

  it('checks the username before saving', async () => {
    const { user } = await openSettings();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'a b');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      messages.auth.usernameInvalid,
    );
    expect(callsTo(fetchMock, '/api/profile')).toHaveLength(0);
  });

  it('previews and uploads an avatar', async () => {
    answer(json(200, { avatarUrl: '/uploads/avatars/a.webp' }));
    const { user, refresh } = await openSettings();
    const file = new File(['png'], 'rex.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose a photo'), file);
    expect(screen.getByRole('img', { name: 'Preview of your new profile photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));

    expect(await toasts().findByText(messages.profile.avatarUploaded)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/profile/avatar');
    expect(call!.init.method).toBe('POST');
    expect((call!.body as FormData).get('avatar')).toBe(file);
    expect(refresh).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument(),
    );
  });

  it("toasts an avatar failure with the server's reason", async () => {
    answer(json(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.profile.avatarNotImage }));
    const { user, refresh } = await openSettings();
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['x'], 'fake.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    const toast = await toasts().findByText(messages.profile.avatarFailed);
    expect(toast.closest('[data-sonner-toast]')).toHaveTextContent(messages.profile.avatarNotImage);
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
  });

  it('refuses a file that is not an image before uploading', async () => {
    await openSettings();
    // The picker's `accept` filter can be bypassed (e.g. "All files"): the check still runs.
    fireEvent.change(screen.getByLabelText('Choose a photo'), {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.profile.avatarNotImage);
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/profile/avatar')).toHaveLength(0);
  });
});
