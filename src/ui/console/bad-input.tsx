import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";

function BadInputStatus(): never {
  notFound();
}

/**
 * A console page's answer to an address no console link makes (a control character, a day that
 * does not exist, a page number past the end of numbers): what is wrong, in the page's HTML,
 * with the console's 404 status. Pages cannot answer 400; a notFound() thrown by the page
 * itself would fail the whole render and send a bare error document, so, as the site's
 * not-found pages do (src/ui/page/not-found-page.tsx), the body renders and a notFound() inside
 * a Suspense boundary only sets the status. (Once the page hydrates, Next.js shows the console's
 * not-found page, app/console/not-found.tsx, in its place, which names such addresses too.)
 */
export function BadInput({ problem, back }: { problem: string; back: string }) {
  return (
    <>
      <div
        role="alert"
        data-testid="bad-input"
        className="max-w-xl rounded-md bg-amber-50 px-3 py-2 text-amber-950 ring-1 ring-amber-200"
      >
        <p className="font-semibold">This address is not one the console makes.</p>
        <p className="mt-1">{problem}</p>
      </div>
      <Link className="mt-4 inline-flex min-h-11 items-center text-teal-800 underline" href={back}>
        Start again
      </Link>
      <Suspense fallback={null}>
        <BadInputStatus />
      </Suspense>
    </>
  );
}
