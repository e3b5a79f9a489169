import { MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FakeXhr } from '@/test/pets';
import { makeUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeContest } from '@/test/captions';
import { findVisibleText } from '@/test/find-visible';

const submitButton = () => screen.getByRole('button', { name: /generate captions|creating/i });
const photoInput = () => screen.getByLabelText('Photo');
const jpeg = (name = 'waffles.jpg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

async function openForm(userOverrides: Parameters<typeof makeUser>[0] = {}) {
  const result = renderApp('/create', { user: makeUser(userOverrides) });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Create Caption Contest' },
    { timeout: 5000 },
  );
  return result;
}

async function fillForm(user: ReturnType<typeof renderApp>['user'], name = 'Waffles') {
  await user.upload(photoInput(), jpeg());
  await user.type(screen.getByLabelText('Pet name'), name);
}

/** Every distinct (notice, progress) the page shows, in order, from now on. */
function recordProgress() {
  const notices: string[] = [];
  const values: number[] = [];
  const observer = new MutationObserver(() => {
    const label = document.getElementById('create-progress-label')?.textContent ?? '';
    if (label && notices.at(-1) !== label) notices.push(label);
    const bar = document.querySelector(
      '[role="progressbar"][aria-labelledby="create-progress-label"]',
    );
    const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
    if (!Number.isNaN(value) && values.at(-1) !== value) values.push(value);
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  return { notices, values, stop: () => observer.disconnect() };
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  // The contest page after success, and anything else the shell asks for.
  mockFetch(() => json(404, { code: 'NOT_FOUND', message: 'Not found' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('create caption contest', { timeout: 20_000 }, () => {
  it('keeps submit disabled until there is a photo and a name, saying what is missing', async () => {
    const { user } = await openForm();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(messages.upload.imageRequired)).toBeVisible();
    await user.upload(photoInput(), jpeg());
    expect(await screen.findByRole('img', { name: 'Preview of waffles.jpg' })).toBeVisible();
    expect(screen.getByText(messages.upload.nameRequired)).toBeVisible();
    await user.type(screen.getByLabelText('Pet name'), 'Waffles');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.type(screen.getByLabelText(/Breed/), 'Corgi');
    expect(screen.getByText('5/60')).toBeInTheDocument();
  });

  it.each([
    [
      'a text file',
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
      messages.upload.invalidType,
    ],
    [
      'a photo of 5 MB and one byte',
      new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' }),
      messages.upload.tooLarge,
    ],
  ])('refuses %s with the pet upload message', async (_label, file, message) => {
    await openForm();
    fireEvent.change(photoInput(), { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('img', { name: /preview/i })).not.toBeInTheDocument();
  });

  it('accepts a photo of exactly 5 MB (the "at most" reading)', async () => {
    await openForm();
    const file = new File([new Uint8Array(MAX_IMAGE_BYTES)], 'exact.png', { type: 'image/png' });
    fireEvent.change(photoInput(), { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: 'Preview of exact.png' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the progress notices and steps in order, then toasts and opens the contest', async () => {
    const { user, router } = await openForm();
    await fillForm(user);
    await user.type(screen.getByLabelText(/Breed/), 'Corgi');
    const recorded = recordProgress();
    await user.click(submitButton());

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/captions');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body!.get('petName')).toBe('Waffles');
    expect(xhr.body!.get('breed')).toBe('Corgi');
    expect((xhr.body!.get('image') as File).name).toBe('waffles.jpg');

    xhr.progress(2, 3);
    await waitFor(() => expect(recorded.values.at(-1)).toBe(40));
    xhr.upload.onload!();
    await findVisibleText(messages.captionCreate.generating);
    // The AI takes a while: the bar moves on to 80.
    await waitFor(() => expect(recorded.values.at(-1)).toBe(80), { timeout: 3000 });

    const contest = makeContest({ petName: 'Waffles', shareId: 'NewContest123' });
    xhr.respond(201, { contest });
    // The toast is in the DOM a moment before sonner shows it: wait until it is visible.
    const success = await screen.findByText(messages.captionCreate.success);
    await waitFor(() => expect(success).toBeVisible());
    await waitFor(() => expect(router.state.location.pathname).toBe('/captions/NewContest123'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Waffles' })).toBeVisible();
    recorded.stop();

    expect(recorded.notices.slice(0, 3)).toEqual([
      messages.captionCreate.preparing,
      messages.captionCreate.uploading,
      messages.captionCreate.generating,
    ]);
    expect(recorded.values).toEqual([10, 20, 40, 50, 70, 80, 100]);
  });

  it('still draws every step and notice, in order, when the server answers at once', async () => {
    const { user, router } = await openForm();
    await fillForm(user);
    const recorded = recordProgress();
    await user.click(submitButton());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last!.respond(201, { contest: makeContest({ shareId: 'FastOne12345' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/captions/FastOne12345'));
    recorded.stop();
    expect(recorded.notices.slice(0, 3)).toEqual([
      messages.captionCreate.preparing,
      messages.captionCreate.uploading,
      messages.captionCreate.generating,
    ]);
    expect(recorded.values).toEqual([10, 20, 40, 50, 70, 80, 100]);
  });

  it('retries a network failure, but not an AI failure, whose message it shows as is', async () => {
    // Clock-driven, following real time: at the end, time jumps past any retry delay at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { user } = await openForm();
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last!.failNetwork();
    expect(
      await screen.findByText(messages.upload.retrying(2), {}, { timeout: 2500 }),
    ).toBeVisible();
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    const aiFailure = messages.captionCreate.generateFailed(messages.captionCreate.invalidResponse);
    FakeXhr.last!.respond(502, { code: 'AI_FAILED', message: aiFailure });
    await findVisibleText(aiFailure);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(submitButton()).toBeEnabled();
    // No retry is waiting: well past the longest retry delay there is still no third request.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeXhr.instances).toHaveLength(2);
  });

  it('says when the daily limit is reached', async () => {
    const { user } = await openForm();
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last!.respond(429, {
      code: 'DAILY_LIMIT_REACHED',
      message: messages.captionCreate.dailyLimitReached,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.captionCreate.dailyLimitReached,
    );
    expect(FakeXhr.instances).toHaveLength(1);
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it("puts the server's field errors under the fields", async () => {
    const { user } = await openForm();
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last!.respond(400, {
      code: 'VALIDATION_FAILED',
      message: messages.captionCreate.breedTooLong,
      fieldErrors: { breed: [messages.captionCreate.breedTooLong] },
    });
    await waitFor(() =>
      expect(screen.getByLabelText(/Breed/)).toHaveAccessibleDescription(
        messages.captionCreate.breedTooLong,
      ),
    );
  });

  it('asks before leaving with a typed breed; Leave goes on', async () => {
    const { user, router } = await openForm();
    await user.type(screen.getByLabelText(/Breed/), 'Corgi');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(nav.getByRole('link', { name: 'Gallery' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(router.state.location.pathname).toBe('/create');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('tells an unverified user to verify first and keeps submit disabled', async () => {
    const { user } = await openForm({ emailVerified: false });
    expect(screen.getByRole('heading', { name: 'Please verify your email' })).toBeVisible();
    await fillForm(user);
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(messages.auth.verifyEmailFirst)).toBeVisible();
  });
});
