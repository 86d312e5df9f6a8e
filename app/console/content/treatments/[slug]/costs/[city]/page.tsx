import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { type CityCost, costKey } from "@/src/lib/content-editing/fields";
import { ContentError } from "@/src/server/content-editing/actor";
import { type LoadedEntity, loadEntity } from "@/src/server/content-editing/entities";
import { requireStaff } from "@/src/server/staff/session";
import { CostForm } from "@/src/ui/console/content/forms";
import { ConsoleFrame } from "../../../../../_ui/frame";
import { keySegment } from "../../../../../_ui/params";
import { saveDraftAction } from "../../../../actions";

export const metadata: Metadata = { title: "Edit cost" };

const link = "inline-flex min-h-11 items-center text-teal-800 underline";

/** One treatment's cost in one city: the published figures beside the new ones. */
export default async function CostEditPage({
  params,
}: {
  params: Promise<{ slug: string; city: string }>;
}) {
  const staff = await requireStaff("content.edit");
  const { slug: rawSlug, city: rawCity } = await params;
  const [slug, city] = [keySegment(rawSlug), keySegment(rawCity)];
  let entity: LoadedEntity;
  try {
    entity = await loadEntity(getDb(), "city_cost", costKey(slug, city));
  } catch (error) {
    if (error instanceof ContentError) notFound();
    throw error;
  }
  return (
    <ConsoleFrame
      staff={staff}
      section="/console/content"
      title={`Cost: ${entity.title}`}
      actions={
        <>
          <Link className={link} href={`/${city}/treatment/${slug}`} target="_blank" rel="noopener">
            Open the page
          </Link>
          <Link
            className={link}
            href={`/console/content/history/city_cost/${encodeURIComponent(entity.key)}`}
          >
            Cost history
          </Link>
        </>
      }
    >
      <p className="mb-3">
        <Link className={link} href={`/console/content/treatments/${slug}`}>
          ← {entity.owner.name}
        </Link>
      </p>
      <CostForm
        action={saveDraftAction}
        entityKey={entity.key}
        current={entity.fields as CityCost | null}
      />
    </ConsoleFrame>
  );
}
