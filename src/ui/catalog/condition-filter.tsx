"use client";

import Link from "next/link";
import { useId, useState } from "react";

export interface ConditionItem {
  name: string;
  href: string;
  departmentId: number;
}

/**
 * The A-Z index of conditions with its speciality filter: every condition is in the server HTML
 * (the index works without JavaScript); choosing a speciality narrows the letters in place.
 */
export function ConditionFilter({
  conditions,
  departments,
  m,
}: {
  conditions: ConditionItem[];
  departments: { id: number; name: string }[];
  m: { filter: string; all: string; letters: string; none: string };
}) {
  const id = useId();
  const [department, setDepartment] = useState(0);
  const shown = department ? conditions.filter((c) => c.departmentId === department) : conditions;
  const letters = [...new Set(shown.map((c) => c.name[0]?.toUpperCase() ?? ""))].sort();
  return (
    <div className="mt-6">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {m.filter}
      </label>
      <select
        id={id}
        value={department}
        onChange={(e) => setDepartment(Number(e.target.value))}
        className="mt-1 min-h-11 w-full max-w-sm rounded-xl border border-slate-300 bg-white px-3"
        data-testid="condition-filter"
      >
        <option value={0}>{m.all}</option>
        {departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
      <nav aria-label={m.letters} className="mt-5">
        <ul className="flex flex-wrap gap-1">
          {letters.map((l) => (
            <li key={l}>
              <a
                href={`#letter-${l}`}
                className="flex h-11 w-11 items-center justify-center rounded-lg font-semibold text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
              >
                {l}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? <p className="mt-6">{m.none}</p> : null}
      {letters.map((l) => (
        <section key={l} aria-labelledby={`letter-${l}`} className="mt-8">
          <h2 id={`letter-${l}`} className="text-xl font-bold text-slate-900">
            {l}
          </h2>
          <ul
            className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
            data-testid="condition-list"
          >
            {shown
              .filter((c) => c.name[0]?.toUpperCase() === l)
              .map((c) => (
                <li key={c.href}>
                  <Link href={c.href} prefetch={false} className="tile-link">
                    {c.name}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
