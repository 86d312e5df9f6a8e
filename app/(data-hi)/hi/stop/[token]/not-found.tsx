import { stopInvalidPage } from "@/app/_routes/privacy/pages";

// A forged, altered or unknown stop link: a clear message with status 404.
export default function NotFound() {
  return stopInvalidPage("hi");
}
