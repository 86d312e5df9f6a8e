import { describe, expect, it } from "vitest";
import { authors } from "@/src/db/seed/data/authors";
import { cities } from "@/src/db/seed/data/cities";
import { conditions } from "@/src/db/seed/data/conditions";
import { departments } from "@/src/db/seed/data/departments";
import { doctors } from "@/src/db/seed/data/doctors";
import { hospitals } from "@/src/db/seed/data/hospitals";
import { insurers } from "@/src/db/seed/data/insurers";
import { localities } from "@/src/db/seed/data/localities";
import { pageReviewers } from "@/src/db/seed/data/medical-pages";
import { reviewers } from "@/src/db/seed/data/reviewers";
import { reviews } from "@/src/db/seed/data/reviews";
import { diagnosticTests } from "@/src/db/seed/data/tests";
import { treatments } from "@/src/db/seed/data/treatments";
import {
  hindiAddress,
  hindiName,
  hindiPatientName,
  hindiQualifications,
  hindiReview,
  hindiText,
  localizeHi,
  UNTRANSLATED_HI,
} from "@/src/lib/i18n/localize-hi";
import { LANGUAGE_NAMES_HI } from "@/src/lib/i18n/proper-names-hi";
import { SYMPTOMS_HI } from "@/src/lib/i18n/conditions-hi";
import { SPECIALISATIONS_HI } from "@/src/lib/i18n/texts-hi";

const LATIN_WORD = /[A-Za-z]{2,}/;
/** Acronyms a Hindi reader knows in Latin letters and that stay beside the Hindi (in brackets). */
const KEPT = /\((?:PM-JAY|CGHS|ECHS|ESIC|HDFC ERGO|ICICI Lombard|Tata AIG|SBI|IFFCO)\)/g;

/** Names with no Hindi, or Hindi that still has Latin words in it. */
function missing(values: Iterable<string>, toHindi: (v: string) => string | undefined): string[] {
  return [...new Set(values)].filter((v) => {
    const hi = toHindi(v);
    return !hi || LATIN_WORD.test(hi.replace(KEPT, ""));
  });
}

describe("[HI-5] the sample data has its Hindi", () => {
  it("[HI-5] every city, state, locality, insurer and hospital address", () => {
    expect(
      missing(
        cities.map((c) => c.name),
        hindiName,
      ),
    ).toEqual([]);
    expect(
      missing(
        cities.map((c) => c.state),
        hindiName,
      ),
    ).toEqual([]);
    expect(
      missing(
        localities.map((l) => l.name),
        hindiName,
      ),
    ).toEqual([]);
    expect(
      missing(
        insurers.map((i) => i.name),
        hindiName,
      ),
    ).toEqual([]);
    expect(
      missing(
        hospitals.map((h) => h.address),
        hindiAddress,
      ),
    ).toEqual([]);
  });

  it("[HI-5] every sample doctor's, hospital's, author's, reviewer's and patient's name, degree and language", () => {
    expect(
      missing(
        doctors.map((d) => d.name),
        hindiName,
      ),
    ).toEqual([]);
    expect(
      missing(
        hospitals.map((h) => h.name),
        hindiName,
      ),
    ).toEqual([]);
    const people = [...authors, ...reviewers, ...pageReviewers];
    expect(
      missing(
        people.map((p) => p.name),
        hindiName,
      ),
    ).toEqual([]);
    const quals = [...doctors, ...reviewers, ...pageReviewers].map((d) => d.qualifications);
    // [HI-8] a writer's role too (their page's credentials).
    expect(
      missing(
        authors.map((a) => a.role),
        (r) => localizeHi({ credentials: r }).credentials,
      ),
    ).toEqual([]);
    expect(missing(quals, hindiQualifications)).toEqual([]);
    expect(
      missing(
        doctors.flatMap((d) => d.languages),
        (l) => LANGUAGE_NAMES_HI[l],
      ),
    ).toEqual([]);
    expect(
      missing(
        reviews.map((r) => r.patientName),
        hindiPatientName,
      ),
    ).toEqual([]);
  });

  it("[HI-5][HI-6][HI-10] every department's, treatment's, condition's and test's words, bios and sample review", () => {
    const texts = [
      ...departments.map((d) => d.description),
      ...conditions.map((c) => c.summary),
      ...treatments.map((t) => t.summary),
      ...[...authors, ...reviewers, ...pageReviewers].map((p) => p.bio),
    ];
    expect(texts.filter((t) => hindiText(t).endsWith(UNTRANSLATED_HI))).toEqual([]);
    expect(
      missing(
        departments.flatMap((d) => d.specializations),
        (s) => SPECIALISATIONS_HI[s],
      ),
    ).toEqual([]);
    expect(
      missing(
        conditions.flatMap((c) => c.symptoms),
        (s) => SYMPTOMS_HI[s],
      ),
    ).toEqual([]);
    expect(
      missing(
        diagnosticTests.map((t) => t.sampleType),
        hindiName,
      ),
    ).toEqual([]);
    expect(
      missing(
        diagnosticTests.map((t) => t.preparation),
        hindiName,
      ),
    ).toEqual([]);
    // The sample reviews name a treatment; its Hindi comes from the review's treatment.
    const untranslated = reviews.filter((r) =>
      hindiReview(r.body, "इलाज").endsWith(UNTRANSLATED_HI),
    );
    expect(untranslated.map((r) => r.body)).toEqual([]);
    expect(
      reviews.filter((r) => LATIN_WORD.test(hindiReview(r.body, "इलाज"))).map((r) => r.body),
    ).toEqual([]);
  });
});

describe("[HI-10] written page sections have their Hindi", () => {
  it("[HI-10] every condition, treatment and test page with written sections has them in Hindi, part for part", async () => {
    const { WRITTEN } = await import("@/src/db/seed/data/medical-pages");
    const shape = (sections: object) =>
      Object.entries(sections)
        .map(([k, v]) => `${k}:${Array.isArray(v) ? v.length : typeof v}`)
        .sort();
    const pages = Object.entries(WRITTEN).flatMap(([kind, bySlug]) =>
      Object.entries(bySlug).map(([slug, w]) => ({ page: `${kind}/${slug}`, ...w })),
    );
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(pages.filter((p) => !p.sectionsHi).map((p) => p.page)).toEqual([]);
    for (const p of pages) {
      expect(shape(p.sectionsHi ?? {}), p.page).toEqual(shape(p.sections));
      const text = JSON.stringify(p.sectionsHi)
        .replace(/"[a-zA-Z]+":/g, "")
        .replace(/\b(true|false)\b/g, "");
      expect(text.match(/[A-Za-z]{3,}/g) ?? [], p.page).toEqual([]);
    }
  });
});
