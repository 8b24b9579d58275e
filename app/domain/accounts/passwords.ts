/** Password length bounds (ASVS 2.1: at least 8, long passphrases allowed). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Failed password sign-ins: per account and per address, within a quarter of an hour. */
export const PASSWORD_ATTEMPTS_PER_IDENTIFIER = 10;
export const PASSWORD_ATTEMPTS_PER_IP = 30;
export const PASSWORD_ATTEMPT_WINDOW_MS = 15 * 60_000;
