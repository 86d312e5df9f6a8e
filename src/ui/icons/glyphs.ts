/**
 * The icons' drawings, drawn once in a sprite (/icons.svg, app/icons.svg/route.ts) that every
 * page shares and the browser caches; pages carry only `<use href="/icons.svg?v…#name">`. Inline
 * SVG would repeat each drawing in the HTML and again in the RSC payload of every page.
 */
interface Glyph {
  /** Inner SVG markup, 24×24 view box. */
  body: string;
  /** Filled shapes instead of the default 2 px round stroke. */
  filled?: boolean;
  strokeWidth?: number;
}

export const GLYPHS = {
  phone: {
    body: '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"/>',
  },
  whatsapp: {
    filled: true,
    body: '<path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.4-.3z"/>',
  },
  menu: { body: '<path d="M4 6h16M4 12h16M4 18h16"/>' },
  close: { body: '<path d="M18 6 6 18M6 6l12 12"/>' },
  search: { body: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>' },
  "chevron-down": { body: '<path d="m6 9 6 6 6-6"/>' },
  "chevron-right": { body: '<path d="m9 6 6 6-6 6"/>' },
  calendar: {
    body: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
  },
  "check-circle": { body: '<circle cx="12" cy="12" r="10"/><path d="m8 12 3 3 5-6"/>' },
  shield: {
    body: '<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"/><path d="m9 12 2 2 4-4"/>',
  },
  "map-pin": {
    body: '<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z"/><circle cx="12" cy="10" r="3"/>',
  },
  stethoscope: {
    body: '<path d="M5 3v5a5 5 0 0 0 10 0V3M5 3H3M15 3h2"/><path d="M10 13v2a5 5 0 0 0 10 0v-2"/><circle cx="20" cy="11" r="2"/>',
  },
  calculator: {
    strokeWidth: 1.8,
    body: '<rect x="4" y="2" width="16" height="20" rx="2"/><path d="M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15v3M8 18h.01M12 18h.01"/>',
  },
  document: {
    strokeWidth: 1.8,
    body: '<path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z"/><path d="M14 2v6h6M8 13h8M8 17h5"/>',
  },
  "insurance-check": {
    strokeWidth: 1.8,
    body: '<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"/><path d="M9 11.5h6M12 8.5v6"/>',
  },
} as const satisfies Record<string, Glyph>;

export type GlyphName = keyof typeof GLYPHS;

/** The sprite: one <symbol> per glyph. */
export function spriteSvg(): string {
  const symbols = Object.entries(GLYPHS).map(([name, glyph]: [string, Glyph]) => {
    const paint = glyph.filled
      ? 'fill="currentColor"'
      : `fill="none" stroke="currentColor" stroke-width="${glyph.strokeWidth ?? 2}" stroke-linecap="round" stroke-linejoin="round"`;
    return `<symbol id="${name}" viewBox="0 0 24 24" ${paint}>${glyph.body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/** A short content hash of the sprite: ./sprite-url.ts must carry it (a unit test checks). */
export function spriteVersion(): string {
  const text = spriteSvg();
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}
