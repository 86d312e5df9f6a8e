import "server-only";
import type { Database } from "@/src/db";
import type { ErrorText } from "@/src/server/http/errors";
import { authText } from "@/src/server/http/messages";
import { logger } from "@/src/server/log";
import { countEvent } from "@/src/server/metrics";
import {
  giveBack,
  type LimitRule,
  type LimitState,
  peek,
  peekMany,
  retryAfterSeconds,
  take,
  tooManyRequests,
} from "@/src/server/ratelimit";
import { budgetStages, otpRules } from "./config";

/**
 * The daily SMS budget (SMS_DAILY_BUDGET per 24 h; docs/operations.md "OTP and SMS limits").
 * It caps what SMS can cost, but must not become a switch a stranger can turn off: so
 * - past half of it, each requester (client address) gets a few SMS an hour of its own, not a
 *   site-wide trickle that one actor could take;
 * - from 80 % the general pool is closed. Devices that logged in with the number before are
 *   served to the end; OTPs tied to a stored lead up to 90 %; and first logins (anyone else) up
 *   to 90 % too, but each client network (/24, /48) only its share of that band a day and each
 *   number series one an hour, so that many addresses in a few networks cannot take the band
 *   that new patients elsewhere need (docs/decisions/0005);
 * - a refusal says when the soonest window that would admit the request opens, never later
 *   than the end of the budget's own window (after which the count starts again);
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
  /**
   * Anyone else (a first login): paced by the client key past half of the budget, and past 80 %
   * served from the share of its network and of the number's series.
   */
  | { kind: "anyone"; client: string; network: string; series: string };

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
      "SMS budget at its reserve: devices that logged in before, OTPs of stored leads, and first logins within each network's share are served",
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

/** Refuses a send with a 429 that says to come back in `waitMs`, counting why. */
function refused(reason: string, waitMs: number) {
  countEvent("vaidya_otp_sends_refused_total", { reason });
  const state: LimitState = { allowed: false, consumed: 0, remaining: 0, msBeforeNext: waitMs };
  const seconds = retryAfterSeconds(state);
  // A share that opens again within the hour says when; the budget itself (the window's end)
  // and a network's share of the day say 'later', with the time in Retry-After.
  const message: ErrorText =
    reason === "budget" || reason === "reserve" || seconds > 3600
      ? authText("smsBudget")
      : seconds <= 120
        ? authText("smsBusy", { seconds })
        : authText("smsBusyMinutes", { minutes: Math.ceil(seconds / 60) });
  return tooManyRequests(state, message);
}

/** A bucket the requester needs room in, besides the budget's own count. */
interface Share {
  rule: LimitRule;
  key: string;
  /** Counted as the refusal's reason. */
  reason: string;
}

/** What serving this requester takes now: the budget count's ceiling and the shares. */
export interface BudgetPlan {
  ceiling: number;
  shares: Share[];
}

/**
 * What serving the requester would take, from the budget's state now; or the 429 that says when
 * the soonest window that would admit it opens. Reads only, counts nothing: `sendOtp` asks it
 * before counting anything, so that a refused request writes no row.
 */
export async function planSmsSpend(
  db: Database,
  now: Date,
  requester: BudgetRequester,
): Promise<BudgetPlan> {
  const rules = otpRules();
  const budget = rules.budget.points;
  const stages = budgetStages(budget);
  // Over the first-login band, a first login also needs its network's and series' shares: read
  // with the budget's count in one statement.
  const firstLogin: Share[] =
    requester.kind === "anyone"
      ? [
          { rule: rules.firstNetwork, key: requester.network, reason: "first-login-network" },
          { rule: rules.firstSeries, key: requester.series, reason: "first-login-series" },
        ]
      : [];
  const pace: Share[] =
    requester.kind === "device"
      ? []
      : [{ rule: rules.pace, key: requester.client, reason: "paced" }];
  const [used = { consumed: 0, msBeforeNext: 0 }, ...states] = await peekMany(
    db,
    [{ rule: rules.budget, key: "global" }, ...pace, ...firstLogin],
    now,
  );
  const stateOf = new Map([...pace, ...firstLogin].map((share, i) => [share, states[i]]));
  // When the count starts again (a full window when none is open: nothing was sent yet).
  const windowEndsIn = used.msBeforeNext || rules.budget.durationMs;

  if (requester.kind === "device") {
    if (used.consumed >= budget) throw refused("budget", windowEndsIn);
    return { ceiling: budget, shares: [] };
  }
  if (used.consumed >= stages.devices) throw refused("reserve", windowEndsIn);
  const shares: Share[] = used.consumed >= stages.paced ? [...pace] : [];
  let ceiling = stages.devices;
  if (requester.kind === "anyone") {
    if (used.consumed >= stages.reserve) shares.push(...firstLogin);
    else ceiling = stages.reserve;
  }
  // The request is admitted once every full share has opened again: the longest of their waits;
  // but when the budget's window ends, the count starts again and no share applies.
  let wait = 0;
  let reason = "";
  for (const share of shares) {
    const state = stateOf.get(share);
    if (state && state.consumed >= share.rule.points && state.msBeforeNext > wait) {
      wait = state.msBeforeNext;
      reason = share.reason;
    }
  }
  if (wait > 0) throw refused(reason, Math.min(wait, windowEndsIn));
  return { ceiling, shares };
}

/**
 * Spends one SMS of the budget for this requester, or throws a 429 (counting nothing). Every
 * count is a conditional atomic upsert (`take`), so the budget and its shares hold across
 * instances; when another instance's send took the last room in between, the plan is made once
 * more from the new state (the general pool may have just closed, and the first-login band
 * opened).
 */
export async function spendSmsBudget(
  db: Database,
  now: Date,
  requester: BudgetRequester,
  planned?: BudgetPlan,
): Promise<void> {
  const rules = otpRules();
  const budget = rules.budget.points;
  const stages = budgetStages(budget);
  for (let attempt = 0; ; attempt++) {
    const plan = attempt === 0 && planned ? planned : await planSmsSpend(db, now, requester);
    const taken: Share[] = [];
    const handBack = async () => {
      for (const share of taken) await giveBack(db, share.rule, share.key, now);
    };
    for (const share of plan.shares) {
      const state = await take(db, share.rule, share.key, now);
      if (!state.allowed) {
        await handBack();
        throw refused(share.reason, state.msBeforeNext);
      }
      taken.push(share);
    }
    const spent = await take(db, rules.budget, "global", now, plan.ceiling);
    if (spent.allowed) {
      // Each count is reached once per window, whichever instance serves it.
      if (spent.consumed === stages.paced) alert("slow", spent, budget);
      if (spent.consumed === stages.reserve) alert("reserve", spent, budget);
      if (spent.consumed === budget) alert("exhausted", spent, budget);
      return;
    }
    await handBack();
    if (attempt > 0) {
      throw refused("reserve", spent.msBeforeNext || rules.budget.durationMs);
    }
  }
}
