/**
 * The names patients write a city by: its English name, its slug's words, common other names
 * and its Hindi names (Devanagari), by the city's slug. The search and the care assistant read a
 * city out of typed words with them ("knee replacement in pune", "हैदराबाद में बवासीर का इलाज").
 */

/** Other names in Latin letters: old names, parts of a region, common spellings. */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  "delhi-ncr": ["delhi", "new delhi", "ncr", "gurgaon", "gurugram", "noida"],
  mumbai: ["bombay", "navi mumbai"],
  bengaluru: ["bangalore"],
  chennai: ["madras"],
  kolkata: ["calcutta"],
  mysuru: ["mysore"],
  mangaluru: ["mangalore"],
  thiruvananthapuram: ["trivandrum"],
  visakhapatnam: ["vizag"],
  kochi: ["cochin"],
  vadodara: ["baroda"],
  varanasi: ["banaras", "benares"],
};

/** Hindi names of every city of the catalogue; the first is how a Hindi page writes it. */
export const CITY_NAMES_HI: Readonly<Record<string, readonly string[]>> = {
  "delhi-ncr": ["दिल्ली एनसीआर", "दिल्ली", "नई दिल्ली", "गुड़गांव", "गुरुग्राम", "नोएडा"],
  mumbai: ["मुंबई", "मुम्बई", "बंबई"],
  bengaluru: ["बेंगलुरु", "बेंगलूरु", "बैंगलोर", "बंगलौर"],
  hyderabad: ["हैदराबाद"],
  chennai: ["चेन्नई", "मद्रास"],
  kolkata: ["कोलकाता", "कलकत्ता"],
  pune: ["पुणे", "पूना"],
  ahmedabad: ["अहमदाबाद"],
  jaipur: ["जयपुर"],
  lucknow: ["लखनऊ"],
  chandigarh: ["चंडीगढ़", "चण्डीगढ़"],
  kochi: ["कोच्चि", "कोचीन"],
  indore: ["इंदौर", "इन्दौर"],
  surat: ["सूरत"],
  bhopal: ["भोपाल"],
  patna: ["पटना"],
  coimbatore: ["कोयंबटूर", "कोयम्बटूर"],
  nagpur: ["नागपुर"],
  vadodara: ["वडोदरा", "बड़ौदा"],
  bhubaneswar: ["भुवनेश्वर"],
  visakhapatnam: ["विशाखापत्तनम", "विशाखापट्टनम"],
  kanpur: ["कानपुर"],
  ludhiana: ["लुधियाना"],
  guwahati: ["गुवाहाटी"],
  dehradun: ["देहरादून"],
  raipur: ["रायपुर"],
  ranchi: ["रांची", "राँची"],
  thiruvananthapuram: ["तिरुवनंतपुरम", "त्रिवेंद्रम"],
  varanasi: ["वाराणसी", "बनारस"],
  agra: ["आगरा"],
  mysuru: ["मैसूरु", "मैसूर"],
  madurai: ["मदुरै"],
  nashik: ["नासिक", "नाशिक"],
  amritsar: ["अमृतसर"],
  jodhpur: ["जोधपुर"],
  mangaluru: ["मंगलुरु", "मंगलौर", "मैंगलोर"],
  vijayawada: ["विजयवाड़ा"],
};

/** A city's slug from its name, as the catalogue makes them ('Delhi NCR' → 'delhi-ncr'). */
export function citySlugOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/**
 * Every name of a city as typed words are matched: lower-case, NFC (a nukta letter typed as
 * one character or as two is the same name).
 */
export function cityNames(city: { name: string; slug: string }): string[] {
  const names = [
    city.name,
    city.slug.replaceAll("-", " "),
    ...(OTHER_NAMES[city.slug] ?? []),
    ...(CITY_NAMES_HI[city.slug] ?? []),
  ];
  return [...new Set(names.map((n) => n.normalize("NFC").toLowerCase()))];
}

/**
 * The city that normalised words name (whole words; the longest name wins, so "navi mumbai" is
 * Mumbai's and "new delhi" Delhi NCR's), with the name as it was found; null when none is named.
 */
export function cityNamedIn<C extends { name: string; slug: string }>(
  words: string,
  cities: readonly C[],
): { city: C; name: string } | null {
  const padded = ` ${words.normalize("NFC")} `;
  return namesLongestFirst(cities).find(({ name }) => padded.includes(` ${name} `)) ?? null;
}

/** Every name of every city, longest first; kept per list (search asks on every keystroke). */
const sortedNames = new WeakMap<readonly object[], { city: object; name: string }[]>();
function namesLongestFirst<C extends { name: string; slug: string }>(
  cities: readonly C[],
): { city: C; name: string }[] {
  let names = sortedNames.get(cities) as { city: C; name: string }[] | undefined;
  if (!names) {
    names = cities.flatMap((city) => cityNames(city).map((name) => ({ city, name })));
    names.sort((a, b) => b.name.length - a.name.length);
    sortedNames.set(cities, names);
  }
  return names;
}

/** How a page in this language writes the city: its Hindi name on Hindi pages, where known. */
export function cityNameIn(locale: string, city: { name: string; slug?: string }): string {
  if (locale !== "hi") return city.name;
  return CITY_NAMES_HI[city.slug ?? citySlugOf(city.name)]?.[0] ?? city.name;
}

/** A Hindi page's settings name its city in Hindi (`cityNameHi` of the page context). */
export function cityNameHiOf(
  locale: string,
  city: { name: string; slug?: string },
): { cityNameHi?: string } {
  return locale === "hi" ? { cityNameHi: cityNameIn("hi", city) } : {};
}

/**
 * Cities as a page in this language writes them, for a view the browser may also render
 * (src/ui/catalog/nearby-cities.tsx): the server names them here, so that view's script need
 * not carry this table (SH-48).
 */
export function citiesIn<C extends { city: { name: string; slug?: string } }>(
  locale: string,
  list: readonly C[],
): C[] {
  if (locale !== "hi") return [...list];
  return list.map((c) => ({ ...c, city: { ...c.city, name: cityNameIn(locale, c.city) } }));
}

/**
 * The cities a chooser's search box finds for what was typed (HI-18): those with a name, in
 * Latin letters or in Devanagari, other names too, that starts with the typed words, or has a
 * word that does ("delhi" finds Delhi NCR, "पट" Patna, "bombay" Mumbai). Empty input: none.
 */
export function citiesMatching<C extends { name: string; slug?: string }>(
  typed: string,
  cities: readonly C[],
): C[] {
  const wanted = typed.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
  if (!wanted) return [];
  return cities.filter((city) =>
    cityNames({ name: city.name, slug: city.slug ?? citySlugOf(city.name) }).some(
      (name) => name.startsWith(wanted) || name.includes(` ${wanted}`),
    ),
  );
}
