import { type VideoParams, VideoRoute, videoMetadata } from "../../_videos/video-routes";

// Registry: Video (/videos/{slug}); rendered on first request and cached.
export const revalidate = 86400;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: VideoParams }) {
  return videoMetadata(params);
}

export default function VideoPage({ params }: { params: VideoParams }) {
  return <VideoRoute params={params} />;
}
