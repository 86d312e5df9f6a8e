import type { Metadata } from "next";
import { getMessages } from "@/src/lib/i18n";
import { noticePage } from "@/app/_routes/privacy/pages";

// Public and the same for everyone: cached like /privacy and the other static pages (their
// shell's data revalidates hourly, so they answer s-maxage=3600).
export const revalidate = 3600;
export const metadata: Metadata = { title: getMessages("hi").privacy.notice.title };

export default function Page() {
  return noticePage("hi");
}
