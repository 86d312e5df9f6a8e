"use client";

import { useState } from "react";
import { awayKm, type LatLng, nearestFirst } from "@/src/lib/catalog/distance";
import type { DoctorSummary, HospitalSummary } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format, formatNumber } from "@/src/lib/i18n/format";
import { DoctorCard, HospitalCard } from "./cards";
import type { ComparePickWords } from "./compare-pick";
import { type CardWords, SECONDARY } from "./parts";

/** The words of 'near me' (messages `discovery.nearMe…`, `discovery.kmAway`). */
export interface NearMeWords {
  nearMe: string;
  nearMeBusy: string;
  nearMeSorted: string;
  nearMeDenied: string;
  nearMeFailed: string;
  nearMeUnsupported: string;
  kmAway: string;
}

/** How long the browser may look for a position before we say it found none. */
const GEOLOCATION_TIMEOUT_MS = 10_000;

type State =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "sorted"; at: LatLng }
  | { kind: "failed"; message: string };

/**
 * The cards of a listing page, and 'near me' (DS-37): with the browser's position, the same
 * cards nearest first, each with its straight-line distance. The position stays in this
 * component's state: it is never sent, stored or put in a URL, and the page stays one cached
 * page for everyone. Cards without a known place keep their order after the others.
 */
export function NearMeList({
  doctors,
  hospitals,
  m,
  near,
  locale,
  compare,
}: {
  doctors?: DoctorSummary[];
  hospitals?: HospitalSummary[];
  m: CardWords;
  near: NearMeWords;
  locale: Locale;
  /** The "Compare" checkbox's words (DS-32). */
  compare?: ComparePickWords;
}) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const items: (DoctorSummary | HospitalSummary)[] = doctors ?? hospitals ?? [];
  const placed = items.filter((i) => i.coordinates);
  const at = state.kind === "sorted" ? state.at : null;
  const ordered = at
    ? [
        ...nearestFirst(at, placed, (i) => i.coordinates as LatLng),
        ...items.filter((i) => !i.coordinates).map((item) => ({ item, km: null })),
      ]
    : items.map((item) => ({ item, km: null as number | null }));
  const away = (km: number | null) =>
    km === null ? undefined : format(near.kmAway, { km: formatNumber(awayKm(km), locale) });

  const locate = () => {
    if (!navigator.geolocation) {
      setState({ kind: "failed", message: near.nearMeUnsupported });
      return;
    }
    setState({ kind: "busy" });
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setState({
          kind: "sorted",
          at: { latitude: p.coords.latitude, longitude: p.coords.longitude },
        }),
      (error) =>
        setState({
          kind: "failed",
          message: error.code === error.PERMISSION_DENIED ? near.nearMeDenied : near.nearMeFailed,
        }),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000 },
    );
  };

  return (
    <>
      {placed.length > 1 ? (
        <div className="mt-3">
          <button
            type="button"
            className={SECONDARY}
            onClick={locate}
            disabled={state.kind === "busy"}
            aria-pressed={state.kind === "sorted"}
            data-testid="near-me"
          >
            {state.kind === "busy" ? near.nearMeBusy : near.nearMe}
          </button>
          <p className="mt-2 text-sm text-slate-700" role="status" data-testid="near-me-status">
            {state.kind === "sorted"
              ? near.nearMeSorted
              : state.kind === "failed"
                ? state.message
                : ""}
          </p>
        </div>
      ) : null}
      <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="listing">
        {ordered.map(({ item, km }) =>
          doctors ? (
            <DoctorCard
              key={item.id}
              doctor={item as DoctorSummary}
              m={m}
              locale={locale}
              away={away(km)}
              compare={compare}
            />
          ) : (
            <HospitalCard
              key={item.id}
              hospital={item as HospitalSummary}
              m={m}
              locale={locale}
              away={away(km)}
              compare={compare}
            />
          ),
        )}
      </ul>
    </>
  );
}
