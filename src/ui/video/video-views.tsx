import { Breadcrumbs, type Crumb } from "@/src/ui/page/breadcrumbs";
import Link from "next/link";
import type { Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { type Locale, localePrefix } from "@/src/lib/i18n/locale";
import { formatDuration } from "@/src/lib/video";
import { formatUpdated } from "@/src/ui/content/content-page-view";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { VideoPlayer } from "./video-player";

export interface VideoCardData {
  slug: string;
  title: string;
  description: string;
  durationSeconds: number;
  poster: string;
}

export interface VideoPageViewData extends VideoCardData {
  titleHi: string;
  source: string;
  transcript: string;
  transcriptHi: string;
  publishedAt: string;
}

type M = Messages["videos"];

const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim());

function VideoCard({ video, m, locale }: { video: VideoCardData; m: M; locale: Locale }) {
  return (
    <li className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <Link
        href={`${localePrefix(locale)}/videos/${video.slug}`}
        className="block hover:bg-slate-50"
      >
        {/* biome-ignore lint/performance/noImgElement: a small local poster */}
        <img
          src={video.poster}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
        <span className="block p-4">
          <span className="block text-lg font-semibold text-slate-900">{video.title}</span>
          <span className="mt-1 block text-sm text-slate-600">{video.description}</span>
          <span className="mt-2 block text-sm font-medium text-brand-700">
            {format(m.duration, { duration: formatDuration(video.durationSeconds) })}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** /videos: every patient video as a card. */
export function VideoIndexView({
  videos,
  m,
  locale = "en",
}: {
  videos: VideoCardData[];
  m: M;
  locale?: Locale;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {m.indexTitle}
      </h1>
      <p className="mt-3 max-w-3xl text-slate-700">{m.indexIntro}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((v) => (
          <VideoCard key={v.slug} video={v} m={m} locale={locale} />
        ))}
      </ul>
    </div>
  );
}

/** /videos/{slug}: the click-to-load player, the transcript in English and Hindi, more videos. */
export function VideoPageView({
  video,
  more,
  m,
  trail,
  locale = "en",
}: {
  /** Home, the index, the video (registry): shown down to the index, the heading names it. */
  trail: readonly Crumb[];
  video: VideoPageViewData;
  more: VideoCardData[];
  m: M;
  /** On a Hindi page `video` is already in Hindi: its transcript is shown once. */
  locale?: Locale;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumbs trail={trail} label={m.breadcrumb} endsAtPage={false} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {video.title}
      </h1>
      <p className="mt-3 text-slate-700">{video.description}</p>
      <p className="mt-2 text-sm text-slate-500">
        {format(m.published, { date: formatUpdated(video.publishedAt, locale) })} ·{" "}
        {format(m.duration, { duration: formatDuration(video.durationSeconds) })}
      </p>
      <VideoPlayer
        source={video.source}
        poster={video.poster}
        title={video.title}
        playLabel={format(m.play, { title: video.title })}
        note={m.privacyNote}
      />
      <section aria-labelledby="transcript-title" className="mt-10">
        <h2 id="transcript-title" className="text-xl font-bold text-slate-900">
          {m.transcript}
        </h2>
        <div className="mt-3 space-y-3 text-slate-800" data-testid="transcript">
          {paragraphs(video.transcript).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>
      {locale === "hi" ? null : (
        <details lang="hi" className="mt-6 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <summary className="cursor-pointer py-1 font-semibold text-slate-900">
            {m.transcriptHindi}: {video.titleHi}
          </summary>
          <div className="mt-3 space-y-3 text-slate-800" data-testid="transcript-hi">
            {paragraphs(video.transcriptHi).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      )}
      <aside className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 className="text-xl font-bold text-slate-900">{m.ctaTitle}</h2>
        <p className="mt-2 text-slate-700">{m.ctaBody}</p>
        <OpenLeadFormButton className="btn-accent mt-4 px-6 text-base shadow-md">
          {m.ctaButton}
        </OpenLeadFormButton>
      </aside>
      {more.length > 0 ? (
        <section aria-labelledby="more-videos" className="mt-12">
          <h2 id="more-videos" className="text-xl font-bold text-slate-900">
            {m.moreVideos}
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2">
            {more.map((v) => (
              <VideoCard key={v.slug} video={v} m={m} locale={locale} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
