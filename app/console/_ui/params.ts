import { notFound } from "next/navigation";
import { hasControlCharacter, MAX_BIGINT_ID, parseRecordId } from "@/src/lib/console/input";

/**
 * A console page's path segment, or the console's 404: no record has a key with a control
 * character, or one whose escapes do not decode (`%ZZ`: decodeURIComponent threw, a 500). The
 * edge guard refuses a NUL in the path before Next.js; this keeps the pages safe on their own.
 */
export function keySegment(value: string, options: { decode?: boolean } = {}): string {
  let text = value;
  if (options.decode) {
    try {
      text = decodeURIComponent(value);
    } catch {
      notFound();
    }
  }
  if (hasControlCharacter(text)) notFound();
  return text;
}

/** A record number in the path (a draft, a lead), or the console's 404 ("abc", 1e400, -1). */
export function idSegment(value: string): number {
  const id = parseRecordId(value, MAX_BIGINT_ID);
  if (id === null) notFound();
  return id;
}
