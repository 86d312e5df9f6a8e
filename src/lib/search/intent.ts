import { collapseSpaces, FILLER_WORDS, isSearchable } from "./query";

/**
 * How patients say what they want besides the thing itself (docs/architecture.md "Search"):
 * "piles surgery cost hyderabad", "knee surgeon", "bawasir ka ilaj". The words of intent are
 * read and taken out, so that the rest ("piles", "knee") is matched against names, and the
 * intent picks the page that answers (a treatment's cost page, a city's specialists).
 */
export type Intent = "cost" | "doctor" | "hospital" | "treatment";

const INTENT_WORDS = new Map<string, Intent>(
  Object.entries({
    cost: "cost",
    costs: "cost",
    price: "cost",
    prices: "cost",
    charges: "cost",
    charge: "cost",
    rate: "cost",
    rates: "cost",
    fees: "cost",
    fee: "cost",
    kharcha: "cost",
    kharch: "cost",
    कीमत: "cost",
    खर्च: "cost",
    खर्चा: "cost",
    लागत: "cost",
    doctor: "doctor",
    doctors: "doctor",
    dr: "doctor",
    surgeon: "doctor",
    surgeons: "doctor",
    specialist: "doctor",
    specialists: "doctor",
    daktar: "doctor",
    डॉक्टर: "doctor",
    डाक्टर: "doctor",
    सर्जन: "doctor",
    विशेषज्ञ: "doctor",
    hospital: "hospital",
    hospitals: "hospital",
    clinic: "hospital",
    clinics: "hospital",
    aspatal: "hospital",
    अस्पताल: "hospital",
    surgery: "treatment",
    operation: "treatment",
    treatment: "treatment",
    ilaj: "treatment",
    ilaaj: "treatment",
    upchar: "treatment",
    इलाज: "treatment",
    ऑपरेशन: "treatment",
    सर्जरी: "treatment",
    उपचार: "treatment",
  } satisfies Record<string, Intent>),
);

export interface ReadQuery {
  /** What is sought, without words of intent or filler ("piles"); the query when none is left. */
  core: string;
  intents: ReadonlySet<Intent>;
}

/** Reads a normalised query (normaliseQuery) into what is sought and the intents around it. */
export function readIntent(query: string): ReadQuery {
  const intents = new Set<Intent>();
  const kept: string[] = [];
  for (const word of query.split(" ")) {
    const intent = INTENT_WORDS.get(word);
    if (intent) intents.add(intent);
    else if (!FILLER_WORDS.has(word)) kept.push(word);
  }
  const core = collapseSpaces(kept.join(" "));
  return { core: isSearchable(core) ? core : query, intents };
}
