import "server-only";
import { can, type StaffAction, type StaffRoleName } from "@/src/lib/console/permissions";

/**
 * Who makes a content change: a signed-in staff member, or the operator at the command line
 * (`npm run content`), who has the server's shell and may edit and publish what needs no medical
 * sign-off, but never sign off: a sign-off names a reviewer.
 */
export interface ContentActor {
  id: string | null;
  email: string | null;
  role: StaffRoleName | "operator";
  ip: string | null;
}

export const OPERATOR: ContentActor = {
  id: null,
  email: "operator (npm run content)",
  role: "operator",
  ip: null,
};

const OPERATOR_ACTIONS: readonly StaffAction[] = [
  "content.view",
  "content.edit",
  "content.publish",
];

export function mayContent(actor: ContentActor, action: StaffAction): boolean {
  return actor.role === "operator" ? OPERATOR_ACTIONS.includes(action) : can(actor.role, action);
}

/** A refused content action: its message is for the person (403 in the console). */
export class ContentError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 = 400,
  ) {
    super(message);
    this.name = "ContentError";
  }
}

export function assertContent(actor: ContentActor, action: StaffAction, what: string): void {
  if (!mayContent(actor, action)) {
    throw new ContentError(`Your role (${actor.role}) may not ${what}.`, 403);
  }
}
