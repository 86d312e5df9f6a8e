import type { Campaign } from "@/src/lib/campaign";
import type { Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { CheckCircleIcon, PhoneIcon, WhatsAppIcon } from "@/src/ui/icons";
import { FaqItems } from "@/src/ui/page/faq-items";
import { BrandBar } from "./brand-bar";
import { CampaignForm } from "./campaign-form";

/** One row of proof points: as many columns as points, up to three. */
const PROOF_COLUMNS: Record<number, string> = { 1: "grid-cols-1", 2: "grid-cols-2" };

export interface CampaignContact {
  /** The page phone (MK-9: by page type and tier), digits, and as shown. */
  tel: string;
  phone: string;
  whatsApp: string;
}

/**
 * The one template of every `/marketing/{slug}` and `/campaign/{slug}` page,
 * in the bare shell: no site header or footer, so the page is the offer and its form. Server
 * HTML throughout; the form is the only island.
 */
export function CampaignView({
  campaign,
  contact,
  brand,
  m,
}: {
  campaign: Campaign;
  contact: CampaignContact;
  brand: string;
  m: Messages["campaign"];
}) {
  const title = campaign.formTitle || m.formFallbackTitle;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-10" data-testid="campaign-page">
      <BrandBar brand={brand} tel={contact.tel} phone={contact.phone} />

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_24rem] md:gap-10">
        <section aria-labelledby="campaign-title" className="flex flex-col gap-4 pt-2">
          <h1
            id="campaign-title"
            className="text-2xl font-bold leading-tight text-slate-900 md:text-4xl"
          >
            {campaign.headline}
          </h1>
          {campaign.subheadline ? (
            <p className="text-base leading-7 text-slate-700">{campaign.subheadline}</p>
          ) : null}
          {campaign.claims.length > 0 ? (
            <div>
              <h2 className="sr-only">{m.claimsTitle}</h2>
              <ul className="grid gap-2 sm:grid-cols-2" data-testid="campaign-claims">
                {campaign.claims.map((claim) => (
                  <li
                    key={claim}
                    className="flex items-start gap-2 text-sm font-medium text-slate-800"
                  >
                    <CheckCircleIcon size={20} className="mt-0.5 shrink-0 text-brand-700" />
                    {claim}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {campaign.heroImage ? (
            // A plain <img>: the hero is a small SVG, and the page ships no image component.
            // biome-ignore lint/performance/noImgElement: see above
            <img
              src={campaign.heroImage}
              alt={campaign.heroAlt}
              width={640}
              height={360}
              fetchPriority="high"
              className="hidden h-auto w-full max-w-xl rounded-2xl bg-brand-50 md:block"
            />
          ) : null}
        </section>

        <section
          aria-label={title}
          className="rounded-3xl bg-white p-5 shadow-lg ring-1 ring-slate-200 md:sticky md:top-4 md:self-start"
          id="campaign-form"
        >
          <CampaignForm campaign={campaign} title={title} />
        </section>
      </div>

      {campaign.proofPoints.length > 0 ? (
        <ul
          className={`mt-8 grid gap-2 sm:gap-3 ${PROOF_COLUMNS[campaign.proofPoints.length] ?? "grid-cols-3"}`}
          data-testid="campaign-proof"
        >
          {campaign.proofPoints.map((p) => (
            <li key={p.label} className="rounded-2xl bg-brand-50 px-2 py-4 text-center">
              <span className="block text-xl font-bold text-brand-800 sm:text-2xl">{p.value}</span>
              <span className="text-sm text-slate-700">{p.label}</span>
            </li>
          ))}
        </ul>
      ) : null}

      {campaign.faqs.length > 0 ? (
        <section aria-labelledby="campaign-faq" className="mt-8">
          <h2 id="campaign-faq" className="text-xl font-bold text-slate-900">
            {m.faqTitle}
          </h2>
          <div className="mt-3">
            <FaqItems items={campaign.faqs} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="campaign-talk" className="mt-8 flex flex-col gap-3">
        <h2 id="campaign-talk" className="text-center text-base font-semibold text-slate-800">
          {m.talk}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <a href={contact.tel} className="btn-accent">
            <PhoneIcon size={20} /> {format(m.call, { phone: contact.phone })}
          </a>
          <a
            href={contact.whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-[#1a7f3c] px-5 py-3 font-semibold text-white"
          >
            <WhatsAppIcon size={20} /> {m.whatsapp}
          </a>
        </div>
      </section>
    </div>
  );
}
