"use client";

import {
  FIELD_SPECS,
  type FieldKey,
  type FieldSpec,
  type ResolvedFields,
} from "@/src/lib/lead/fields";
import { type LeadFormValues, type ValueKey, valueKeyOf } from "@/src/lib/lead/form-values";
import type { LeadLocale, LeadMessages } from "./messages";
import { MobileField } from "./mobile-field";
import { RadioGroup } from "./radio-group";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";
import type { LeadOptions } from "./use-lead-options";

export type FieldErrors = Partial<Record<FieldKey, string>>;

/** What every field's renderer reads: the form's state, its words and its option lists. */
export interface FieldContext {
  /** Element id of a field (unique per form on the page). */
  id: (key: string) => string;
  hideLabel: boolean;
  m: LeadMessages;
  locale: LeadLocale;
  resolved: ResolvedFields;
  values: LeadFormValues;
  errors: FieldErrors;
  /** The field whose error came from the server (announced), if any. */
  alerted: FieldKey | null;
  sources: LeadOptions["sources"];
  update: (field: FieldKey, patch: Partial<LeadFormValues>) => void;
}

interface KindProps<K extends FieldSpec["kind"]> {
  field: FieldKey;
  spec: Extract<FieldSpec, { kind: K }>;
  ctx: FieldContext;
  /** The form value the field reads and writes; its element id too. */
  valueKey: ValueKey;
}

/** One field of the variant's list, drawn by the renderer of its kind (fields.ts FIELD_SPECS). */
export function FieldRenderer({ field, ctx }: { field: FieldKey; ctx: FieldContext }) {
  const spec = FIELD_SPECS[field];
  const valueKey = valueKeyOf(field);
  switch (spec.kind) {
    case "text":
      return <TextKind field={field} spec={spec} ctx={ctx} valueKey={valueKey} />;
    case "mobile":
      return <MobileKind ctx={ctx} />;
    case "select":
      return <SelectKind field={field} spec={spec} ctx={ctx} valueKey={valueKey} />;
    case "radio":
      return <RadioKind field={field} spec={spec} ctx={ctx} valueKey={valueKey} />;
  }
}

function set(key: ValueKey, value: string | number): Partial<LeadFormValues> {
  return { [key]: value };
}

function placeholder(m: LeadMessages, field: FieldKey): string {
  return (m.placeholders as Partial<Record<FieldKey, string>>)[field] ?? "";
}

function TextKind({ field, spec, ctx, valueKey }: KindProps<"text">) {
  return (
    <TextField
      id={ctx.id(valueKey)}
      type={spec.type}
      multiline={spec.multiline}
      label={ctx.m.labels[field]}
      hideLabel={ctx.hideLabel}
      placeholder={placeholder(ctx.m, field)}
      autoComplete={spec.autoComplete}
      value={String(ctx.values[valueKey] ?? "")}
      maxLength={spec.maxLength}
      required={ctx.resolved[field] === "required"}
      error={ctx.errors[field]}
      onChange={(value) => ctx.update(field, set(valueKey, value))}
    />
  );
}

function MobileKind({ ctx }: { ctx: FieldContext }) {
  return (
    <MobileField
      id={ctx.id("mobile")}
      value={ctx.values.mobile}
      country={ctx.values.country}
      m={ctx.m}
      locale={ctx.locale}
      hideLabel={ctx.hideLabel}
      error={ctx.errors.mobile}
      announceError={ctx.alerted === "mobile"}
      onChange={({ digits, dialCode, country }) =>
        ctx.update("mobile", { mobile: digits, dialCode, country })
      }
    />
  );
}

function SelectKind({ field, spec, ctx, valueKey }: KindProps<"select">) {
  const source = ctx.sources[spec.source];
  if (spec.textWithoutOptions && source.groups.length === 0) {
    return <TextKind field={field} spec={{ kind: "text" }} ctx={ctx} valueKey={valueKey} />;
  }
  const value = ctx.values[valueKey];
  return (
    <SelectField
      id={ctx.id(valueKey)}
      label={ctx.m.labels[field]}
      hideLabel={ctx.hideLabel}
      placeholder={placeholder(ctx.m, field)}
      loading={spec.showsLoading ? source.loading : undefined}
      loadingText={spec.showsLoading ? ctx.m.placeholders.loading : undefined}
      groups={source.groups}
      maxLabel={spec.maxLabel}
      search={spec.searchable ? { ...ctx.m.search, locale: ctx.locale } : undefined}
      value={value === undefined ? undefined : String(value)}
      required={ctx.resolved[field] === "required"}
      error={ctx.errors[field]}
      onChange={(v) => ctx.update(field, set(valueKey, spec.numeric ? Number(v) : v))}
    />
  );
}

function RadioKind({ field, spec, ctx, valueKey }: KindProps<"radio">) {
  const id = ctx.id(valueKey);
  const value = ctx.values[valueKey];
  return (
    <RadioGroup
      id={id}
      name={id}
      title={ctx.m.labels[field]}
      columns={spec.columns}
      options={spec.options.map((o) => ({ value: o.value, label: ctx.m.options[o.label] }))}
      required={ctx.resolved[field] === "required"}
      error={ctx.errors[field]}
      value={value === undefined ? undefined : String(value)}
      defaultValue={spec.defaultValue}
      onChange={(v) => ctx.update(field, set(valueKey, v))}
    />
  );
}
