import "server-only";

/**
 * In-process counters of events an operator alerts on (the SMS budget's stages, refused
 * sends). Each instance counts its own; the same events are logged with an `event` field, so
 * a log pipeline can count them across instances too. `metricsText()` renders them in the
 * Prometheus text format for whichever endpoint or agent scrapes them.
 */
const state = globalThis as unknown as { vaidyaMetrics?: Map<string, number> };

function counters(): Map<string, number> {
  state.vaidyaMetrics ??= new Map();
  return state.vaidyaMetrics;
}

/** `name{label="value",…}`: one series of a counter. */
function seriesKey(name: string, labels: Record<string, string>): string {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${v.replace(/["\\\n]/g, "_")}"`);
  return parts.length ? `${name}{${parts.join(",")}}` : name;
}

export function countEvent(name: string, labels: Record<string, string> = {}, by = 1): void {
  const key = seriesKey(name, labels);
  counters().set(key, (counters().get(key) ?? 0) + by);
}

export function metricValue(name: string, labels: Record<string, string> = {}): number {
  return counters().get(seriesKey(name, labels)) ?? 0;
}

export function metricsText(): string {
  return [...counters()].map(([key, value]) => `${key} ${value}`).join("\n");
}
