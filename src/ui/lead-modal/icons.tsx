import type { SVGProps } from "react";
import type { TriggerIcon } from "@/src/lib/lead/modal";
import { TRIGGER_ICONS } from "@/src/lib/lead/modal";
import { CalendarIcon } from "@/src/ui/icons";

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function stroke({ size = 24, ...rest }: IconProps): SVGProps<SVGSVGElement> {
  return {
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 1.8,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    "aria-hidden": true,
    focusable: false,
    ...rest,
  };
}

export function CalculatorIcon(props: IconProps) {
  return (
    <svg {...stroke(props)}>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15v3M8 18h.01M12 18h.01" />
    </svg>
  );
}

export function DocumentIcon(props: IconProps) {
  return (
    <svg {...stroke(props)}>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6M8 13h8M8 17h5" />
    </svg>
  );
}

export function InsuranceCheckIcon(props: IconProps) {
  return (
    <svg {...stroke(props)}>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
      <path d="M9 11.5h6M12 8.5v6" />
    </svg>
  );
}

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
