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
 */
export function DropdownNavigation() {
  const marker = useRef<HTMLSpanElement>(null);
  const router = useRouter();
  useEffect(() => {
    const form = marker.current?.closest("form");
    if (!form) return;
    const onChange = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLSelectElement) || !NAVIGATING.has(target.name)) return;
      const query = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        if (typeof value === "string" && value !== "") query.set(key, value);
      }
      if (target.name === "city") query.delete("locality");
      const to = formRedirect(query);
      if ("location" in to) router.push(to.location);
    };
    form.addEventListener("change", onChange);
    return () => form.removeEventListener("change", onChange);
  }, [router]);
  return <span ref={marker} hidden />;
}
