import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * `screen.findByText`, then waits until the element is visible: a toast is in the DOM a moment
 * before sonner shows it (a loaded CI machine saw it found but not yet visible).
 */
export async function findVisibleText(
  ...args: Parameters<typeof screen.findByText>
): Promise<HTMLElement> {
  const element = await screen.findByText(...args);
  await waitFor(() => expect(element).toBeVisible());
  return element;
}
