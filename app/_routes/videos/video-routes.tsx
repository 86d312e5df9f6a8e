import { JsonLd } from "@/src/ui/page/json-ld";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import type { PageModule } from "@/src/ui/page/page-module";
import type { Locale } from "@/src/lib/i18n";
import type { Metadata } from "next";
import { env } from "@/src/config/env";
import { getMessages } from "@/src/lib/i18n";
import { isoDuration } from "@/src/lib/video";
import { loadVideo, loadVideos } from "@/src/server/content/videos";
import { jsonLd, jsonLdOf, routeMetadata } from "@/src/ui/page/metadata";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";
import { VideoIndexView, VideoPageView } from "@/src/ui/video/video-views";

export type VideoParams = Promise<{ locale: Locale; slug?: string }>;

const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

export async function videoIndexMetadata(params: VideoParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "videos");
  const m = getMessages(locale).videos;
  return { title: m.indexTitle, description: m.indexDescription, ...routeMetadata(route, locale) };
}

/** /videos: the Video page type's list. */
export async function VideoIndexRoute({ params }: { params: VideoParams }) {
  const { locale, route } = await resolvePage(params, "videos");
  const videos = dataIn(await loadVideos(), locale);
  const m = getMessages(locale).videos;
  const ld = jsonLdOf("CollectionPage", { name: m.indexTitle, description: m.indexDescription });
  return (
    <PageSettings route={route} locale={locale}>
      <JsonLd json={ld} />
      <VideoIndexView videos={videos} m={m} locale={locale} />
    </PageSettings>
  );
}

export async function videoMetadata(params: VideoParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "video");
  const slug = (await params).slug ?? "";
  const video = dataIn(await loadVideo(slug), locale);
  if (!video) return { title: getMessages(locale).errors.notFound.title };
  return {
    title: video.title,
    description: video.description,
    ...routeMetadata(route, locale, { slug }),
  };
}

/** /videos/{slug}: one video with its click-to-load player and transcript. */
export async function VideoRoute({ params }: { params: VideoParams }) {
  const { locale, route } = await resolvePage(params, "video");
  const slug = (await params).slug ?? "";
  const [video, all] = dataIn(await Promise.all([loadVideo(slug), loadVideos()]), locale);
  if (!video) return <NotFoundPage />;
  const ld = jsonLd(route, {
    name: video.title,
    description: video.description,
    thumbnailUrl: absolute(video.poster),
    uploadDate: video.publishedAt,
    duration: isoDuration(video.durationSeconds),
    contentUrl: absolute(video.source),
    inLanguage: "en-IN",
    transcript: video.transcript,
  });
  return (
    <PageSettings route={route} locale={locale} pageName={video.title}>
      <JsonLd json={ld} />
      <VideoPageView
        video={video}
        more={all.filter((v) => v.slug !== video.slug)}
        m={getMessages(locale).videos}
        locale={locale}
      />
    </PageSettings>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  videos: { render: VideoIndexRoute, metadata: ({ params }) => videoIndexMetadata(params) },
  video: { render: VideoRoute, metadata: ({ params }) => videoMetadata(params) },
} satisfies PageModule;
