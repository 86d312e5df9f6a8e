import "server-only";
import { AppError } from "@/src/server/http/errors";

/** An optional integer query parameter; anything else is a 400 naming the parameter. */
export function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === "") return undefined;
  if (!/^-?\d{1,9}$/.test(raw.trim())) throw new AppError(400, [`${name} must be a number`]);
  return Number(raw);
}
