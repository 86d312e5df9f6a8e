import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/src/db";
import { setupTarget } from "@/src/server/staff/accounts";
import { AuthCard } from "@/src/ui/console/fields";
import { SetupForm } from "@/src/ui/console/setup-form";
import { keySegment } from "../../_ui/params";
import { setupCodeAction, setupPasswordAction } from "./actions";

export const metadata: Metadata = { title: "Set up your account" };

export default async function SetupPage({ params }: { params: Promise<{ token: string }> }) {
  const token = keySegment((await params).token);
  const target = await setupTarget(getDb(), token);
  if (!target) {
    return (
      <AuthCard title="Set up your account">
        <p className="text-slate-800">
          This setup link has expired or was already used. Links last 24 hours and work once; ask an
          admin for a new one.
        </p>
        <Link href="/console/login" className="mt-4 inline-block text-teal-800 underline">
          Sign in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set up your account">
      <SetupForm
        email={target.email}
        passwordStep={setupPasswordAction.bind(null, token)}
        codeStep={setupCodeAction.bind(null, token)}
      />
    </AuthCard>
  );
}
