/** How the console writes times and phone links. Staff work in India Standard Time. */
const IST = "Asia/Kolkata";
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export function formatIst(date: Date | string | null | undefined): string {
  if (!date) return "";
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(date));
}

/**
 * A time for a file staff open in a spreadsheet: ISO 8601 in IST with its offset
 * ("2026-11-26T14:30:05+05:30"), the clock the console shows and still one instant.
 */
export function istIso(date: Date | string | null | undefined): string {
  if (!date) return "";
  const shifted = new Date(new Date(date).getTime() + IST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}+05:30`;
}

/** The value of a datetime-local input, in IST ("2026-11-26T14:30"). */
export function istInputValue(date: Date | string | null | undefined): string {
  if (!date) return "";
  return new Date(new Date(date).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local input's value read as IST; null when empty, undefined when malformed. */
export function parseIstInput(value: string | null | undefined): Date | null | undefined {
  const v = value?.trim();
  if (!v) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v)) return undefined;
  const d = new Date(`${v}:00+05:30`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const digits = (s: string) => s.replace(/\D/g, "");

/** The phone's dialler with the full international number. */
export function telHref(countryCode: string, mobile: string): string {
  return `tel:+${digits(countryCode)}${digits(mobile)}`;
}

/** WhatsApp's click-to-chat link: the number with its dial code, no plus. */
export function whatsappHref(countryCode: string, mobile: string): string {
  return `https://wa.me/${digits(countryCode)}${digits(mobile)}`;
}

/**
 * The language the care team should call in: the language of the page the lead came from
 * (recorded with the lead), in words; an unknown code is shown as recorded.
 */
export function callLanguage(pageLanguage: string | null | undefined): string {
  if (pageLanguage === "hi") return "Hindi: call in Hindi";
  if (pageLanguage === "en") return "English";
  return pageLanguage || "Not recorded";
}

/**
 * A staff member's cities as the catalogue names them ("Delhi NCR", not the stored "delhi ncr"):
 * accounts keep them lowercased, as leads' cities are matched without case. A city the catalogue
 * no longer lists is shown as stored.
 */
export function staffCityNames(
  stored: readonly string[],
  catalogue: readonly { name: string; slug: string }[],
): string[] {
  return stored.map(
    (city) => catalogue.find((c) => c.name.toLowerCase() === city || c.slug === city)?.name ?? city,
  );
}
