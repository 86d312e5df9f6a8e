import { randomUUID } from "node:crypto";

/**
 * Lead traffic through the real HTTP API, as browsers send it: each lead has its own
 * Idempotency-Key, and a lead whose answer did not come (connection refused or reset, a 5xx,
 * a timeout) is sent again with the same key and body until it is answered 200.
 */
export interface SentLead {
  key: string;
  body: string;
  name: string;
  /** The Id of the first 200 answer. */
  id?: number;
  tries: number;
  /** Answers other than 200 (status 0: no answer: refused, reset, timed out). */
  failures: Map<number, number>;
}

export interface LeadLoad {
  /** Leads answered 200 so far. */
  answered: () => number;
  /** Stops starting new leads; resolves once every client has its current lead answered. */
  stop: () => Promise<SentLead[]>;
  /** Stops at once, answered or not (a failing test's clean-up). */
  abort: () => void;
}

/** Letters only (a name must not hold digits): 0 → "a", 27 → "bb". */
function letters(n: number): string {
  let out = "";
  let rest = n;
  do {
    out = String.fromCharCode(97 + (rest % 26)) + out;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return out;
}

export function leadBody(tag: string, n: number): { name: string; body: string } {
  const name = `Resilience ${tag} ${letters(n)}`;
  const body = JSON.stringify({
    NameData: name,
    MobileNoData: `9${String(100_000_000 + n).slice(-9)}`,
    countryCode: "91",
    CityData: "Mumbai",
    ProcedureNameData: "Cataract Surgery",
    IsInsurance: "Yes",
    insuranceType: "Private",
    leadFormVariant: "3",
    PageTypeData: "Home",
    PageNameData: "Home",
    PageLanguage: "en",
    lead_channeldata: "Website",
    attribution: { source: "resilience", gclid: `G-${tag}-${n}` },
  });
  return { name, body };
}

/** One POST; answers the status (0 when no answer came) and the Id of a 200. No key: "". */
export async function postLead(
  baseUrl: string,
  key: string,
  body: string,
): Promise<{ status: number; id?: number }> {
  try {
    const response = await fetch(`${baseUrl}/lead/v1/admin/webleadcreate`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        applicationtype: "website",
        ...(key ? { "idempotency-key": key } : {}),
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (response.status !== 200) return { status: response.status };
    const id = (JSON.parse(text) as { data: { Id: number }[] }).data[0]?.Id;
    return { status: 200, id };
  } catch {
    return { status: 0 };
  }
}

export function startLeadLoad(options: {
  baseUrl: string;
  clients: number;
  tag: string;
  /** Wait before sending a failed lead again. */
  retryMs?: number;
  /**
   * Send no Idempotency-Key (an API client that has none): a failed lead is sent again with
   * the same body, which must not store it twice.
   */
  keyless?: boolean;
}): LeadLoad {
  const sent: SentLead[] = [];
  let stopping = false;
  let aborted = false;
  let next = 0;
  let answered = 0;
  const client = async () => {
    while (!stopping) {
      const { name, body } = leadBody(options.tag, next++);
      const key = options.keyless ? "" : randomUUID();
      const lead: SentLead = { key, body, name, tries: 0, failures: new Map() };
      sent.push(lead);
      for (;;) {
        lead.tries++;
        const answer = await postLead(options.baseUrl, lead.key, body);
        if (answer.status === 200) {
          lead.id = answer.id;
          answered++;
          break;
        }
        lead.failures.set(answer.status, (lead.failures.get(answer.status) ?? 0) + 1);
        // A 4xx other than 429 will not change on a retry: a bug in this test, not a lost lead.
        if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) break;
        if (aborted) return;
        await new Promise((r) => setTimeout(r, options.retryMs ?? 200));
      }
    }
  };
  const running = Promise.all(Array.from({ length: options.clients }, client));
  return {
    answered: () => answered,
    stop: async () => {
      stopping = true;
      await running;
      return sent;
    },
    abort: () => {
      stopping = true;
      aborted = true;
    },
  };
}

/** Sends every answered lead again (same key, same body): each must answer its first Id. */
export async function replayAll(
  baseUrl: string,
  leads: SentLead[],
  clients: number,
): Promise<{ replayed: number; sameId: number; other: { key: string; status: number }[] }> {
  const queue = leads.filter((lead) => lead.id !== undefined);
  let index = 0;
  let sameId = 0;
  const other: { key: string; status: number }[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (index < queue.length) {
        const lead = queue[index++] as SentLead;
        const answer = await postLead(baseUrl, lead.key, lead.body);
        if (answer.status === 200 && answer.id === lead.id) sameId++;
        else other.push({ key: lead.key, status: answer.status });
      }
    }),
  );
  return { replayed: queue.length, sameId, other };
}

/** Failures by status over all leads ("0" = no answer). */
export function failureSummary(leads: SentLead[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const lead of leads) {
    for (const [status, n] of lead.failures) out[status] = (out[status] ?? 0) + n;
  }
  return out;
}
