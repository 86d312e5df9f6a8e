import { definePage } from "../page-kit";

/**
 * The Error route: any path no other route claims, the 404 page inside the full shell (the kit's
 * 404 for a page whose load finds nothing). Its answers are never stored
 * (src/server/http/page-cache.cjs keeps no 404 a visitor can make up).
 */
const error = definePage({
  route: "error",
  load: () => null,
  meta: () => ({}),
  view: () => null,
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { error };
