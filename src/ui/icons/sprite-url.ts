/**
 * The sprite's URL with its content version (tests/unit/icons.test.ts checks it against the
 * drawings), kept apart from ./glyphs.ts so that pages' JavaScript carries the URL only.
 */
export const SPRITE_URL = "/icons.svg?v=1sgr0ng";
