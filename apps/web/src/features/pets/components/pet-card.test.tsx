import { messages } from '@pawprize/shared';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makePet } from '@/test/pets';
import { PetCard } from './pet-card';

function renderCard(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('PetCard', () => {
  it('shows the photo with a responsive srcset, the name, owner and votes, and links to the pet', () => {
    const pet = makePet({
      id: 'abc',
      petName: 'Biscuit',
      votesCount: 12,
      width: 1200,
      height: 900,
    });
    const { container } = renderCard(<PetCard pet={pet} sizes="50vw" />);
    const link = screen.getByRole('link', { name: 'Biscuit' });
    expect(link).toHaveAttribute('href', '/gallery/abc');
    expect(screen.getByText('by @bob')).toBeVisible();
    expect(screen.getByText('12 votes')).toBeInTheDocument();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute(
      'srcset',
      '/media/pets/abc-400.webp 400w, /media/pets/abc-800.webp 800w, /media/pets/abc-1600.webp 1600w',
    );
    expect(img).toHaveAttribute('src', '/media/pets/abc-800.webp');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.style.backgroundColor).toBe('rgb(192, 138, 91)');
  });

  it('shows NEW within 24 hours of upload only', () => {
    const { unmount } = renderCard(<PetCard pet={makePet({ createdAt: hoursAgo(23.9) })} />);
    expect(screen.getByText(messages.lists.badgeNew)).toBeVisible();
    unmount();
    renderCard(<PetCard pet={makePet({ createdAt: hoursAgo(24.1) })} />);
    expect(screen.queryByText(messages.lists.badgeNew)).not.toBeInTheDocument();
  });

  it('shows FEATURED only when asked', () => {
    const { unmount } = renderCard(<PetCard pet={makePet()} featured />);
    expect(screen.getByText(messages.lists.badgeFeatured)).toBeVisible();
    unmount();
    renderCard(<PetCard pet={makePet()} />);
    expect(screen.queryByText(messages.lists.badgeFeatured)).not.toBeInTheDocument();
  });

  it('puts the vote control in its slot instead of the plain count', () => {
    renderCard(<PetCard pet={makePet({ votesCount: 3 })} voteSlot={<button>Vote</button>} />);
    expect(screen.getByRole('button', { name: 'Vote' })).toBeVisible();
    expect(screen.queryByText('3 votes')).not.toBeInTheDocument();
  });

  it("says 'Your entry' instead of the owner's name on the viewer's own pet", () => {
    renderCard(<PetCard pet={makePet({ votesCount: 3, isOwner: true })} />);
    expect(screen.getByText(messages.vote.yourEntry)).toBeVisible();
    expect(screen.queryByText('by @bob')).not.toBeInTheDocument();
  });
});
