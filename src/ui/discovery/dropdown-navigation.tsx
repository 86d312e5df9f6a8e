"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { formRedirect } from "@/src/lib/catalog/review-filters";

/** The dropdowns whose choice is a listing of its own (RT-35: dropdown navigation). */
const NAVIGATING = new Set(["city", "speciality", "treatment"]);

/**
 * Inside a filter form (listings, /reviews): choosing a city, a speciality or a treatment goes
 * straight to that page's path (lower case, dashes: `/pune/doctors/cardiology`), the path the
 * form's GET redirect would give, built by the same rule (formRedirect). A new city drops the locality,
 * which belongs to the old one. Without JavaScript nothing happens here and the form's submit
 * button does the same through /api/listings/filter.
 *
 * A choice made while the scripts were still loading (a slow phone) fired its change event before
 * this listener existed; on mount, a navigating dropdown whose value differs from the one the
 * server rendered is taken as that choice and followed (RT-35). Not on a back/forward load, where
 * the browser restores the form's old values by itself and following them would undo the "back".
 */
export function DropdownNavigation() {
  const marker = useRef<HTMLSpanElement>(null);
  const router = useRouter();
  useEffect(() => {
    const form = marker.current?.closest("form");
    if (!form) return;
    const follow = (target: HTMLSelectElement) => {
      const query = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        if (typeof value === "string" && value !== "") query.set(key, value);
      }
      if (target.name === "city") query.delete("locality");
      const to = formRedirect(query);
      if ("location" in to) router.push(to.location);
    };
    const onChange = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLSelectElement && NAVIGATING.has(target.name)) follow(target);
    };
    form.addEventListener("change", onChange);
    const chosenEarly = navigatingSelects(form).find(
      (select) => select.value !== renderedValue(select),
    );
    if (chosenEarly && !restoredByHistory()) follow(chosenEarly);
    return () => form.removeEventListener("change", onChange);
  }, [router]);
  return <span ref={marker} hidden />;
}

function navigatingSelects(form: HTMLFormElement): HTMLSelectElement[] {
  return Array.from(form.elements).filter(
    (element): element is HTMLSelectElement =>
      element instanceof HTMLSelectElement && NAVIGATING.has(element.name),
  );
}

/** The value the server's HTML selected: its `selected` option, else the first one. */
function renderedValue(select: HTMLSelectElement): string {
  const options = Array.from(select.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}

function restoredByHistory(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "back_forward";
}
