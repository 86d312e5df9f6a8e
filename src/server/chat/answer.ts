import "server-only";
import type { Database } from "@/src/db";
import { type ChatAnswer, type ChatQuestion, questionPieces } from "@/src/lib/chat/answer";
import { coverageSummaryOf } from "@/src/lib/coverage/coverage";
import { hrefFor } from "@/src/lib/page-registry";
import { ARTICLE_TYPES, DEFAULT_SEARCH_CITY, MAX_QUERY_CHARS } from "@/src/lib/search/query";
import { getConditionBySlug, getTreatmentBySlug } from "@/src/server/catalog";
import { searchEntities, searchIndex } from "@/src/server/search";

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
    // A question of up to 500 characters (CH-5) is read in pieces the search takes, each
    // answered as a short question is; a piece that names a treatment wins, else the first piece
    // with a topic.
    type Result = Awaited<ReturnType<typeof searchEntities>>[number]["results"][number];
    const topicOf = (groups: Awaited<ReturnType<typeof searchEntities>>) =>
      groups
        .filter((g) => (TOPIC_TYPES as number[]).includes(g.ArticleType))
        .map((g) => g.results[0])
        .find((r) => r !== undefined);
    const city = cityId ?? DEFAULT_SEARCH_CITY;
    let best: Result | undefined;
    for (const piece of questionPieces(text)) {
      const topic = topicOf(await searchEntities(db, { query: piece, city, type: "R" }));
      best ??= topic;
      if (topic?.articleType === ARTICLE_TYPES.treatment) {
        best = topic;
        break;
      }
    }
    // A told story ("my father … the doctor says he needs knee replacement") holds its topic
    // among many other words, which the search reads as all meant: when the pieces found no
    // topic, or a long question no treatment, three words at a time are read (from the in-memory
    // index, not counted as missed searches), the first treatment found winning.
    const words = text.split(" ");
    const long = [...text].length > MAX_QUERY_CHARS;
    if (words.length > 6 && (!best || (long && best.articleType !== ARTICLE_TYPES.treatment))) {
      for (let i = 0; i + 3 <= words.length; i++) {
        const query = words.slice(i, i + 3).join(" ");
        const topic = topicOf(await searchIndex(db, { query, city, type: "R" }));
        best ??= topic;
        if (topic?.articleType === ARTICLE_TYPES.treatment) {
          best = topic;
          break;
        }
      }
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
