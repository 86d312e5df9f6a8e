import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { contentReviewerLinks, medicalReviewers, staffUsers } from "@/src/db/schema";
import { can } from "@/src/lib/console/permissions";
import { type ContentActor, ContentError } from "./actor";
import { linkReviewer } from "./workflow";

/**
 * An admin links a reviewer account to the public reviewer profile it signs as, from the
 * console's Staff page: a new reviewer can sign off without anyone running a command on the
 * server (docs/decisions/0038-doctor-credentials-signed-off.md). The CLI's link-reviewer stays for
 * operators; both write the same link and the same audit entry.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function linkReviewerByAdmin(
  db: Database,
  actor: ContentActor,
  input: { staffId: unknown; reviewerSlug: unknown },
) {
  if (actor.role === "operator" || !can(actor.role, "staff.manage")) {
    throw new ContentError(
      `Only an admin links reviewer accounts (your role: ${actor.role}).`,
      403,
    );
  }
  const staffId = typeof input.staffId === "string" ? input.staffId.trim() : "";
  const slug = typeof input.reviewerSlug === "string" ? input.reviewerSlug.trim() : "";
  if (!staffId || staffId.length > 64) throw new ContentError("Choose a staff account.", 400);
  if (!slug) throw new ContentError("Choose the public reviewer profile to link.", 400);
  if (slug.length > 120 || !SLUG.test(slug)) {
    throw new ContentError(`"${slug.slice(0, 40)}" is not a reviewer profile's name.`, 400);
  }
  const [user] = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  if (!user) throw new ContentError("No such staff account.", 404);
  return linkReviewer(db, actor, user.email, slug);
}

/** The public reviewer profiles an account may sign as, for the Staff page's picker. */
export async function reviewerProfiles(db: Database) {
  return db
    .select({ slug: medicalReviewers.slug, name: medicalReviewers.name })
    .from(medicalReviewers)
    .orderBy(asc(medicalReviewers.name));
}

/** Each linked reviewer account's profile slug, by staff id. */
export async function reviewerLinks(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ staffId: contentReviewerLinks.staffUserId, slug: medicalReviewers.slug })
    .from(contentReviewerLinks)
    .innerJoin(medicalReviewers, eq(medicalReviewers.id, contentReviewerLinks.medicalReviewerId));
  return new Map(rows.map((r) => [r.staffId, r.slug]));
}
