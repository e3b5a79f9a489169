import { messages } from '@pawprize/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { contactMessages, mailOutbox } from '../../db/schema/index.ts';

const ADMIN = 'admin@pawprize.test';
const REQUIRED = 'Please fill in all required fields';
const valid = { name: 'Ada', email: 'ada@example.com', message: 'My cat wants to enter twice.' };
let ipCounter = 0;
const freshIp = () => `10.0.2.${++ipCounter}`;

describe(`contact form (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: ADMIN, MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  const send = (payload: unknown, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it.each(['name', 'email', 'message'] as const)(
    'answers a missing or blank %s with 400 and the catalogue text',
    async (field) => {
      for (const value of [undefined, '', '   ']) {
        const body: Record<string, unknown> = { ...valid, [field]: value };
        if (value === undefined) delete body[field];
        const res = await send(body);
        expect(res.statusCode).toBe(400);
        const json = res.json();
        expect(json.code).toBe('VALIDATION_FAILED');
        expect(json.message).toBe(REQUIRED);
        expect(Object.keys(json.fieldErrors)).toEqual([field]);
      }
    },
  );

  it('answers an empty form with every required field listed', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REQUIRED);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['email', 'message', 'name']);
    const noBody = await send(undefined);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe(REQUIRED);
  });

  it('checks lengths and the email format', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: 'n'.repeat(101) }, 'name', 'Must be at most 100 characters'],
      [{ ...valid, subject: 's'.repeat(151) }, 'subject', 'Must be at most 150 characters'],
      [{ ...valid, message: 'm'.repeat(5001) }, 'message', 'Must be at most 5000 characters'],
      [{ ...valid, email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ ...valid, email: `${'e'.repeat(250)}@x.com` }, 'email', 'Must be at most 254 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message,
        fieldErrors: { [field]: [message] },
      });
    }
    expect((await send({ ...valid, message: 'm'.repeat(5000) })).statusCode).toBe(201);
  });

  it('stores the message and queues the admin copy', async () => {
    // A line break in the subject (mail header injection) is refused like any control character.
    const injected = await send({
      name: 'Grace',
      email: 'grace@example.com',
      subject: 'Winner\r\nBcc: everyone@example.com',
      message: 'When is the next contest?',
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().fieldErrors).toEqual({ subject: [messages.text.singleLine] });

    const res = await send({
      name: '  Grace ',
      email: 'grace@example.com',
      subject: 'Winner Bcc: everyone@example.com',
      message: 'When is the next contest?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "Thanks for reaching out! We'll get back to you soon." });

    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'grace@example.com'));
    expect(row).toMatchObject({
      name: 'Grace',
      subject: 'Winner Bcc: everyone@example.com',
      message: 'When is the next contest?',
    });
    expect(row!.ipKey).toMatch(/^[0-9a-f]{32}$/);

    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, ADMIN))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail!.subject).toContain('Winner Bcc: everyone@example.com');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.text).toContain('When is the next contest?');
    expect(mail!.text).toContain('grace@example.com');
  });

  it('treats the subject as optional', async () => {
    for (const subject of [undefined, '', null]) {
      const email = `opt${String(subject)}@example.com`.replace(/[^a-z0-9@.]/g, '');
      const res = await send({ ...valid, email, subject });
      expect(res.statusCode).toBe(201);
      const [row] = await t.app.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, email));
      expect(row!.subject).toBeNull();
    }
  });

  it('limits messages to 5 an hour per IP with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    const res = await send(valid, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});
