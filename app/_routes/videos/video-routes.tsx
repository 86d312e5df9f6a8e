import { getMessages } from "@/src/lib/i18n";
import { isoDuration } from "@/src/lib/video";
import { loadVideo, loadVideos } from "@/src/server/content/videos";
import { VideoIndexView, VideoPageView } from "@/src/ui/video/video-views";
import { definePage, registryNode } from "../page-kit";

/** /videos: the Video page type's list. */
const videos = definePage({
  route: "videos",
  load: () => loadVideos(),
  meta: (_, { locale }) => {
    const m = getMessages(locale).videos;
    return { title: m.indexTitle, description: m.indexDescription };
  },
  jsonLd: (_, { locale }) => {
    const m = getMessages(locale).videos;
    // The list is a CollectionPage, whatever the page type's kind (its videos' VideoObject).
    return [{ "@type": "CollectionPage", name: m.indexTitle, description: m.indexDescription }];
  },
  view: (videos, { locale }) => (
    <VideoIndexView videos={videos} m={getMessages(locale).videos} locale={locale} />
  ),
});

/** /videos/{slug}: one video with its click-to-load player and transcript. */
const video = definePage({
  route: "video",
  load: async ({ params }) => {
    const [video, all] = await Promise.all([loadVideo(params.slug), loadVideos()]);
    return video ? { video, all } : null;
  },
  meta: ({ video }) => ({ title: video.title, description: video.description }),
  breadcrumb: ({ video }, { locale }) => {
    const m = getMessages(locale).videos;
    return { home: m.home, videos: m.indexTitle, video: video.title };
  },
  settings: ({ video }) => ({ pageName: video.title }),
  jsonLd: ({ video }, { route, absolute }) => [
    registryNode(route, {
      name: video.title,
      description: video.description,
      thumbnailUrl: absolute(video.poster),
      uploadDate: video.publishedAt,
      duration: isoDuration(video.durationSeconds),
      contentUrl: absolute(video.source),
      inLanguage: "en-IN",
      transcript: video.transcript,
    }),
  ],
  view: ({ video, all }, { locale, trail }) => (
    <VideoPageView
      video={video}
      more={all.filter((v) => v.slug !== video.slug)}
      m={getMessages(locale).videos}
      trail={trail}
      locale={locale}
    />
  ),
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { videos, video };
