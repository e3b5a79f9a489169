import { CAPTION_MAX_LENGTH, CAPTIONS_PER_CONTEST } from '@pawprize/shared';
import { colourKind } from '../colours.ts';
import type { AiProvider, CaptionRequest, ComplimentRequest, ImageFacts } from '../types.ts';
import type { CaptionNeed, CaptionTemplate } from './caption-grammar.ts';
import { CAPTION_SLOTS, CAPTION_TEMPLATES } from './caption-grammar.ts';
import { COMPLIMENT_SLOTS, COMPLIMENT_TEMPLATES, traitKind } from './compliment-grammar.ts';
import type { ExpandContext } from './expand.ts';
import { expand, finish } from './expand.ts';
import type { Random } from './random.ts';
import { pick, seededRandom, shuffle } from './random.ts';
import { slotsForSpecies } from './species.ts';

/** Templates used by the last this-many captions are avoided while others are left. */
const RECENT_TEMPLATES = 45;
const RECENT_COMPLIMENTS = 12;
/** Exact captions written recently are not written again (same pet, many contests). */
const RECENT_TEXTS = 200;
const ATTEMPTS_PER_TEMPLATE = 6;
/** Longer names are shortened to their first word in captions, so templates still fit. */
const NAME_MAX_IN_TEXT = 20;

export interface WrittenCaption {
  text: string;
  templateId: string;
}

const TRAILING_SMALL_WORDS = /\s+(the|of|von|van|de|and|la|le)$/i;

/** The name as written; a long one is cut to the leading words that fit ("Sir Fluffington"). */
function displayName(petName: string): string {
  const name = petName.trim().replace(/\s+/g, ' ');
  if (name.length <= NAME_MAX_IN_TEXT) return name;
  let short = '';
  for (const word of name.split(' ')) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > NAME_MAX_IN_TEXT) break;
    short = next;
  }
  while (TRAILING_SMALL_WORDS.test(short)) short = short.replace(TRAILING_SMALL_WORDS, '');
  return short || name.slice(0, NAME_MAX_IN_TEXT);
}

function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** Words for a colour used as a noun ("all this sky blue"). */
const colourWord = (name: string) => name.replace('-', ' ');

function photoValues(image: ImageFacts): Record<string, string> {
  const coats = image.colours.filter((c) => colourKind(c) === 'coat');
  const scenes = image.colours.filter((c) => colourKind(c) === 'scene');
  const values: Record<string, string> = {};
  if (coats[0]) values.coat = colourWord(coats[0]);
  if (coats[1]) values.coat2 = colourWord(coats[1]);
  if (scenes[0]) values.scene = colourWord(scenes[0]);
  return values;
}

function eligible(template: CaptionTemplate, values: Record<string, string>, image: ImageFacts) {
  if (template.needs?.some((need: CaptionNeed) => values[need] === undefined)) return false;
  if (template.brightness && !template.brightness.includes(image.brightness)) return false;
  if (template.orientation && !template.orientation.includes(image.orientation)) return false;
  return true;
}

/**
 * The default writer: offline, no model. Composes captions and compliments from a grammar of
 * templates and word lists, filled with the pet's name, breed, trait and what the photo shows.
 * It remembers the templates it used recently (per process) so that consecutive contests differ.
 */
export class BuiltinWriter implements AiProvider {
  readonly name = 'builtin';
  private readonly random: Random;
  private readonly recentTemplates: string[] = [];
  private readonly recentCompliments: string[] = [];
  private readonly recentTexts = new Set<string>();

  constructor(options: { seed?: number } = {}) {
    this.random = seededRandom(options.seed);
  }

  async compliment(request: ComplimentRequest): Promise<string> {
    return this.writeCompliment(request);
  }

  async captions(request: CaptionRequest): Promise<string[]> {
    return this.writeCaptions(request).map((c) => c.text);
  }

  writeCompliment(request: ComplimentRequest): string {
    const name = displayName(request.petName);
    const trait = request.petTrait?.trim().replace(/\s+/g, ' ') || undefined;
    const kind = trait ? traitKind(trait) : undefined;
    const candidates = COMPLIMENT_TEMPLATES.filter((t) => !t.trait || t.trait === kind);
    // With a trait, use it most of the time.
    const withTrait = candidates.filter((t) => t.trait);
    const pool =
      withTrait.length > 0 && this.random() < 0.65 ? withTrait : candidates.filter((t) => !t.trait);
    const fresh = pool.filter((t) => !this.recentCompliments.includes(t.id));
    const values: Record<string, string> = { name, "name's": possessive(name) };
    if (trait) values.trait = trait;
    for (let attempt = 0; attempt < 10; attempt++) {
      const template = pick(this.random, fresh.length > 0 ? fresh : pool);
      const ctx: ExpandContext = {
        random: this.random,
        slots: slotsForSpecies(COMPLIMENT_SLOTS, request.species),
        values,
        used: new Set(),
      };
      const text = finish(expand(template.text, ctx));
      if (text.length <= CAPTION_MAX_LENGTH || attempt === 9) {
        this.remember(this.recentCompliments, template.id, RECENT_COMPLIMENTS);
        return text.length <= CAPTION_MAX_LENGTH ? text : `${name} is wonderful. That's it.`;
      }
    }
    return `${name} is wonderful. That's it.`;
  }

  /** Five different captions; each names its template (the variety test counts them). */
  writeCaptions(request: CaptionRequest, count = CAPTIONS_PER_CONTEST): WrittenCaption[] {
    const name = displayName(request.petName);
    const breed = request.breed?.trim().replace(/\s+/g, ' ') || undefined;
    const values: Record<string, string> = {
      name,
      "name's": possessive(name),
      ...photoValues(request.image),
    };
    if (breed) values.breed = breed;

    const usable = CAPTION_TEMPLATES.filter((t) => eligible(t, values, request.image));
    const ordered = this.orderTemplates(usable, values);
    const ctx: ExpandContext = {
      random: this.random,
      slots: slotsForSpecies(CAPTION_SLOTS, request.image.species),
      values,
      used: new Set(),
    };
    const out: WrittenCaption[] = [];
    const families = new Set<string>();
    const texts = new Set<string>();
    // First pass: one per family; second pass (rare): any family.
    for (const onePerFamily of [true, false]) {
      for (const template of ordered) {
        if (out.length >= count) break;
        if (out.some((c) => c.templateId === template.id)) continue;
        if (onePerFamily && families.has(template.family)) continue;
        for (let attempt = 0; attempt < ATTEMPTS_PER_TEMPLATE; attempt++) {
          const text = finish(expand(template.text, ctx));
          const key = text.toLowerCase();
          if (text.length > CAPTION_MAX_LENGTH || texts.has(key)) continue;
          if (onePerFamily && this.recentTexts.has(key)) continue;
          out.push({ text, templateId: template.id });
          texts.add(key);
          this.recentTexts.delete(key);
          this.recentTexts.add(key);
          if (this.recentTexts.size > RECENT_TEXTS) {
            this.recentTexts.delete(this.recentTexts.values().next().value!);
          }
          families.add(template.family);
          this.remember(this.recentTemplates, template.id, RECENT_TEMPLATES);
          break;
        }
      }
    }
    return out;
  }

  /**
   * Fresh templates first (not used recently), shuffled; the photo-, breed- and light-based ones
   * are moved forward so a contest usually has at least one caption about this very photo.
   */
  private orderTemplates(usable: CaptionTemplate[], values: Record<string, string>) {
    const fresh = usable.filter((t) => !this.recentTemplates.includes(t.id));
    const stale = usable.filter((t) => this.recentTemplates.includes(t.id));
    // The least recently used stale templates first.
    stale.sort((a, b) => this.recentTemplates.indexOf(a.id) - this.recentTemplates.indexOf(b.id));
    const shuffled = shuffle(this.random, fresh);
    const personal = ['breed', 'coat', 'light', 'shape', 'scene'].filter(
      (family) =>
        (family !== 'breed' || values.breed) &&
        (family !== 'coat' || values.coat) &&
        (family !== 'scene' || values.scene),
    );
    const wanted = shuffle(this.random, personal).slice(0, 2);
    const first = wanted
      .map((family) => shuffled.find((t) => t.family === family))
      .filter((t): t is CaptionTemplate => t !== undefined);
    return [...first, ...shuffled.filter((t) => !first.includes(t)), ...stale];
  }

  private remember(list: string[], id: string, max: number) {
    const at = list.indexOf(id);
    if (at >= 0) list.splice(at, 1);
    list.push(id);
    if (list.length > max) list.shift();
  }
}
