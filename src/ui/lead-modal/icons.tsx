import type { SVGProps } from "react";
import type { TriggerIcon } from "@/src/lib/lead/modal";
import { TRIGGER_ICONS } from "@/src/lib/lead/modal";
import { CalculatorIcon, CalendarIcon, DocumentIcon, InsuranceCheckIcon } from "@/src/ui/icons";

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The trigger's icon by mode, at the spec's size (calendar 20, calculator/document 40). */
export function TriggerIconView({ icon }: { icon: TriggerIcon }) {
  const size = TRIGGER_ICONS[icon];
  const props = { size, "data-icon": icon, className: "shrink-0" } as IconProps;
  switch (icon) {
    case "calendar":
      return <CalendarIcon {...props} />;
    case "calculator":
      return <CalculatorIcon {...props} />;
    case "document":
      return <DocumentIcon {...props} />;
    case "insuranceCheck":
      return <InsuranceCheckIcon {...props} />;
  }
}
