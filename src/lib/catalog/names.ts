/**
 * How discovery pages name things. A treatment is shown by its catalogue name everywhere
 * (headings, titles, crumbs, tiles, funnel choices); conditions put the lay name and the Hindi
 * name first, as patients search them: "Piles (Haemorrhoids)" + "बवासीर" → "Piles (बवासीर)".
 */

/** "Piles (Haemorrhoids)" → lay "Piles", medical "Haemorrhoids"; a plain name is both. */
export function splitConditionName(name: string): { lay: string; medical: string | null } {
  const match = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(name.trim());
  return match
    ? { lay: match[1] as string, medical: match[2] as string }
    : { lay: name.trim(), medical: null };
}

/**
 * A condition's heading: on English pages the lay name with the Hindi name in brackets
 * ("Piles (बवासीर)"), else the full English name; on Hindi pages the Hindi name.
 */
export function conditionHeading(
  condition: { name: string; nameHi: string | null },
  locale: "en" | "hi",
): { heading: string; medical: string | null } {
  const { lay, medical } = splitConditionName(condition.name);
  if (locale === "hi")
    return { heading: condition.nameHi ?? condition.name, medical: condition.name };
  if (condition.nameHi) return { heading: `${lay} (${condition.nameHi})`, medical };
  return { heading: condition.name, medical: null };
}

/** A department's name in the page's language: its Hindi name on Hindi pages when it has one. */
export function departmentName(
  department: { name: string; nameHi?: string | null } | null,
  locale: "en" | "hi",
): string | null {
  if (!department) return null;
  return locale === "hi" ? (department.nameHi ?? department.name) : department.name;
}

/**
 * A name's initials, shown where a doctor has no photo: the first letter of its first two words
 * after the title, "Dr." or its Hindi "डॉ." (a Hindi page's "डॉ. सुरेश कुमार" is "सक", not
 * "डस", HI-19). A Devanagari word's first letter is its first consonant or vowel, without the
 * marks that follow it.
 */
export function personInitials(name: string): string {
  return name
    .trim()
    .replace(/^(?:dr\.?|डॉ\.?|डा\.)\s+/iu, "")
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => /\p{L}/u.exec(word)?.[0] ?? "")
    .join("")
    .toUpperCase();
}
