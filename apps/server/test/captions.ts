import type { FastifyInstance } from 'fastify';
import { freshIp, ORIGIN } from './auth-helpers.ts';
import { fixturePhoto } from './images.ts';
import type { FilePart } from './multipart.ts';
import { multipartBody } from './multipart.ts';

export const jpegPart = (
  data: Buffer = fixturePhoto('dog-red-fluffy.jpg'),
  filename = 'pet.jpg',
): FilePart => ({
  filename,
  contentType: 'image/jpeg',
  data,
});

/** POST /api/captions with the given form parts (default: Biscuit, a Corgi, a real photo). */
export function postContest(
  app: FastifyInstance,
  cookie: string | undefined,
  parts: Record<string, string | FilePart> = {
    petName: 'Biscuit',
    breed: 'Corgi',
    image: jpegPart(),
  },
) {
  const form = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/captions',
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...form.headers },
    payload: form.payload,
  });
}

/** Creates a contest and returns it (throws unless 201). */
export async function createContest(
  app: FastifyInstance,
  cookie: string,
  parts?: Record<string, string | FilePart>,
) {
  const res = await postContest(app, cookie, parts);
  if (res.statusCode !== 201) throw new Error(`create contest: ${res.statusCode} ${res.body}`);
  return res.json().contest as {
    id: string;
    shareId: string;
    captions: { id: string; caption: string; votes: number }[];
    [key: string]: unknown;
  };
}

export function voteCaption(
  app: FastifyInstance,
  cookie: string | undefined,
  shareId: string,
  captionId: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/captions/${shareId}/votes`,
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { captionId },
  });
}
