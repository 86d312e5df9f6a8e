/** The message of a strict schema that got fields it does not know (leads, partner enquiries). */
export function unknownFields(keys: string[]): string {
  return `Unknown field${keys.length > 1 ? "s" : ""}: ${keys.join(", ")}`;
}
