import { redirect } from "next/navigation";
import { requireStaff } from "@/src/server/staff/session";

/** The queues open on the error reports. */
export default async function QueuesHome() {
  await requireStaff("queue.errors");
  redirect("/console/queues/errors");
}
