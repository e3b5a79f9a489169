import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { json, installFetchMock } from '@/test/fetch';
import { DownloadDataCard } from './download-data-card';

const fetchMock = installFetchMock();

describe('DownloadDataCard', () => {
  it('links a prepared export to the member’s own download route, and says it is deleted after its time', async () => {
    const id = '7d1f3c0e-8a3b-4a8e-9a57-3a4c2e1f0b9d';
    fetchMock.mockImplementation(async () =>
      json(200, {
        files: 400,
        instantMaxFiles: 300,
        latest: {
          id,
          status: 'ready',
          filesDone: 400,
          filesTotal: 400,
          sizeBytes: 1234,
          createdAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          downloadUrl: `/api/account/exports/${id}/download`,
        },
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DownloadDataCard />
      </QueryClientProvider>,
    );
    await screen.findByText(/then deleted\. Only you can download it, signed in\./);
    const link = screen.getByRole('link', { name: 'Download my data' });
    // Never a public file address (/uploads/…): the API route, answered to this session only.
    expect(link).toHaveAttribute('href', `/api/account/exports/${id}/download`);
    expect(screen.getByText(/then deleted\. Only you can download it, signed in\./)).toBeVisible();
    expect(screen.getByText(/deleted after 48 hours/)).toBeVisible();
  });
});
