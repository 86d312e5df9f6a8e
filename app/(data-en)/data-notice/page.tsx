import type { Metadata } from "next";
import { getMessages } from "@/src/lib/i18n";
import { noticePage } from "@/app/_routes/privacy/pages";

export const metadata: Metadata = { title: getMessages("en").privacy.notice.title };

export default function Page() {
  return noticePage("en");
}
