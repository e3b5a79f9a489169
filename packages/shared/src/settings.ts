import {
  ANONYMOUS_VOTES_PER_IP_PER_DAY,
  DAILY_VOTES_ACCOUNT,
  DAILY_VOTES_ANONYMOUS,
} from './constants.ts';

/**
 * The host's settings the site prints (docs/decisions/0126-one-source-per-setting.md): the server
 * puts them in every page it sends (`<script type="application/json" id="public-settings">`) and
 * writes them into the drawn first screens; the web reads them once at start.
 */
export interface PublicSettings {
  /** DAILY_VOTES: new votes per account per day. */
  dailyVotes: number;
  /** DAILY_VOTES_ANONYMOUS: new votes per visitor per day. */
  dailyVotesAnonymous: number;
  /** ANON_VOTES_PER_IP: visitor votes per network per UTC day. */
  anonVotesPerIp: number;
}

/** The settings when the host sets none (and when the page carries none: tests, `vite dev`). */
export const DEFAULT_PUBLIC_SETTINGS: Readonly<PublicSettings> = Object.freeze({
  dailyVotes: DAILY_VOTES_ACCOUNT,
  dailyVotesAnonymous: DAILY_VOTES_ANONYMOUS,
  anonVotesPerIp: ANONYMOUS_VOTES_PER_IP_PER_DAY,
});

/** The id of the page's settings element. */
export const PUBLIC_SETTINGS_ELEMENT_ID = 'public-settings';

/** A setting as the site prints it (the web and the server's drawn pages write the same). */
export function formatSetting(value: number): string {
  return value.toLocaleString('en-US');
}
