import "server-only";
import { AppError } from "@/src/server/http/errors";
import { apiText } from "@/src/server/http/messages";

/** An optional integer query parameter; anything else is a 400 naming the parameter. */
export function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === "") return undefined;
  if (!/^-?\d{1,9}$/.test(raw.trim())) throw new AppError(400, [apiText("notANumber", { name })]);
  return Number(raw);
}

/** createleadcrm's `leadId`: required and positive, else a 400. */
export function leadIdParam(url: URL): number {
  const value = intParam(url, "leadId");
  if (value === undefined || value <= 0) throw new AppError(400, [apiText("leadIdRequired")]);
  return value;
}
