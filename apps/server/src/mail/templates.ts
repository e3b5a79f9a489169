import { SITE_NAME } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { OutgoingMail } from './outbox.ts';

/** Plain-text mails: short, friendly, with the site's name and links under PUBLIC_URL. */

interface Recipient {
  email: string;
  name: string;
}

const signature = (publicUrl: string) => `— The ${SITE_NAME} team\n${publicUrl}\n`;

export function verificationMail(to: Recipient, url: string, publicUrl: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Welcome to ${SITE_NAME}! Please verify your email`,
    text:
      `Hi ${to.name},\n\n` +
      `Thanks for joining ${SITE_NAME}, where pets compete for the cutest title! ` +
      `Please confirm your email address by opening this link:\n\n` +
      `${url}\n\n` +
      `The link works for 24 hours. Open it in the browser you signed up with and you stay ` +
      `logged in; anywhere else, log in first. Until you verify, you can look around; voting, ` +
      `uploading pets and caption contests unlock once your email is confirmed.\n\n` +
      `If you did not create this account, someone used your address: ignore this mail, or ` +
      `open the link and choose "Verify and choose a new password" to take the account over ` +
      `(everyone else is logged out of it).\n\n` +
      signature(publicUrl),
  };
}

export function emailChangeMail(to: Recipient, url: string, publicUrl: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Confirm your new ${SITE_NAME} email`,
    text:
      `Hi ${to.name},\n\n` +
      `You asked to use this address for your ${SITE_NAME} account. To confirm it, open this link:\n\n` +
      `${url}\n\n` +
      `The link works for 24 hours, in a browser logged in to your account. Until then, your ` +
      `account keeps its current address.\n\n` +
      `If you did not ask for this, ignore this mail: nothing changes.\n\n` +
      signature(publicUrl),
  };
}

/** To the current address when a change to another one is asked for. */
export function emailChangeNotice(
  to: Recipient,
  newEmail: string,
  publicUrl: string,
): OutgoingMail {
  return {
    to: to.email,
    subject: `Your ${SITE_NAME} email is being changed`,
    text:
      `Hi ${to.name},\n\n` +
      `Someone signed in to your ${SITE_NAME} account, entered its password and asked to change ` +
      `its email address to ${newEmail}. The change happens when the link we sent to that ` +
      `address is opened.\n\n` +
      `If this was you, there is nothing else to do.\n\n` +
      `If it was not you, reset your password at once (this signs everyone out), then check ` +
      `your email address in your dashboard:\n\n` +
      `${publicUrl}${href('forgotPassword')}\n\n` +
      signature(publicUrl),
  };
}

export function passwordResetMail(to: Recipient, url: string, publicUrl: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Reset your ${SITE_NAME} password`,
    text:
      `Hi ${to.name},\n\n` +
      `Someone (hopefully you) asked to reset the password of your ${SITE_NAME} account. ` +
      `To choose a new password, open this link:\n\n` +
      `${url}\n\n` +
      `The link works for one hour. Setting a new password signs you out everywhere.\n\n` +
      `If you did not ask for this, ignore this mail: your password stays as it is.\n\n` +
      signature(publicUrl),
  };
}

export function passwordChangedMail(to: Recipient, publicUrl: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Your ${SITE_NAME} password was changed`,
    text:
      `Hi ${to.name},\n\n` +
      `The password of your ${SITE_NAME} account was just changed, and every other device ` +
      `signed in to your account was signed out.\n\n` +
      `If this was you, there is nothing else to do.\n\n` +
      `If it was not you, reset your password at once:\n\n` +
      `${publicUrl}${href('forgotPassword')}\n\n` +
      signature(publicUrl),
  };
}

/** The http(s) links in a mail's text, for the log when there is no SMTP server. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
