import { messages } from '@pawprize/shared';
import { screen } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { findVisibleText } from '@/test/find-visible';

/** The first render loads the page's lazy chunk, which can be slow on a busy machine. */
const slowPage = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps toasts in module state: start every test without the last one's.
  toast.dismiss();
});

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function openContact() {
  const app = renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, slowPage);
  return app;
}

describe('contact form', () => {
  it('says which required fields are missing, without sending', async () => {
    const fetchMock = mockFetch(() => json(201, { message: messages.contact.success }));
    const { user } = await openContact();
    await user.type(field('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await findVisibleText(messages.contact.requiredFields);
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveFocus();
    expect(field('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field(/subject/i)).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText(messages.contact.fieldRequired)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, thanks and resets the form', async () => {
    const fetchMock = mockFetch(() => json(201, { message: messages.contact.success }));
    const { user } = await openContact();
    await user.type(field('Name'), 'Sam');
    await user.type(field('Email'), 'sam@example.com');
    await user.type(field('Message'), 'Love the site!');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await findVisibleText(messages.contact.success);
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      message: 'Love the site!',
    });
  });

  it("shows the server's 400 message and highlights its fields", async () => {
    mockFetch(() =>
      json(400, {
        code: 'VALIDATION_FAILED',
        message: messages.contact.requiredFields,
        fieldErrors: { message: [messages.contact.fieldRequired] },
      }),
    );
    const { user } = await openContact();
    await user.type(field('Name'), 'Sam');
    await user.type(field('Email'), 'sam@example.com');
    await user.type(field('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await findVisibleText(messages.contact.requiredFields);
    expect(field('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveValue('Sam');
  });

  async function fillAndSend(user: ReturnType<typeof renderApp>['user']) {
    await user.type(field('Name'), 'Sam');
    await user.type(field('Email'), 'sam@example.com');
    await user.type(field('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
  }

  it('says when to try again after too many messages, keeping the text', async () => {
    mockFetch(() =>
      json(
        429,
        { code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 1 hour.' },
        { 'Retry-After': '3600' },
      ),
    );
    const { user } = await openContact();
    await fillAndSend(user);
    await findVisibleText('Too many requests. Please try again in 1 hour.');
    expect(screen.getByRole('button', { name: /try again in 60 minutes/i })).toBeDisabled();
    expect(field('Message')).toHaveValue('Hi');
  });

  it('shows the generic failure text when the server fails', async () => {
    mockFetch(() => json(500, { code: 'INTERNAL', message: 'Internal details' }));
    const { user } = await openContact();
    await fillAndSend(user);
    await findVisibleText(messages.contact.failed);
    expect(screen.queryByText('Internal details')).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('Sam');
  });
});
