import { messages } from '@pawprize/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { makePet } from '@/test/pets';
import { renderWithData } from '../test-render';
import { MyPets } from './my-pets';

afterEach(() => vi.unstubAllGlobals());

describe('My Pets', () => {
  it("shows the user's pets and an 'Upload Another Pet' tile", async () => {
    mockFetch(() =>
      json(200, { pets: [makePet({ petName: 'Biscuit' }), makePet({ petName: 'Mochi' })] }),
    );
    renderWithData(<MyPets userId="u1" />);
    expect(await screen.findByRole('link', { name: 'Biscuit' })).toBeVisible();
    expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual([
      expect.stringContaining('Biscuit'),
      expect.stringContaining('Mochi'),
    ]);
    expect(screen.getByRole('link', { name: messages.dashboard.uploadAnother })).toHaveAttribute(
      'href',
      '/upload',
    );
  });

  it("shows the empty state with 'Upload Your Pet' and reasons to enter", async () => {
    mockFetch(() => json(200, { pets: [] }));
    renderWithData(<MyPets userId="u1" />);
    expect(
      await screen.findByRole('link', { name: messages.dashboard.uploadYourPet }),
    ).toHaveAttribute('href', '/upload');
    expect(screen.getByRole('heading', { name: 'Why upload your pet?' })).toBeVisible();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('shows which pets wait for review, are hidden or removed, with the reason', async () => {
    mockFetch(() =>
      json(200, {
        pets: [
          makePet({
            petName: 'Biscuit',
            isOwner: true,
            moderation: { status: 'pending', reason: messages.moderation.preModerationReason },
          }),
          makePet({
            petName: 'Mochi',
            isOwner: true,
            moderation: { status: 'removed', reason: 'Not your photo' },
          }),
          makePet({ petName: 'Pip', isOwner: true, moderation: null }),
        ],
      }),
    );
    renderWithData(<MyPets userId="u1" />);
    await screen.findByRole('link', { name: 'Biscuit' });
    const [biscuit, mochi, pip] = screen.getAllByRole('article');
    expect(biscuit).toHaveTextContent(messages.moderation.pendingReview);
    expect(biscuit).toHaveTextContent(
      messages.moderation.statusReason(messages.moderation.preModerationReason),
    );
    expect(mochi).toHaveTextContent(messages.moderation.removed);
    expect(mochi).toHaveTextContent('Reason: Not your photo');
    expect(pip).not.toHaveTextContent(/review|Hidden|Removed/);
  });
});
