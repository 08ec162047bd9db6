import argon2 from 'argon2';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's recommended minimum: 19 MiB of memory, 2 iterations, one
 * lane. argon2's own defaults (64 MiB, 3 iterations, 4 lanes) cost about four times the work per sign-in and put
 * four threads on one check; on a small server that means fewer sign-ins a second and 64 MiB for every one in
 * flight, for resistance against offline guessing the cheat sheet counts as equivalent in practice.
 * docs/operations.md ("Sign-in cost") has the figures.
 */
export const PASSWORD_HASHING = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASHING);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other parameters than today's: signing in rehashes it then. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, PASSWORD_HASHING);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check, so a missing account cannot be told from a wrong password. */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoy, password);
  return false;
}

/** The rules of a new password (product-spec §5), as the person reads them; field name → message. */
export const PASSWORD_RULES = {
  tooShort: `Password should be at least ${MIN_PASSWORD_LENGTH} characters long`,
  notEqual: 'Passwords are not equal',
} as const;
