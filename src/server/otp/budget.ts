import "server-only";
import type { Database } from "@/src/db";
import type { ErrorText } from "@/src/server/http/errors";
import { authText } from "@/src/server/http/messages";
import { logger } from "@/src/server/log";
import { countEvent } from "@/src/server/metrics";
import {
  giveBack,
  type LimitState,
  peek,
  retryAfterSeconds,
  take,
  tooManyRequests,
} from "@/src/server/ratelimit";
import { budgetStages, otpRules } from "./config";

/**
 * The daily SMS budget (SMS_DAILY_BUDGET per 24 h; docs/operations.md "OTP and SMS limits").
 * It caps what SMS can cost, but must not become a switch a stranger can turn off: so
 * - the last 20 % is reserved: nobody without a proof can spend it. From 80 % only devices
 *   that logged in with the number before and OTPs tied to a stored lead are served; from
 *   90 % only such devices (anyone can create a lead, nobody else can make a device cookie);
 * - past half of it, each requester (client address) gets a few SMS an hour of its own, not a
 *   site-wide trickle that one actor could take;
 * - nothing depends on whether the number has an account, so registered and unregistered
 *   numbers get the same answers;
 * - operators are alerted at 50, 80 and 100 % (an error-level log line and a counter, once per
 *   window), and `smsBudgetStatus` answers the state for a console.
 */

/** Who asks for the SMS, as far as the budget is concerned. */
export type BudgetRequester =
  /** A device that logged in with this number before (its device cookie). */
  | { kind: "device" }
  /** The request proves a stored lead for this number (its id and per-lead secret). */
  | { kind: "lead"; client: string }
  /** Anyone else: paced by the client key past half of the budget. */
  | { kind: "anyone"; client: string };

export type BudgetStage = "open" | "paced" | "reserve" | "devices" | "spent";

export interface SmsBudgetStatus {
  /** SMS_DAILY_BUDGET. */
  budget: number;
  /** SMS sent in the current window. */
  used: number;
  percentUsed: number;
  stage: BudgetStage;
  /** The counts at which the paced, reserve and devices-only stages begin. */
  stages: { paced: number; reserve: number; devices: number };
  /** The alert levels (percent) this window has reached. */
  alerts: (50 | 80 | 100)[];
  /** When the 24-hour window ends and the count starts again (null: no SMS sent yet). */
  windowEndsAt: Date | null;
}

function stageOf(used: number, budget: number): BudgetStage {
  const stages = budgetStages(budget);
  if (used >= budget) return "spent";
  if (used >= stages.devices) return "devices";
  if (used >= stages.reserve) return "reserve";
  if (used >= stages.paced) return "paced";
  return "open";
}

/** The budget's state now, for operators (a staff console, a health view). Reads, counts nothing. */
export async function smsBudgetStatus(db: Database, now: Date): Promise<SmsBudgetStatus> {
  const rule = otpRules().budget;
  const budget = rule.points;
  const state = await peek(db, rule, "global", now);
  const stages = budgetStages(budget);
  const used = state.consumed;
  const alerts: SmsBudgetStatus["alerts"] = [];
  if (used >= stages.paced) alerts.push(50);
  if (used >= stages.reserve) alerts.push(80);
  if (used >= budget) alerts.push(100);
  return {
    budget,
    used,
    percentUsed: Math.round((used / budget) * 1000) / 10,
    stage: stageOf(used, budget),
    stages,
    alerts,
    windowEndsAt: state.msBeforeNext > 0 ? new Date(now.getTime() + state.msBeforeNext) : null,
  };
}

const ALERTS = {
  slow: {
    percent: 50,
    message: "SMS budget half spent: each client now gets a few OTP SMS an hour",
  },
  reserve: {
    percent: 80,
    message:
      "SMS budget at its reserve: only devices that logged in before and OTPs of stored leads are served",
  },
  exhausted: { percent: 100, message: "SMS budget spent: OTP sends refused until the window ends" },
} as const;

/** Logs a stage the budget reached (error level: someone must look) and counts it. */
function alert(stage: keyof typeof ALERTS, state: LimitState, budget: number): void {
  countEvent("vaidya_sms_budget_trips_total", { stage });
  logger.error(
    {
      event: `sms.budget.${stage}`,
      percent: ALERTS[stage].percent,
      used: state.consumed,
      budget,
      windowEndsIn: retryAfterSeconds(state),
    },
    ALERTS[stage].message,
  );
}

/** Refuses a send with a 429, counting why. */
function refused(reason: string, state: LimitState, message: ErrorText) {
  countEvent("vaidya_otp_sends_refused_total", { reason });
  return tooManyRequests(state, message);
}

function pacedMessage(state: LimitState): ErrorText {
  const seconds = retryAfterSeconds(state);
  return seconds <= 120
    ? authText("smsBusy", { seconds })
    : authText("smsBusyMinutes", { minutes: Math.ceil(seconds / 60) });
}

/**
 * Spends one SMS of the budget for this requester, or throws a 429 (counting nothing). Every
 * count is a conditional atomic upsert, so the budget and its reserve hold across instances.
 */
export async function spendSmsBudget(
  db: Database,
  now: Date,
  requester: BudgetRequester,
): Promise<void> {
  const rules = otpRules();
  const budget = rules.budget.points;
  const stages = budgetStages(budget);
  // What this requester may take the count up to.
  const ceiling =
    requester.kind === "device"
      ? budget
      : requester.kind === "lead"
        ? stages.devices
        : stages.reserve;
  const used = await peek(db, rules.budget, "global", now);
  const outOfReach = (state: LimitState) =>
    refused(
      ceiling === budget ? "budget" : "reserve",
      { ...state, msBeforeNext: state.msBeforeNext || rules.budget.durationMs },
      authText("smsBudget"),
    );
  if (used.consumed >= ceiling) throw outOfReach(used);

  // The client whose hourly pace this send used, to hand it back if the budget refuses after all.
  let pacedClient: string | undefined;
  if (requester.kind !== "device" && used.consumed >= stages.paced) {
    const pace = await take(db, rules.pace, requester.client, now);
    if (!pace.allowed) throw refused("paced", pace, pacedMessage(pace));
    pacedClient = requester.client;
  }
  const spent = await take(db, rules.budget, "global", now, ceiling);
  if (!spent.allowed) {
    if (pacedClient !== undefined) await giveBack(db, rules.pace, pacedClient, now);
    throw outOfReach(spent);
  }
  // Each count is reached once per window, whichever instance serves it.
  if (spent.consumed === stages.paced) alert("slow", spent, budget);
  if (spent.consumed === stages.reserve) alert("reserve", spent, budget);
  if (spent.consumed === budget) alert("exhausted", spent, budget);
}
