import type { Pet } from '@pawprize/shared/schemas/pets';

let counter = 0;

/** A pet as the API returns it (for tests). */
export function makePet(overrides: Partial<Pet> = {}): Pet {
  counter += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    petName: `Pet ${counter}`,
    description: null,
    imageUrl: `/media/pets/${id}-1600.webp`,
    width: 1600,
    height: 1200,
    placeholder: '#c08a5b',
    variants: [400, 800, 1600].map((width) => ({
      width,
      url: `/media/pets/${id}-${width}.webp`,
    })),
    votesCount: 0,
    createdAt: '2024-01-15T12:00:00.000Z',
    owner: { username: 'bob' },
    isOwner: false,
    hasVoted: false,
    ...overrides,
  };
}

/** A stand-in for XMLHttpRequest: each request waits until the test answers it. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  upload: {
    onprogress: ((event: ProgressEvent) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(): string | null {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }
  static reset() {
    FakeXhr.instances = [];
  }
  static get last(): FakeXhr | undefined {
    return FakeXhr.instances.at(-1);
  }
}
