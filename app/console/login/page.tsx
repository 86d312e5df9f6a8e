import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentStaff, type SessionRejection } from "@/src/server/staff/session";
import { AuthCard } from "@/src/ui/console/fields";
import { LoginForm } from "@/src/ui/console/login-form";
import { signInStepAction } from "./actions";

export const metadata: Metadata = { title: "Sign in" };

const NOTICES: Partial<Record<SessionRejection, string>> = {
  idle: "You were signed out after 30 minutes without activity. Sign in again.",
  expired: "Sessions last 12 hours. Sign in again.",
  disabled: "This account is disabled. Ask an admin.",
  setup: "Finish setting up your account from your setup link first.",
};

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const current = await currentStaff();
  if (current.staff) redirect("/console");
  const why = (await searchParams).why;
  const notice = typeof why === "string" ? NOTICES[why as SessionRejection] : undefined;
  return (
    <AuthCard title="Sign in">
      <LoginForm action={signInStepAction} notice={notice} />
    </AuthCard>
  );
}
