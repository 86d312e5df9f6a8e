"use client";

import { useActionState, useEffect, useId, useState } from "react";
import {
  type ContentFields,
  diffFields,
  type FieldProblem,
} from "@/src/lib/content-editing/fields";
import {
  CLAIM_MAX_LENGTH,
  CLAIMS_MAX,
  checkCampaignTexts,
} from "@/src/lib/content-editing/campaign";
import {
  type ArticleFields,
  checkArticle,
  checkDepartmentTexts,
  checkMedicalTexts,
  markdownHtmlProblem,
} from "@/src/lib/content-editing/medical";
import styles from "@/src/ui/content/content.module.css";
import { FormError } from "../fields";
import { ChangeBox, Problems, type SaveAction, SaveButton } from "./form-parts";

const box =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700 aria-invalid:border-red-600";

function Field({
  field,
  label,
  lang,
  rows,
  hint,
  values,
  setValue,
  problems,
}: {
  field: string;
  label: string;
  lang: "en" | "hi";
  /** 0: a one-line input. */
  rows: number;
  hint?: string;
  values: Record<string, string>;
  setValue: (field: string, value: string) => void;
  problems: readonly FieldProblem[];
}) {
  const id = useId();
  const invalid = problems.some((p) => p.field === field) || undefined;
  const common = {
    id,
    name: field,
    lang,
    value: values[field] ?? "",
    "aria-invalid": invalid,
    onChange: (e: { target: { value: string } }) => setValue(field, e.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {rows === 0 ? (
        <input {...common} autoComplete="off" className={`${box} min-h-11`} />
      ) : (
        <textarea {...common} rows={rows} className={box} />
      )}
      <Problems problems={problems} field={field} />
      {hint ? <span className="mt-1 block text-xs text-slate-600">{hint}</span> : null}
    </div>
  );
}

const asText = (fields: ContentFields) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v == null ? "" : String(v)]));

const FAQ_HINT =
  'One pair per block: "Q: the question?" on one line, "A: the answer" below, a blank line between pairs.';

/**
 * A condition's, test's or department's names, descriptions and (conditions, tests) FAQs, English
 * and Hindi side by side, checked as typed by the rules the server applies.
 */
export function MedicalPageForm({
  action,
  kind,
  entityKey,
  current,
  descriptionLabel,
  medical,
}: {
  action: SaveAction;
  kind: "condition" | "test" | "department";
  entityKey: string;
  current: ContentFields;
  /** "Description", or a test's "Why it is done". */
  descriptionLabel: string;
  medical: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [values, setValues] = useState<Record<string, string>>(asText(current));
  const setValue = (field: string, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const checked = kind === "department" ? checkDepartmentTexts(values) : checkMedicalTexts(values);
  const live = checked.ok ? [] : checked.problems;
  const problems = [...(state.problems ?? []), ...live];
  const changes = checked.ok ? diffFields(current, checked.value) : [];
  const faqs = kind !== "department";
  const shared = { values, setValue, problems };
  return (
    <form action={formAction} className="space-y-4" noValidate data-testid="page-form">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="key" value={entityKey} />
      <FormError message={problems.find((p) => p.field === "")?.message} />
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-3 lg:grid-cols-2">
        <h2 className="font-semibold lg:col-span-1">English</h2>
        <h2 className="hidden font-semibold lg:block">Hindi (हिन्दी)</h2>
        <Field field="name" label="Name" lang="en" rows={0} {...shared} />
        <Field field="nameHi" label="Name (Hindi, optional)" lang="hi" rows={0} {...shared} />
        <Field
          field="summary"
          label={`${descriptionLabel} (English)`}
          lang="en"
          rows={6}
          hint="Plain text, 20 to 2,000 characters; no HTML."
          {...shared}
        />
        <Field
          field="summaryHi"
          label={`${descriptionLabel} (Hindi, optional)`}
          lang="hi"
          rows={6}
          hint="देवनागरी में; खाली छोड़ें तो हिन्दी पेज पर अंग्रेज़ी दिखेगी।"
          {...shared}
        />
        {faqs ? (
          <>
            <Field
              field="faqs"
              label="FAQs (English)"
              lang="en"
              rows={10}
              hint={FAQ_HINT}
              {...shared}
            />
            <Field
              field="faqsHi"
              label="FAQs (Hindi)"
              lang="hi"
              rows={10}
              hint="Q: सवाल? / A: जवाब"
              {...shared}
            />
          </>
        ) : null}
      </div>
      <ChangeBox id="page-change" changes={changes} ok={checked.ok} noun="fields" />
      <SaveButton pending={pending} disabled={!checked.ok || changes.length === 0} />
      <p className="text-sm text-slate-600">
        A draft changes nothing on the site.{" "}
        {medical
          ? "This is a medical page: a reviewer signs it off before it is published, and the page then names them and the review date."
          : "A department page needs no medical sign-off: you publish the draft on the next screen."}
      </p>
    </form>
  );
}

/**
 * A campaign page's texts (English only): headline, the line under it, claims one per line, FAQs,
 * the form's title and the hero's alt text, checked as typed by the server's rules (claims with
 * "best", "No. 1", "guaranteed", "100%" are refused).
 */
export function CampaignPageForm({
  action,
  entityKey,
  current,
}: {
  action: SaveAction;
  entityKey: string;
  current: ContentFields;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [values, setValues] = useState<Record<string, string>>(asText(current));
  const setValue = (field: string, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const checked = checkCampaignTexts(values, current);
  const live = checked.ok ? [] : checked.problems;
  const problems = [...(state.problems ?? []), ...live];
  const changes = checked.ok ? diffFields(current, checked.value) : [];
  const shared = { values, setValue, problems, lang: "en" as const };
  return (
    <form action={formAction} className="space-y-4" noValidate data-testid="page-form">
      <input type="hidden" name="kind" value="campaign" />
      <input type="hidden" name="key" value={entityKey} />
      <FormError message={problems.find((p) => p.field === "")?.message} />
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-3 lg:grid-cols-2">
        <Field
          field="headline"
          label="Headline"
          rows={0}
          hint="At most 120 characters."
          {...shared}
        />
        <Field
          field="formTitle"
          label="Form title"
          rows={0}
          hint="Empty: the default title."
          {...shared}
        />
        <Field field="subheadline" label="Line under the headline" rows={3} {...shared} />
        <Field
          field="heroAlt"
          label="Hero image alt text"
          rows={3}
          hint="What the picture shows."
          {...shared}
        />
        <Field
          field="claims"
          label="Claims"
          rows={8}
          hint={`One per line, at most ${CLAIMS_MAX}, each up to ${CLAIM_MAX_LENGTH} characters. Only what we can show is true: no "best", "No. 1", "guaranteed" or "100%".`}
          {...shared}
        />
        <Field field="faqs" label="FAQs" rows={8} hint={FAQ_HINT} {...shared} />
      </div>
      <ChangeBox id="page-change" changes={changes} ok={checked.ok} noun="fields" />
      <SaveButton pending={pending} disabled={!checked.ok || changes.length === 0} />
      <p className="text-sm text-slate-600">
        A draft changes nothing on the site. A campaign page needs no medical sign-off: you publish
        the draft on the next screen.
      </p>
    </form>
  );
}

export interface MarkdownPreview {
  html: string;
  problem: string | null;
}

/**
 * An article: title, excerpt, author, related treatments and the Markdown with a live preview,
 * rendered by the site's own Markdown pipeline on the server as the text is typed (a pause of
 * 400 ms). Raw HTML is refused in the preview with the message the save would give.
 */
export function ArticleForm({
  action,
  preview,
  entityKey,
  language,
  current,
  authors,
  reviewerLine,
}: {
  action: SaveAction;
  preview: (markdown: string) => Promise<MarkdownPreview>;
  entityKey: string;
  language: "en" | "hi";
  current: ArticleFields;
  authors: readonly { slug: string; name: string }[];
  /** Who reviewed the published text and when, or that a reviewer will. */
  reviewerLine: string;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [values, setValues] = useState<Record<string, string>>(asText(current));
  const setValue = (field: string, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const [rendered, setRendered] = useState<MarkdownPreview | null>(null);
  const body = values.body ?? "";
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      preview(body).then(
        (result) => {
          if (live) setRendered(result);
        },
        () => {
          if (live) setRendered({ html: "", problem: "The preview could not be rendered." });
        },
      );
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [body, preview]);
  const checked = checkArticle(values);
  const live = checked.ok ? [] : checked.problems;
  const problems = [...(state.problems ?? []), ...live];
  const changes = checked.ok ? diffFields(current, checked.value) : [];
  const htmlProblem = markdownHtmlProblem(body);
  const shared = { values, setValue, problems };
  return (
    <form action={formAction} className="space-y-4" noValidate data-testid="article-form">
      <input type="hidden" name="kind" value="article" />
      <input type="hidden" name="key" value={entityKey} />
      <FormError message={problems.find((p) => p.field === "")?.message} />
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 lg:grid-cols-2">
        <Field field="title" label="Title" lang={language} rows={0} {...shared} />
        <label className="block">
          <span className="block text-sm font-medium text-slate-800">Author</span>
          <select
            name="author"
            value={values.author ?? ""}
            onChange={(e) => setValue("author", e.target.value)}
            className={`${box} min-h-11`}
          >
            {authors.map((a) => (
              <option key={a.slug} value={a.slug}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <Field field="excerpt" label="Excerpt" lang={language} rows={2} {...shared} />
        <Field
          field="relatedTreatments"
          label="Related treatments"
          lang="en"
          rows={0}
          hint="Treatment slugs separated by ; (knee-replacement; hip-replacement)."
          {...shared}
        />
        <p className="text-sm text-slate-700 lg:col-span-2" data-testid="reviewer-line">
          {reviewerLine}
        </p>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <Field
          field="body"
          label="Text (Markdown)"
          lang={language}
          rows={24}
          hint="Markdown: ## headings, **bold**, - lists, [links](https://…). No HTML."
          {...shared}
        />
        <section
          aria-labelledby="md-preview"
          aria-live="polite"
          className="max-h-[70vh] min-w-0 overflow-auto rounded-lg border border-slate-200 bg-white p-3 lg:max-h-[42rem]"
          data-testid="markdown-preview"
        >
          <h2 id="md-preview" className="mb-2 text-sm font-semibold text-slate-800">
            Live preview (as the article page renders it)
          </h2>
          {htmlProblem || rendered?.problem ? (
            <p
              role="alert"
              className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900"
              data-testid="preview-refused"
            >
              {htmlProblem ?? rendered?.problem}
            </p>
          ) : rendered ? (
            <div lang={language}>
              <h1 className="text-2xl font-bold leading-tight text-slate-900">{values.title}</h1>
              <div
                className={`${styles.body} mt-4`}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server by the site's Markdown pipeline (raw HTML off, refused above)
                dangerouslySetInnerHTML={{ __html: rendered.html }}
              />
            </div>
          ) : (
            <p className="text-sm text-slate-600">Rendering…</p>
          )}
        </section>
      </div>
      <ChangeBox id="page-change" changes={changes} ok={checked.ok} noun="fields" />
      <SaveButton pending={pending} disabled={!checked.ok || changes.length === 0} />
      <p className="text-sm text-slate-600">
        A draft changes nothing on the site. Articles are medical text: a reviewer signs them off
        before they are published, and the article then names them and the review date.
      </p>
    </form>
  );
}
