import type { InputHTMLAttributes, ReactNode } from "react";

/** A labelled input of the console's forms: 44 px tall, the label above, an error below. */
export function Field({
  label,
  hint,
  ...input
}: { label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block">
      <span className="block text-sm font-medium text-slate-800">{label}</span>
      <input
        {...input}
        className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700"
      />
      {hint ? <span className="mt-1 block text-xs text-slate-600">{hint}</span> : null}
    </label>
  );
}

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="form-error"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      {message}
    </p>
  );
}

export function SubmitButton({ children, pending }: { children: ReactNode; pending?: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="min-h-11 w-full rounded-md bg-teal-800 px-4 font-semibold text-white hover:bg-teal-900 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center px-4 py-8">
      <p className="text-sm font-semibold text-teal-800">Vaidya care team</p>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">{children}</div>
    </main>
  );
}
