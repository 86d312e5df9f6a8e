import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { can } from "@/src/lib/console/permissions";
import { formatRupees, type TreatmentTexts } from "@/src/lib/content-editing/fields";
import { ContentError } from "@/src/server/content-editing/actor";
import { treatmentCityCosts } from "@/src/server/content-editing/console";
import { type LoadedEntity, loadEntity } from "@/src/server/content-editing/entities";
import { requireStaff } from "@/src/server/staff/session";
import { TextsForm } from "@/src/ui/console/content/forms";
import { ConsoleFrame } from "../../../_ui/frame";
import { keySegment } from "../../../_ui/params";
import { saveDraftAction } from "../../actions";

export const metadata: Metadata = { title: "Edit treatment" };

const link = "inline-flex min-h-11 items-center text-teal-800 underline";

/** A treatment's texts (form) and its costs by city (links to each city's cost form). */
export default async function TreatmentEditPage({ params }: { params: Promise<{ slug: string }> }) {
  const staff = await requireStaff("content.view");
  const slug = keySegment((await params).slug);
  const db = getDb();
  let entity: LoadedEntity;
  try {
    entity = await loadEntity(db, "treatment", slug);
  } catch (error) {
    if (error instanceof ContentError) notFound();
    throw error;
  }
  const costs = await treatmentCityCosts(db, entity.owner.id);
  const editor = can(staff.role, "content.edit");
  const texts = entity.fields as TreatmentTexts;
  return (
    <ConsoleFrame
      staff={staff}
      section="/console/content"
      title={entity.title}
      actions={
        <>
          <Link className={link} href={`/treatment/${slug}`} target="_blank" rel="noopener">
            Open the page
          </Link>
          <Link className={link} href={`/console/content/history/treatment/${slug}`}>
            Text history
          </Link>
        </>
      }
    >
      <section aria-labelledby="texts" className="mb-8">
        <h2 id="texts" className="mb-2 text-lg font-semibold">
          Descriptions
        </h2>
        {editor ? (
          <TextsForm action={saveDraftAction} entityKey={slug} current={texts} />
        ) : (
          <p className="whitespace-pre-wrap">{texts.summary}</p>
        )}
      </section>
      <section aria-labelledby="costs">
        <h2 id="costs" className="mb-2 text-lg font-semibold">
          Cost by city
        </h2>
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm" data-testid="city-costs">
            <caption className="sr-only">Cost of {entity.title} by city</caption>
            <thead className="bg-slate-50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2">
                  City
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Min
                </th>
                <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
                  Average
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Max
                </th>
              </tr>
            </thead>
            <tbody>
              {costs.map((c) => (
                <tr key={c.slug} className="border-t border-slate-100">
                  <td className="px-3 py-0">
                    {editor ? (
                      <Link
                        className={link}
                        href={`/console/content/treatments/${slug}/costs/${c.slug}`}
                      >
                        {c.name}
                      </Link>
                    ) : (
                      c.name
                    )}
                  </td>
                  <td className="px-3 py-1 text-right tabular-nums">{formatRupees(c.minCost)}</td>
                  <td className="hidden px-3 py-1 text-right tabular-nums sm:table-cell">
                    {formatRupees(c.avgCost)}
                  </td>
                  <td className="px-3 py-1 text-right tabular-nums">{formatRupees(c.maxCost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </ConsoleFrame>
  );
}
