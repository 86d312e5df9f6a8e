import type { Metadata } from "next";
import type { ReactNode } from "react";
import "../globals.css";
import { RootDocument } from "@/app/_routes/site-layout";

export { rootViewport as viewport } from "@/app/_routes/site-layout";

// The patient's data pages: per-patient, never cached or indexed.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function Layout({ children }: { children: ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}
