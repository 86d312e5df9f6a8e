/**
 * Article tags: topics that cut across departments. A post gets its tags from a `tags:` line in
 * its front matter (comma-separated slugs) or, without one, from the rules below, matched on its
 * slug and department (a translation shares its original's slug, so both get the same tags).
 */

export interface TagSeed {
  id: number;
  slug: string;
  name: string;
  nameHi: string;
}

export const tags: readonly TagSeed[] = [
  { id: 1, slug: "cost-and-insurance", name: "Cost & insurance", nameHi: "खर्च और बीमा" },
  { id: 2, slug: "recovery", name: "Recovery", nameHi: "रिकवरी" },
  { id: 3, slug: "before-surgery", name: "Before surgery", nameHi: "सर्जरी से पहले" },
  { id: 4, slug: "symptoms", name: "Symptoms & diagnosis", nameHi: "लक्षण और जाँच" },
  { id: 5, slug: "treatment-options", name: "Treatment options", nameHi: "इलाज के विकल्प" },
  { id: 6, slug: "womens-health", name: "Women's health", nameHi: "महिला स्वास्थ्य" },
  { id: 7, slug: "government-schemes", name: "Government schemes", nameHi: "सरकारी योजनाएँ" },
  {
    id: 8,
    slug: "laser-and-keyhole",
    name: "Laser & keyhole surgery",
    nameHi: "लेज़र और दूरबीन सर्जरी",
  },
];

const RULES: readonly [
  tag: string,
  matches: (slug: string, department: string | null) => boolean,
][] = [
  ["cost-and-insurance", (s) => /cashless|reimbursement|ayushman|insurance|cost/.test(s)],
  ["government-schemes", (s) => /ayushman|pmjay|cghs/.test(s)],
  ["recovery", (s) => /recovery|what-to-expect|timeline|-care$/.test(s)],
  [
    "before-surgery",
    (s) => /preparing|second-opinion|when-surgery|who-qualifies|eligibility|-or-/.test(s),
  ],
  ["symptoms", (s) => /signs|causes|silent|checks|symptom/.test(s)],
  [
    "treatment-options",
    (s) => /treatment|options|types|choices|-vs-|management|or-physiotherapy/.test(s),
  ],
  [
    "womens-health",
    (s, d) => d === "gynaecology" || d === "fertility-and-ivf" || /pcos|fibroid/.test(s),
  ],
  ["laser-and-keyhole", (s) => /lasik|laparoscopic|laser|arthroscop/.test(s)],
];

/** Tag slugs of a post without a `tags:` line: every rule that matches, else treatment options. */
export function tagSlugsFor(slug: string, department: string | null): string[] {
  const matched = RULES.filter(([, matches]) => matches(slug, department)).map(([tag]) => tag);
  return matched.length > 0 ? matched : ["treatment-options"];
}

export function tagIdOf(slug: string, file: string): number {
  const tag = tags.find((t) => t.slug === slug);
  if (!tag) throw new Error(`${file}: unknown tag '${slug}'`);
  return tag.id;
}
