export const INSTALL_SECRETS: readonly ["OTP_HMAC_SECRET", "STAFF_AUTH_SECRET"];
export function isLocalOrigin(siteUrl: string | undefined): boolean;
export function installSecrets(env: Record<string, string | undefined>, file: string): string[];
