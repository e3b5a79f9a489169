// The battle's layout, shared by the cards and the loading state (docs/product/battles.md).

/** How wide a contestant's photo is drawn: half the arena. */
export const BATTLE_PHOTO_SIZES = '(min-width: 1024px) 496px, 50vw';

/** The card's frame and its photo's box (the loading state draws the same). */
export const BATTLE_CARD =
  'relative flex flex-col overflow-hidden rounded-3xl border-2 bg-card shadow-soft';
export const BATTLE_PHOTO_BOX = 'group/photo relative aspect-square w-full overflow-hidden';
/**
 * The photo is square unless the screen is too short for the whole card: then it is as tall as
 * leaves room for the name and the buttons under it (the arena's --battle-room, set by the arena
 * for phones and desktops), so both cards and their buttons fit one screen.
 */
export const BATTLE_PHOTO_STYLE = { maxHeight: 'var(--battle-photo-max, none)' } as const;
