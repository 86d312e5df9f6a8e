/**
 * /videos and /videos/{slug} (PC-3, Video page type): the list and a video page over
 * HTTP (transcript in the server HTML, no player, VideoObject JSON-LD, simple shell); in the
 * browser, the privacy-friendly player: no request for the video before play, the video plays
 * after; screenshots before and after play, axe.
 */
import { expect, type Page, test } from "@playwright/test";
import { videoFiles, videos } from "../../src/db/seed/data/videos";
import { DESKTOP, expectNoAxeViolations, PHONE, screenshotForReview } from "./fixtures";

const VIDEO = videos[0];
if (!VIDEO) throw new Error("no sample video");
const PAGE = `/videos/${VIDEO.slug}`;
const FILE = videoFiles(VIDEO.slug).source;

/** Every request for a video file (ours, or any host's). */
function watchVideoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = r.url();
    if (
      r.resourceType() === "media" ||
      /\.(mp4|webm|m3u8)(\?|$)/.test(url) ||
      /youtube|vimeo/.test(url)
    ) {
      seen.push(url);
    }
  });
  return seen;
}

test.describe("videos over HTTP", () => {
  test("[SH-22][SH-24][PC-3] /videos lists every sample video in the simple shell", async ({
    request,
  }) => {
    const response = await request.get("/videos");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Patient videos<\/h1>/);
    for (const v of videos) {
      expect(html).toContain(`href="/videos/${v.slug}"`);
      expect(html).toContain(v.titleEn);
    }
    expect(html).toMatch(
      /data-testid="ribbon" data-ribbon="app"[^>]*>(?:<a [^>]*>)?Download Our App for Free</,
    );
    // A simple page, whose header has the search bar as every header does (SH-29).
    expect(html).toContain('data-testid="search-bar"');
  });

  test("[PC-3] a video page: title, both transcripts and VideoObject JSON-LD in the server HTML, and no player element", async ({
    request,
  }) => {
    const response = await request.get(PAGE);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${VIDEO.titleEn}</h1>`));
    const firstParagraph = VIDEO.transcriptEn.split("\n\n")[0] ?? "";
    expect(html).toContain(firstParagraph);
    expect(html).toContain(VIDEO.transcriptHi.split("\n\n")[0] ?? "");
    expect(html).not.toMatch(/<video|<iframe/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? "{}"))
      .find((j) => j["@type"] === "VideoObject");
    expect(ld).toMatchObject({ name: VIDEO.titleEn, duration: `PT${VIDEO.slides.length * 5}S` });
    expect(ld.contentUrl).toMatch(new RegExp(`${FILE}$`));
    // A simple page, whose header has the search bar as every header does (SH-29).
    expect(html).toContain('data-testid="search-bar"');
  });

  test("[PC-3] the video file is served by this site, small, as video/mp4", async ({ request }) => {
    for (const v of videos) {
      const response = await request.get(videoFiles(v.slug).source);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("video/mp4");
      expect((await response.body()).length).toBeLessThanOrEqual(300 * 1024);
    }
  });

  test("[PC-3] an unknown video answers 404", async ({ request }) => {
    const response = await request.get("/videos/no-such-video", { failOnStatusCode: false });
    expect(response.status()).toBe(404);
  });
});

test.describe("the video player in the browser", () => {
  test("[PC-3] before play nothing requests the video; after play it is requested and plays", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const requests = watchVideoRequests(page);
    await page.goto(PAGE);
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("video-play")).toBeVisible();
    await expect(page.locator("video, iframe")).toHaveCount(0);
    expect(requests).toEqual([]);
    await screenshotForReview(page, { path: "test-results/video-before-390.png", fullPage: false });

    await page.getByRole("button", { name: `Play video: ${VIDEO.titleEn}` }).click();
    const video = page.getByTestId("video-element");
    await expect(video).toBeVisible();
    await expect.poll(() => requests.some((u) => u.endsWith(FILE))).toBe(true);
    expect(requests.every((u) => new URL(u).pathname === FILE)).toBe(true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    await screenshotForReview(page, { path: "test-results/video-after-390.png", fullPage: false });
  });

  test("[PC-3][SH-35] at desktop width the player and the transcript are on screen; axe finds nothing", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(PAGE);
    const play = await page.getByTestId("video-play").boundingBox();
    expect(play?.width ?? 0).toBeGreaterThan(600);
    await expect(page.getByTestId("transcript")).toBeVisible();
    await screenshotForReview(page, { path: "test-results/video-before-1440.png", fullPage: true });
    await expectNoAxeViolations(page, "main");
    await page.getByTestId("video-play").click();
    await expect(page.getByTestId("video-element")).toBeVisible();
    await screenshotForReview(page, { path: "test-results/video-after-1440.png" });
    await expectNoAxeViolations(page, "main");
  });
});
