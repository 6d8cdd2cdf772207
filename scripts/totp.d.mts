/** Types of scripts/totp.mjs, for the journeys that import it. */
export const TOTP_STEP_MS: number;
/** The 6-digit TOTP code (RFC 6238, SHA-1, 30 s) of a base32 secret at `timeMs` (default now). */
export function totpCode(secret: string, timeMs?: number): string;
