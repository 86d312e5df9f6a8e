import Link from "next/link";

export default function ConsoleNotFound() {
  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-xl font-semibold">Not found</h1>
      <p className="mt-2 text-slate-700">
        There is nothing here, or it is not in your work (another city&apos;s lead, for example), or
        the address holds something no console link makes (a control character, a day that does not
        exist, a number out of range).
      </p>
      <Link className="mt-4 inline-block text-teal-800 underline" href="/console">
        Back to the console
      </Link>
    </main>
  );
}
