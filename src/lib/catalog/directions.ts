import type { LatLng } from "./distance";

/**
 * Directions to a place in the phone's maps app: Google Maps' documented cross-platform URL
 * (`/maps/dir/?api=1&destination=lat,lng`), which opens the installed app on Android and iOS
 * and the website elsewhere; no key, no script on our page. The start is the phone's location.
 */
export function directionsHref(to: LatLng): string {
  const destination = `${to.latitude.toFixed(6)},${to.longitude.toFixed(6)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
