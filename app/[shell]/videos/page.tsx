import { type VideoParams, VideoIndexRoute, videoIndexMetadata } from "../_videos/video-routes";

// Registry: Video (/videos). A literal, as Next.js requires.
export const revalidate = 86400;

export function generateMetadata({ params }: { params: VideoParams }) {
  return videoIndexMetadata(params);
}

export default function VideosPage({ params }: { params: VideoParams }) {
  return <VideoIndexRoute params={params} />;
}
