import "server-only";
import type { Database } from "@/src/db";
import {
  type EstimateChoice,
  estimateHref,
  SUM_INSURED_LAKHS,
  type SumInsuredLakhs,
} from "@/src/lib/catalog/estimate";
import { defaultChoice, estimateInput } from "@/src/lib/catalog/estimate-data";
import { getEstimateData } from "./catalog/medical";

/**
 * The estimate form's query (sent without JavaScript) as the estimate's own URL, or null when
 * the treatment or any choice is unknown. The sum insured defaults to ₹5 lakh when no insurer
 * is chosen (the browser sends none for a disabled select). The coverage check on an insurer's
 * page sends only the treatment, the insurer, the sum and perhaps a city: when
 * hospital, room and implant are all absent they take the cost page's defaults (and the city
 * too, when absent); a query that names some of them must name all it needs.
 */
/** A treatment's slug as the catalogue writes them: anything else is not looked up at all. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_CHARS = 100;

export async function estimateUrlFor(db: Database, query: URLSearchParams): Promise<string | null> {
  const slug = query.get("treatment") ?? "";
  if (slug.length > MAX_SLUG_CHARS || !SLUG.test(slug)) return null;
  const data = await getEstimateData(db, slug);
  if (!data) return null;
  const insurer = query.get("insurer");
  const sum = Number(query.get("sum") ?? "5");
  const lakhs = SUM_INSURED_LAKHS.find((n) => n === sum);
  if (lakhs === undefined) return null;
  const coverageCheck = !["hospital", "room", "implant"].some((k) => query.has(k));
  const fallback = defaultChoice(data, query.get("city") ?? undefined, insurer ?? undefined);
  const place = coverageCheck
    ? { ...fallback, city: query.get("city") || fallback.city }
    : {
        city: query.get("city") ?? "",
        hospital: query.get("hospital") ?? "",
        room: query.get("room") ?? "",
        implant: query.get("implant") || null,
      };
  const choice: EstimateChoice = {
    city: place.city,
    hospital: place.hospital,
    room: place.room,
    implant: place.implant,
    insurer: insurer && insurer !== "none" ? insurer : null,
    sumInsuredLakhs: lakhs as SumInsuredLakhs,
  };
  return estimateInput(data, choice) ? estimateHref(data.treatment.slug, choice) : null;
}
