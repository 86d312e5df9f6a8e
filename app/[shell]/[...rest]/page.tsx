import { notFound } from "next/navigation";

// Any path without its own route yet renders the not-found page inside the shell.
export default function UnknownRoute() {
  notFound();
}
