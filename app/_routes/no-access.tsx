/**
 * The patient site's 403 and 401 boundaries. Patient pages never call `forbidden()` or
 * `unauthorized()` (only the console does, app/console/forbidden.tsx); these exist so that the
 * switch that enables them (next.config's experimental.authInterrupts, which is global) does not
 * add Next.js's default 403 and 401 markup to every patient page's payload (about 4 KB).
 */
export default function NoAccess() {
  return null;
}
