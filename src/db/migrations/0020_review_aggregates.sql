-- A doctor's and a hospital's rating is the average of their patient reviews, to one decimal,
-- beside the number of reviews: kept by the trigger below, so that every page reads one figure.
-- The seeded ratings it replaces were drawn apart from the reviews and contradicted them.
ALTER TABLE "doctors" ALTER COLUMN "rating" SET DATA TYPE numeric(2, 1);--> statement-breakpoint
ALTER TABLE "hospitals" ALTER COLUMN "rating" SET DATA TYPE numeric(2, 1);--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Recomputes the rating and number of reviews of these doctors and hospitals from their reviews.
-- Rows whose figures are unchanged are not written.
CREATE FUNCTION "refresh_review_aggregates"("doctor_ids" integer[], "hospital_ids" integer[])
RETURNS void LANGUAGE sql AS $$
  UPDATE "doctors" AS d SET "rating" = a."rating", "review_count" = a."n"
  FROM (
    SELECT ids."id", count(r."id")::int AS "n", round(avg(r."rating"), 1) AS "rating"
    FROM (SELECT DISTINCT unnest("doctor_ids") AS "id") AS ids
    LEFT JOIN "patient_reviews" AS r ON r."doctor_id" = ids."id"
    WHERE ids."id" IS NOT NULL
    GROUP BY ids."id"
  ) AS a
  WHERE d."id" = a."id" AND (d."rating", d."review_count") IS DISTINCT FROM (a."rating", a."n");
  UPDATE "hospitals" AS h SET "rating" = a."rating", "review_count" = a."n"
  FROM (
    SELECT ids."id", count(r."id")::int AS "n", round(avg(r."rating"), 1) AS "rating"
    FROM (SELECT DISTINCT unnest("hospital_ids") AS "id") AS ids
    LEFT JOIN "patient_reviews" AS r ON r."hospital_id" = ids."id"
    WHERE ids."id" IS NOT NULL
    GROUP BY ids."id"
  ) AS a
  WHERE h."id" = a."id" AND (h."rating", h."review_count") IS DISTINCT FROM (a."rating", a."n");
$$;--> statement-breakpoint
SELECT "refresh_review_aggregates"(ARRAY(SELECT "id" FROM "doctors"), ARRAY(SELECT "id" FROM "hospitals"));--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_review_aggregate_check" CHECK (("doctors"."review_count" = 0) = ("doctors"."rating" is null) and "doctors"."review_count" >= 0 and ("doctors"."rating" is null or "doctors"."rating" between 1 and 5));--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_review_aggregate_check" CHECK (("hospitals"."review_count" = 0) = ("hospitals"."rating" is null) and "hospitals"."review_count" >= 0 and ("hospitals"."rating" is null or "hospitals"."rating" between 1 and 5));--> statement-breakpoint
-- Once per statement, over the rows it changed (transition tables): a seed of thousands of
-- reviews recomputes each doctor and hospital once, not once per review.
CREATE FUNCTION "patient_reviews_refresh_aggregates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_review_aggregates"(
      ARRAY(SELECT "doctor_id" FROM "new_reviews"),
      ARRAY(SELECT "hospital_id" FROM "new_reviews"));
  ELSIF TG_OP = 'UPDATE' THEN
    -- A review moved to another doctor or hospital changes the old one's figures too.
    PERFORM "refresh_review_aggregates"(
      ARRAY(SELECT "doctor_id" FROM "old_reviews" UNION SELECT "doctor_id" FROM "new_reviews"),
      ARRAY(SELECT "hospital_id" FROM "old_reviews" UNION SELECT "hospital_id" FROM "new_reviews"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_review_aggregates"(
      ARRAY(SELECT "doctor_id" FROM "old_reviews"),
      ARRAY(SELECT "hospital_id" FROM "old_reviews"));
  ELSE
    -- TRUNCATE: no review is left.
    UPDATE "doctors" SET "rating" = NULL, "review_count" = 0 WHERE "review_count" <> 0;
    UPDATE "hospitals" SET "rating" = NULL, "review_count" = 0 WHERE "review_count" <> 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "patient_reviews_aggregates_insert" AFTER INSERT ON "patient_reviews"
  REFERENCING NEW TABLE AS "new_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "patient_reviews_refresh_aggregates"();--> statement-breakpoint
CREATE TRIGGER "patient_reviews_aggregates_update" AFTER UPDATE ON "patient_reviews"
  REFERENCING OLD TABLE AS "old_reviews" NEW TABLE AS "new_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "patient_reviews_refresh_aggregates"();--> statement-breakpoint
CREATE TRIGGER "patient_reviews_aggregates_delete" AFTER DELETE ON "patient_reviews"
  REFERENCING OLD TABLE AS "old_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "patient_reviews_refresh_aggregates"();--> statement-breakpoint
CREATE TRIGGER "patient_reviews_aggregates_truncate" AFTER TRUNCATE ON "patient_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "patient_reviews_refresh_aggregates"();
