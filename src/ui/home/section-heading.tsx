/** A home-page section's heading; no directive: the server sections and the client ones share it. */
export function SectionHeading({
  id,
  title,
  subtitle,
  live,
}: {
  id: string;
  title: string;
  subtitle?: string;
  /** The subtitle changes after load (the city of the costs): announce it politely. */
  live?: boolean;
}) {
  return (
    <div className="mb-6 md:mb-8">
      <h2 id={id} className="section-title scroll-mt-28">
        {title}
      </h2>
      {subtitle ? (
        <p className="mt-2 text-slate-600" aria-live={live ? "polite" : undefined}>
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}
