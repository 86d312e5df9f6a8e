import { describe, expect, it } from "vitest";
import { GET } from "@/app/icons.svg/route";
import { GLYPHS, spriteSvg, spriteVersion } from "@/src/ui/icons/glyphs";
import { SPRITE_URL } from "@/src/ui/icons/sprite-url";

describe("icon sprite", () => {
  it("the pages' sprite URL carries the current drawings' version (update sprite-url.ts when they change)", () => {
    expect(SPRITE_URL).toBe(`/icons.svg?v=${spriteVersion()}`);
  });

  it("has one symbol per glyph and is served as a year-long cached SVG", async () => {
    const svg = spriteSvg();
    for (const name of Object.keys(GLYPHS)) expect(svg).toContain(`<symbol id="${name}"`);
    const response = GET();
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(await response.text()).toBe(svg);
  });
});
