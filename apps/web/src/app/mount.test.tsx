import { messages } from '@pawprize/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './mount';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mount', () => {
  it('shows the red startup message when #root is missing', () => {
    expect(document.getElementById('root')).toBeNull();
    expect(mount(document)).toBeNull();
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent(messages.pages.startupFailed);
    expect(message.style.color).toBe('rgb(185, 28, 28)');
  });
});
