import { messages } from '@pawprize/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { json, mockFetch, requestedPaths } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { FakeXhr, makePet } from '@/test/pets';
import { findVisibleText } from '@/test/find-visible';

const submitButton = () => screen.getByRole('button', { name: /upload pet|uploading/i });
const navLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
const photoInput = () => screen.getByLabelText('Photo');
const jpeg = (name = 'biscuit.jpg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

function storageApi(ready = true) {
  return mockFetch(({ url, method }) => {
    if (url.pathname === '/api/storage/status') return json(200, { ready });
    if (url.pathname === '/api/storage/init' && method === 'POST') {
      return json(200, { ready: true });
    }
    if (url.pathname.startsWith('/api/pets')) return json(200, { pets: [], nextCursor: null });
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

async function fillForm(user: ReturnType<typeof renderApp>['user'], name = 'Biscuit') {
  await user.upload(photoInput(), jpeg());
  await user.type(screen.getByLabelText('Pet name'), name);
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Generous timeouts: these walk through the whole page, and CI machines can be busy.
describe('upload form', { timeout: 15_000 }, () => {
  it('keeps submit disabled until there is a photo and a name, saying what is missing', async () => {
    storageApi();
    const { user } = renderApp('/upload', { user: makeUser() });
    // The first render also loads the lazy page module: allow it time.
    await screen.findByRole('heading', { level: 1, name: 'Upload Your Pet' }, { timeout: 5000 });
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(messages.upload.imageRequired)).toBeVisible();

    await user.upload(photoInput(), jpeg());
    expect(await screen.findByRole('img', { name: 'Preview of biscuit.jpg' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(messages.upload.nameRequired)).toBeVisible();

    await user.type(screen.getByLabelText('Pet name'), '   ');
    expect(submitButton()).toBeDisabled();
    await user.clear(screen.getByLabelText('Pet name'));
    await user.type(screen.getByLabelText('Pet name'), 'Biscuit');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.getByText('7/60')).toBeInTheDocument();
  });

  it('shows the name error after leaving the name blank', async () => {
    storageApi();
    const { user } = renderApp('/upload', { user: makeUser() });
    await user.click(await screen.findByLabelText('Pet name'));
    await user.tab();
    expect(screen.getByLabelText('Pet name')).toHaveAccessibleDescription(
      messages.upload.nameRequired,
    );
  });

  it.each([
    [
      'a text file',
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      messages.upload.invalidType,
    ],
    [
      'a HEIC photo',
      new File(['x'], 'photo.heic', { type: 'image/heic' }),
      messages.upload.invalidType,
    ],
    [
      'a photo of exactly 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
      messages.upload.tooLarge,
    ],
  ])('refuses %s with the catalogue message', async (_label, file, message) => {
    storageApi();
    renderApp('/upload', { user: makeUser() });
    await screen.findByLabelText('Photo');
    // Not user.upload: it would apply the picker's `accept` filter, which a drop or an
    // "All files" choice in the picker bypasses.
    fireEvent.change(photoInput(), { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('img', { name: /preview/i })).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('accepts a dropped photo', async () => {
    storageApi();
    renderApp('/upload', { user: makeUser() });
    const zone = (await screen.findByText('Drag & drop a photo')).closest('label')!;
    const file = jpeg('dropped.png');
    fireEvent.dragOver(zone, { dataTransfer: { files: [file], dropEffect: 'none' } });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(await screen.findByRole('img', { name: 'Preview of dropped.png' })).toBeVisible();
  });

  it('tells an unverified user to verify first and keeps submit disabled', async () => {
    storageApi();
    const { user } = renderApp('/upload', { user: makeUser({ emailVerified: false }) });
    expect(await screen.findByRole('heading', { name: 'Please verify your email' })).toBeVisible();
    await fillForm(user);
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(messages.auth.verifyEmailFirst)).toBeVisible();
  });

  it('offers to initialize storage when it is not ready', async () => {
    const fetchMock = storageApi(false);
    const { user } = renderApp('/upload', { user: makeUser() });
    await findVisibleText(messages.upload.storageNotReady);
    await user.click(screen.getByRole('button', { name: messages.storage.initializeButton }));
    await findVisibleText(messages.storage.initialized);
    expect(await screen.findByLabelText('Pet name')).toBeVisible();
    expect(requestedPaths(fetchMock)).toContain('/api/storage/init');
  });

  it("allows one upload at a time, shows real progress, then toasts and goes to the new pet's page", async () => {
    // The clock stands still, so "the check from page load is under 2 s old" holds however long
    // filling the form takes on a loaded machine (the query's staleness reads Date.now()).
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const fetchMock = storageApi();
    const { user, router } = renderApp('/upload', { user: makeUser() });
    await fillForm(user);
    await user.type(screen.getByLabelText(/description/i), 'Loves belly rubs');
    await user.click(submitButton());

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/pets');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body!.get('petName')).toBe('Biscuit');
    expect(xhr.body!.get('description')).toBe('Loves belly rubs');
    expect((xhr.body!.get('image') as File).name).toBe('biscuit.jpg');
    // The storage check that ran on page load (under 2 s ago) is reused.
    expect(requestedPaths(fetchMock).filter((p) => p === '/api/storage/status')).toHaveLength(1);

    xhr.progress(512, 1024);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');

    await user.click(submitButton());
    await findVisibleText(messages.upload.inProgress);
    expect(FakeXhr.instances).toHaveLength(1);

    const stored = makePet({ petName: 'Biscuit' });
    xhr.respond(201, { pet: stored });
    await findVisibleText(messages.upload.success);
    // A stored pet is not "unsent input": the way to its page is not held by the leave warning.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gallery/${stored.id}`));
    expect(router.state.location.state).toEqual({ entered: true });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before leaving with typed text or a picked photo: Stay keeps it all, Leave goes', async () => {
    storageApi();
    const { user, router } = renderApp('/upload', { user: makeUser() });
    // Nothing typed yet: leaving is free. (The first render also loads the lazy page module.)
    await screen.findByLabelText(/description/i, {}, { timeout: 15_000 });
    await user.click(navLink('Gallery'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await router.navigate('/upload');

    await user.type(await screen.findByLabelText(/description/i), 'Loves belly rubs');
    await user.click(navLink('Gallery'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toHaveAccessibleDescription(/not been sent yet/);
    expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/upload');

    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/upload');
    expect(screen.getByLabelText(/description/i)).toHaveValue('Loves belly rubs');

    // A picked photo alone counts too; Escape stays, Leave goes.
    await user.clear(screen.getByLabelText(/description/i));
    await user.upload(photoInput(), jpeg());
    await user.click(navLink('Vote'));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/upload');
    await user.click(navLink('Vote'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vote'));
  });

  it('asks the browser to confirm a reload or tab close only while there is unsent input', async () => {
    storageApi();
    const { user } = renderApp('/upload', { user: makeUser() });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const name = await screen.findByLabelText('Pet name', {}, { timeout: 15_000 });
    expect(unload()).toBe(false);
    await user.type(name, 'B');
    expect(unload()).toBe(true);
    await user.clear(name);
    expect(unload()).toBe(false);
  });

  it('says "Tap to choose a photo" on a touch screen, never "Drag & drop"', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('pointer: coarse'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    storageApi();
    renderApp('/upload', { user: makeUser() });
    const tap = await screen.findByText('Tap to choose a photo', {}, { timeout: 15_000 });
    expect(tap.closest('label')).toHaveAttribute('for', 'pet-photo');
    expect(screen.queryByText(/drag & drop/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/browse your files/i)).not.toBeInTheDocument();
  });

  it("shows the server's message, resets progress and lets the user try again", async () => {
    storageApi();
    const { user } = renderApp('/upload', { user: makeUser() });
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last!.respond(415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: messages.upload.invalidType,
    });
    await findVisibleText(messages.upload.invalidType);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    // A 4xx answer is final: no retry.
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('retries network failures up to 3 attempts, 1 s apart, then gives up', async () => {
    storageApi();
    const { user } = renderApp('/upload', { user: makeUser() });
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last!.failNetwork();
    expect(
      await screen.findByText(messages.upload.retrying(2), {}, { timeout: 2500 }),
    ).toBeVisible();
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    FakeXhr.last!.respond(503, { code: 'SERVICE_UNAVAILABLE', message: 'down' });
    expect(
      await screen.findByText(messages.upload.retrying(3), {}, { timeout: 2500 }),
    ).toBeVisible();
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(3));
    FakeXhr.last!.failNetwork();
    await findVisibleText(messages.upload.failedAfterRetries);
    expect(FakeXhr.instances).toHaveLength(3);
    expect(submitButton()).toBeEnabled();
  });
});
