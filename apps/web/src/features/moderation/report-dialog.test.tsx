import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCaption, makeContest } from '@/test/captions';
import { makePet } from '@/test/pets';
import { makeUser } from '@/test/auth';
import { json, mockFetch, type FetchHandler } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { findVisibleText } from '@/test/find-visible';

afterEach(() => vi.unstubAllGlobals());

/** The pet page's API; `onReport` answers POST /api/reports. */
function petApi(pet = makePet({ petName: 'Biscuit' }), onReport?: FetchHandler) {
  const reports: unknown[] = [];
  mockFetch((request) => {
    const { url, method, body } = request;
    if (url.pathname === `/api/pets/${pet.id}`) return json(200, { pet });
    if (url.pathname === '/api/reports' && method === 'POST') {
      reports.push(body);
      return onReport ? onReport(request) : json(201, { ok: true });
    }
    return json(200, { pets: [], nextCursor: null });
  });
  return { pet, reports };
}

async function openPetPage(petId: string, auth = {}) {
  const result = renderApp(`/gallery/${petId}`, auth);
  await screen.findByRole('heading', { level: 1, name: 'Biscuit' }, { timeout: 5000 });
  return result;
}

describe('Report dialog', { timeout: 15_000 }, () => {
  it('asks for a reason, needs a note for Other, sends the report and confirms with a toast', async () => {
    const { pet, reports } = petApi();
    const { user } = await openPetPage(pet.id);

    await user.click(screen.getByRole('button', { name: 'Report Biscuit' }));
    const dialog = screen.getByRole('dialog', { name: messages.moderation.reportTitle });
    expect(within(dialog).getByText('Biscuit')).toBeVisible();
    const reasons = within(dialog).getByRole('group', { name: messages.moderation.reasonLabel });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      expect.stringContaining('Not a pet'),
      expect.stringContaining('Inappropriate'),
      expect.stringContaining('Spam or advertising'),
      expect.stringContaining('Not their photo'),
      expect.stringContaining('Other'),
    ]);

    const send = within(dialog).getByRole('button', { name: messages.moderation.submit });
    await user.click(send);
    expect(within(dialog).getByText(messages.moderation.chooseReason)).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: /Other/ }));
    await user.click(send);
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining(messages.moderation.noteRequired),
    );
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(reports).toHaveLength(0);

    await user.type(note, '  Looks like a stock photo  ');
    await user.click(send);
    await findVisibleText(messages.moderation.reported);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reports).toEqual([
      { subjectType: 'pet', subjectId: pet.id, reason: 'other', note: 'Looks like a stock photo' },
    ]);
  });

  it('shows a repeat report and a rate limit in the dialog, and keeps it open', async () => {
    let answer = json(409, { code: 'CONFLICT', message: messages.moderation.alreadyReported });
    const { pet, reports } = petApi(undefined, () => answer);
    const { user } = await openPetPage(pet.id, { user: makeUser() });

    await user.click(screen.getByRole('button', { name: 'Report Biscuit' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Not a pet/ }));
    await user.click(within(dialog).getByRole('button', { name: messages.moderation.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.moderation.alreadyReported,
    );
    expect(reports).toEqual([{ subjectType: 'pet', subjectId: pet.id, reason: 'not_a_pet' }]);

    answer = json(429, { code: 'RATE_LIMITED', message: messages.moderation.tooManyReports });
    await user.click(within(dialog).getByRole('button', { name: messages.moderation.submit }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        messages.moderation.tooManyReports,
      ),
    );
    expect(screen.getByRole('dialog')).toBeVisible();

    // Cancel closes it, and the next opening starts empty.
    await user.click(within(dialog).getByRole('button', { name: messages.moderation.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Report Biscuit' }));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
    expect(
      within(screen.getByRole('dialog')).getByRole('radio', { name: /Not a pet/ }),
    ).not.toBeChecked();
  });

  it("shows the owner no Report, but the pet's review state with its reason", async () => {
    const { pet } = petApi(
      makePet({
        petName: 'Biscuit',
        isOwner: true,
        moderation: { status: 'hidden', reason: 'Blurry photo of a shoe' },
      }),
    );
    await openPetPage(pet.id, { user: makeUser() });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(messages.moderation.hidden);
    expect(notice).toHaveTextContent('Reason: Blurry photo of a shoe');
    expect(screen.queryByRole('button', { name: 'Report Biscuit' })).toBeNull();
  });

  it('puts Report on the contest and on fans’ captions, not on AI captions or your own', async () => {
    const fan = makeCaption({ caption: 'Fan words', isUserCaption: true });
    const mine = makeCaption({ caption: 'My words', isUserCaption: true, isMine: true });
    const ai = makeCaption({ caption: 'Robot words' });
    const contest = makeContest({ petName: 'Waffles', captions: [fan, mine, ai] });
    const reports: unknown[] = [];
    mockFetch(({ url, body }) => {
      if (url.pathname === '/api/reports') {
        reports.push(body);
        return json(201, { ok: true });
      }
      return json(200, { contest });
    });
    const { user } = renderApp(`/captions/${contest.shareId}`, { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Waffles' }, { timeout: 5000 });

    expect(screen.getByRole('button', { name: 'Report Waffles' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Report caption “My words”' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report caption “Robot words”' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Report caption “Fan words”' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Spam or advertising/ }));
    await user.click(within(dialog).getByRole('button', { name: messages.moderation.submit }));
    await findVisibleText(messages.moderation.reported);
    expect(reports).toEqual([{ subjectType: 'caption', subjectId: fan.id, reason: 'spam' }]);
  });
});
