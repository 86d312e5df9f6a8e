import { z } from "zod";
import { checkLeadBody } from "@/src/lib/lead/form-check";

/**
 * The form's check before it submits, loaded when the form is first used rather than with the
 * page: zod and the shared lead schema are about 30 KB gzip that a page with a form would
 * otherwise parse and run while it loads (bench/RESULTS.md).
 */
// Zod probes for eval (`Function("")`) before its first parse; the site's CSP forbids eval, so the
// probe is reported as a violation (Lighthouse "inspector-issues") on every page showing a form.
// In the browser it parses without that speed-up (the server keeps it).
z.config({ jitless: true });

export { checkLeadBody };
