import Link from "next/link";

export default function Forbidden() {
  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-xl font-semibold">Not for your role</h1>
      <p className="mt-2 text-slate-700">
        Your account cannot open this page or do this. Ask a supervisor or an admin if you need it.
      </p>
      <Link className="mt-4 inline-block text-teal-800 underline" href="/console">
        Back to the console
      </Link>
    </main>
  );
}
