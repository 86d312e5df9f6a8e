import type { Metadata } from "next";
import { getMessages } from "@/src/lib/i18n";
import { noticePage } from "@/app/_routes/privacy/pages";

// Public and the same for everyone: cached a day like /privacy and the other static pages.
export const revalidate = 86400;
export const metadata: Metadata = { title: getMessages("en").privacy.notice.title };

export default function Page() {
  return noticePage("en");
}
