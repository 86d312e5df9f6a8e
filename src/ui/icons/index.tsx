import type { SVGProps } from "react";
import type { GlyphName } from "./glyphs";
import { SPRITE_URL } from "./sprite-url";

/**
 * Small icons (stroke or fill in currentColor), drawn from the shared sprite (./glyphs.ts).
 * Decorative unless given a title by the caller.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Icon({ name, size = 24, ...rest }: IconProps & { name: GlyphName }) {
  return (
    <svg width={size} height={size} aria-hidden focusable={false} {...rest}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}

export const PhoneIcon = (props: IconProps) => <Icon {...props} name="phone" />;
export const WhatsAppIcon = (props: IconProps) => <Icon {...props} name="whatsapp" />;
export const MenuIcon = (props: IconProps) => <Icon {...props} name="menu" />;
export const CloseIcon = (props: IconProps) => <Icon {...props} name="close" />;
export const SearchIcon = (props: IconProps) => <Icon {...props} name="search" />;
export const ChevronDownIcon = (props: IconProps) => <Icon {...props} name="chevron-down" />;
export const ChevronRightIcon = (props: IconProps) => <Icon {...props} name="chevron-right" />;
export const CalendarIcon = (props: IconProps) => <Icon {...props} name="calendar" />;
export const CheckCircleIcon = (props: IconProps) => <Icon {...props} name="check-circle" />;
export const ShieldIcon = (props: IconProps) => <Icon {...props} name="shield" />;
export const MapPinIcon = (props: IconProps) => <Icon {...props} name="map-pin" />;
export const StethoscopeIcon = (props: IconProps) => <Icon {...props} name="stethoscope" />;
export const CalculatorIcon = (props: IconProps) => <Icon {...props} name="calculator" />;
export const DocumentIcon = (props: IconProps) => <Icon {...props} name="document" />;
export const InsuranceCheckIcon = (props: IconProps) => <Icon {...props} name="insurance-check" />;

/** The Vaidya mark: a leaf-cross in a rounded square. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable={false}>
      <rect width="32" height="32" rx="9" fill="#0f766e" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      <path d="M16 11c3 2 4 5 3 9-3-1-5-4-3-9z" fill="#f97316" />
    </svg>
  );
}
