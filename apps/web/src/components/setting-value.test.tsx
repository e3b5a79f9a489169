import { DEFAULT_PUBLIC_SETTINGS } from '@pawprize/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingValue } from './setting-value';

describe('SettingValue', () => {
  it('writes the setting in a span the server finds in a drawn page (http/public-settings.ts)', () => {
    // The test page carries no settings block: the defaults.
    const { container } = render(
      <p>
        <SettingValue name="dailyVotes" /> a day
      </p>,
    );
    expect(container.innerHTML).toBe(
      `<p><span data-setting="dailyVotes">${DEFAULT_PUBLIC_SETTINGS.dailyVotes}</span> a day</p>`,
    );
  });
});
