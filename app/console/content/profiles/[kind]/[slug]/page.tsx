import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { photoKey } from "@/src/lib/content-editing/images";
import { readPublishedFacts } from "@/src/server/catalog/facts";
import { slugsOf } from "@/src/lib/content-editing/doctor-treatments";
import { ContentError } from "@/src/server/content-editing/actor";
import { doctorTreatmentChoices } from "@/src/server/content-editing/console";
import { type LoadedEntity, loadEntity } from "@/src/server/content-editing/entities";
import { requireStaff } from "@/src/server/staff/session";
import { DoctorTreatmentsForm } from "@/src/ui/console/content/doctor-treatments-form";
import { FactLinks } from "@/src/ui/console/content/fact-links";
import { PhotoUpload } from "@/src/ui/console/content/photo-upload";
import { ProfileForm } from "@/src/ui/console/content/profile-form";
import { ConsoleFrame } from "../../../../_ui/frame";
import { keySegment } from "../../../../_ui/params";
import { saveDraftAction } from "../../../actions";

export const metadata: Metadata = { title: "Edit profile" };

const link = "inline-flex min-h-11 items-center text-teal-800 underline";

/** /console/content/profiles/hospital|doctor/{slug}: a profile's fields, saved as a draft. */
export default async function ProfilePage({
  params,
}: {
  params: Promise<{ kind: string; slug: string }>;
}) {
  const staff = await requireStaff("content.edit");
  const { kind, slug: rawSlug } = await params;
  const slug = keySegment(rawSlug);
  if (kind !== "hospital" && kind !== "doctor") notFound();
  let entity: LoadedEntity;
  let photo: LoadedEntity;
  let performed: LoadedEntity | null;
  try {
    [entity, photo, performed] = await Promise.all([
      loadEntity(getDb(), kind, slug),
      loadEntity(getDb(), "photo", photoKey(kind, slug)),
      kind === "doctor" ? loadEntity(getDb(), "doctor_treatments", slug) : null,
    ]);
  } catch (error) {
    if (error instanceof ContentError) notFound();
    throw error;
  }
  const choices = performed ? await doctorTreatmentChoices(getDb(), slug) : null;
  return (
    <ConsoleFrame
      staff={staff}
      section="/console/content"
      title={entity.title}
      actions={
        <>
          <Link className={link} href={`/${kind}/${slug}`} target="_blank" rel="noopener">
            Open the page
          </Link>
          <Link className={link} href={`/console/content/history/${kind}/${slug}`}>
            History
          </Link>
          {kind === "doctor" ? (
            <Link className={link} href={`/console/content/history/doctor_treatments/${slug}`}>
              Treatments history
            </Link>
          ) : null}
        </>
      }
    >
      <PhotoUpload
        slot={kind}
        slug={slug}
        name={entity.title}
        current={typeof photo.fields?.photo === "string" ? photo.fields.photo : null}
        saveDraft={saveDraftAction}
      />
      <ProfileForm
        action={saveDraftAction}
        kind={kind}
        entityKey={slug}
        current={entity.fields ?? {}}
      />
      {performed && choices ? (
        <DoctorTreatmentsForm
          action={saveDraftAction}
          doctorSlug={slug}
          doctorDepartment={choices.doctor.department}
          published={slugsOf(performed.fields?.treatments)}
          choices={choices.treatments}
        />
      ) : null}
      <FactLinks
        owner={kind}
        slug={slug}
        facts={await readPublishedFacts(getDb(), kind, entity.owner.id)}
      />
    </ConsoleFrame>
  );
}
