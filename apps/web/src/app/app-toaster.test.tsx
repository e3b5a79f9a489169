import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { AppToaster } from './providers';

// The toaster loads sonner after the first paint (ADR 0042): toasts asked for before it listens
// wait for it, in order, and are shown once it does.
describe('AppToaster (loaded on demand)', () => {
  it('shows the toasts asked for before sonner was loaded, in order, without the dismissed ones', async () => {
    toast.success('Dropped before the toaster loaded');
    toast.dismiss();
    toast.success('First toast');
    toast.error('Second toast');
    render(<AppToaster />);

    const region = await screen.findByRole('region', { name: /notifications/i });
    const first = await screen.findByText('First toast');
    const second = await screen.findByText('Second toast');
    expect(region).toContainElement(first);
    expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Dropped before the toaster loaded')).not.toBeInTheDocument();
  });

  it('keeps a toast asked for while no toaster is mounted until one is', async () => {
    toast.info('Waiting for a toaster');
    render(<AppToaster />);
    expect(await screen.findByText('Waiting for a toaster')).toBeInTheDocument();
  });
});
