import "server-only";
import type { Database } from "@/src/db";
import { type ChatAnswer, type ChatQuestion, questionPieces } from "@/src/lib/chat/answer";
import { coverageSummaryOf } from "@/src/lib/coverage/coverage";
import { hrefFor } from "@/src/lib/page-registry";
import { ARTICLE_TYPES, DEFAULT_SEARCH_CITY } from "@/src/lib/search/query";
import { getConditionBySlug, getTreatmentBySlug } from "@/src/server/catalog";
import { searchEntities } from "@/src/server/search";

/**
 * Answers the patient's question in the care assistant. The assistant calls it through this
 * interface so that another answerer (a language model behind our own prompt and catalogue)
 * can be plugged in later without touching the conversation; today's answers come from the
 * catalogue only, never from an outside service.
 */
export interface ChatAnswerer {
  answer(db: Database, question: ChatQuestion): Promise<ChatAnswer>;
}

const NOTHING: ChatAnswer = { match: null, treatment: null, related: [] };

/** Which group of the search answers a question, in the order a patient most often means. */
const TOPIC_TYPES = [ARTICLE_TYPES.treatment, ARTICLE_TYPES.condition, ARTICLE_TYPES.department];

/**
 * The catalogue's answer: the search index reads the words (typos, lay words, Hindi and
 * Hinglish, as the header's search does); the first treatment, condition or department found
 * is the topic; a treatment brings its cost in the city, hospital stay and recovery, a
 * condition the treatments for it (the first one's facts).
 */
export const catalogueAnswerer: ChatAnswerer = {
  async answer(db, { text, cityId }) {
    // A question of up to 500 characters (CH-5) is read in pieces the search takes, in order:
    // the first piece that names a topic answers.
    let best: Awaited<ReturnType<typeof searchEntities>>[number]["results"][number] | undefined;
    for (const piece of questionPieces(text)) {
      const groups = await searchEntities(db, {
        query: piece,
        city: cityId ?? DEFAULT_SEARCH_CITY,
        type: "R",
      });
      best = groups
        .filter((g) => (TOPIC_TYPES as number[]).includes(g.ArticleType))
        .map((g) => g.results[0])
        .find((r) => r !== undefined);
      if (best) break;
    }
    if (!best) return NOTHING;
    const kind =
      best.articleType === ARTICLE_TYPES.department
        ? "department"
        : best.articleType === ARTICLE_TYPES.condition
          ? "condition"
          : "treatment";
    const match = { kind, name: best.title, nameHi: best.titleHi, url: best.url } as const;
    if (kind === "department") return { match, treatment: null, related: [] };
    let treatmentSlug = best.slug;
    let related: ChatAnswer["related"] = [];
    if (kind === "condition") {
      const condition = await getConditionBySlug(db, best.slug);
      related = (condition?.treatments ?? []).slice(0, 4).map((t) => ({
        name: t.name,
        nameHi: t.nameHi,
        url: t.href,
      }));
      const first = condition?.treatments[0];
      if (!first) return { match, treatment: null, related };
      treatmentSlug = first.slug;
    }
    const treatment = await getTreatmentBySlug(db, treatmentSlug, { cityId });
    return {
      match,
      treatment: treatment && {
        name: treatment.name,
        nameHi: treatment.nameHi,
        url: treatment.href,
        costUrl: hrefFor("cost", { slug: treatment.slug }),
        department: treatment.department.name,
        hospitalStayDays: treatment.hospitalStayDays,
        recoveryDays: treatment.recoveryDays,
        cost: treatment.cost
          ? { minCost: treatment.cost.minCost, maxCost: treatment.cost.maxCost }
          : null,
        coverage: coverageSummaryOf(treatment.slug),
      },
      related,
    };
  },
};
