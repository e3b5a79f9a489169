import { messages } from '@pawprize/shared';
import { screen, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { findVisibleText } from '@/test/find-visible';

/** The first render loads the page's lazy chunk, which can be slow on a busy machine. */
const slowPage = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

async function openBlogBox() {
  const app = renderApp('/blog');
  const box = (
    await screen.findByRole('heading', { name: 'Pet-care tips in your inbox' }, slowPage)
  ).closest('section')!;
  const input = within(box).getByRole('textbox', { name: 'Email address' });
  const submit = within(box).getByRole('button', { name: 'Subscribe' });
  return { ...app, box, input, submit };
}

describe('newsletter box', () => {
  it('asks for an email address when the field is blank, without a request', async () => {
    const fetchMock = mockFetch(() => json(201, {}));
    const { user, input, submit } = await openBlogBox();
    await user.type(input, '   ');
    await user.click(submit);
    await findVisibleText(messages.newsletter.boxEmailRequired);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("subscribes with source 'box', thanks and clears the field", async () => {
    const fetchMock = mockFetch(() =>
      json(201, { message: messages.newsletter.boxSuccess, discountCode: 'PET10' }),
    );
    const { user, input, submit } = await openBlogBox();
    await user.type(input, 'Bella@Example.com');
    await user.click(submit);
    await findVisibleText(messages.newsletter.boxSuccess);
    expect(input).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'Bella@Example.com', source: 'box' });
  });

  it('says when the address is already subscribed', async () => {
    mockFetch(() =>
      json(409, { code: 'ALREADY_SUBSCRIBED', message: messages.newsletter.alreadySubscribed }),
    );
    const { user, input, submit } = await openBlogBox();
    await user.type(input, 'bella@example.com');
    await user.click(submit);
    await findVisibleText(messages.newsletter.alreadySubscribed);
    expect(input).toHaveValue('bella@example.com');
  });

  it('shows the box failure text when the server fails, and is busy meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, input, box } = await openBlogBox();
    await user.type(input, 'bella@example.com');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    const busy = await within(box).findByRole('button', { name: /subscribing/i });
    expect(busy).toBeDisabled();
    answer(json(500, { code: 'INTERNAL', message: 'Something broke' }));
    await findVisibleText(messages.newsletter.boxFailed);
    expect(within(box).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('shows a rejected address under the field', async () => {
    mockFetch(() => json(400, { code: 'VALIDATION_FAILED', message: 'Invalid request: email' }));
    const { user, input, submit } = await openBlogBox();
    await user.type(input, 'bella@nowhere');
    await user.click(submit);
    await findVisibleText(messages.newsletter.popupInvalidEmail);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
