import { Fragment } from "react";

/**
 * 'Thank you, {name}!' with the patient's name as React text, so whatever they typed (Hindi,
 * or markup such as <script>) is shown as written and never interpreted.
 */
export function ThankYouGreeting({ name, template }: { name: string; template: string }) {
  const [before = "", after = ""] = template.split("{name}");
  return (
    <Fragment>
      {before}
      <span className="break-words">{name}</span>
      {after}
    </Fragment>
  );
}
