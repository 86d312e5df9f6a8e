import "server-only";
import { can, type StaffAction, type StaffRoleName } from "@/src/lib/console/permissions";

/**
 * Thrown by the console's domain functions when the caller's role may not do the action. The
 * pages and server actions check first with requireStaff (a 403 page); this second check keeps
 * the functions safe whoever calls them.
 */
export class ConsoleForbiddenError extends Error {
  readonly status = 403;
  constructor(action: StaffAction) {
    super(`Not allowed: ${action}`);
    this.name = "ConsoleForbiddenError";
  }
}

export function assertCan(staff: { role: StaffRoleName }, action: StaffAction): void {
  if (!can(staff.role, action)) throw new ConsoleForbiddenError(action);
}
