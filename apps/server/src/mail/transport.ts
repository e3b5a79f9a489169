import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailOutboxRow } from '../db/schema/index.ts';
import { linksIn } from './templates.ts';

/** Where the worker hands mails: an SMTP server, or the log when SMTP_URL is not set. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(mail: Pick<MailOutboxRow, 'to' | 'subject' | 'text' | 'html' | 'headers'>): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/** Embedded default: each mail's recipient, subject and links go to the log at info level. */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      log.info(
        { mail: { to: mail.to, subject: mail.subject, links: linksIn(mail.text) } },
        'mail not sent (no SMTP_URL): its links are logged here',
      );
    },
    close: () => {},
  };
}

export function createTransport(
  config: { smtpUrl: string | undefined; mailFrom: string },
  log: FastifyBaseLogger,
): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : logTransport(log);
}
