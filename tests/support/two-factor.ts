import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { Session } from './portal.js';

/** A clock the test moves: the portal reads two-factor steps and reset links' age from it. */
export class TestClock {
  constructor(private at = new Date()) {}
  readonly now = () => new Date(this.at);
  advance(seconds: number): void {
    this.at = new Date(this.at.getTime() + seconds * 1000);
  }
}

/** What a person's authenticator app knows once two-factor is on. */
export interface Authenticator {
  secret: string;
  recoveryCodes: string[];
  /** The code the app shows at the clock's time. */
  code(): string;
}

/** The code an app with this secret shows at this moment. */
export const codeOf = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

/** Turns two-factor on for a signed-in person as the portal does: on, the QR code's secret, a code confirms it. */
export async function turnOnTwoFactor(session: Session, clock: TestClock): Promise<Authenticator> {
  expect((await session.post('/auth/user/two-factor-authentication')).statusCode).toBe(200);
  const setup = await session.get('/auth/user/two-factor-qr-code');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const confirmed = await session.post('/auth/user/confirmed-two-factor-authentication', { code: codeOf(secret, clock.now()) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The code just used is spent: the app's next one comes a step later.
  clock.advance(30);
  return { secret, recoveryCodes: confirmed.json().data.recovery_codes, code: () => codeOf(secret, clock.now()) };
}

/** Signs in with the password, which waits for a code: the pending-login answer. */
export async function passwordStep(session: Session, email: string, password: string): Promise<void> {
  const login = await session.post('/auth/login', { email, password });
  expect(login.statusCode, login.body).toBe(200);
  expect(login.json()).toEqual({ two_factor: true });
}
