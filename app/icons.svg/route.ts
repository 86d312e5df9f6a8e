import { spriteSvg } from "@/src/ui/icons/glyphs";

// GET /icons.svg – the icon sprite every page's icons point at; built once, cached for a year
// (its URL carries a content hash).
export const dynamic = "force-static";

export function GET() {
  return new Response(spriteSvg(), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
