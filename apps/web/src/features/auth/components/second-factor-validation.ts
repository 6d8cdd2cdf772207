/**
 * The rules of the sign-in's second step, with the words of the server's schema (the domain's
 * second-factor.ts, without zod). Apart from login-validation.ts so that only the step's lazy
 * chunk carries them.
 */
import { otpError, recoveryCodeError } from '@hh/domain/auth/second-factor';

/** A code of the authenticator app, or a recovery code. */
export interface SecondFactorInput {
  kind: 'otp' | 'recovery';
  value: string;
}

/** What login.json takes for it (the server normalises the value the same way). */
export type SecondFactorProof = { otp: string } | { recoveryCode: string };

export function codeError(input: SecondFactorInput): string | undefined {
  return input.kind === 'otp' ? otpError(input.value) : recoveryCodeError(input.value);
}

export function proofOf(input: SecondFactorInput): SecondFactorProof {
  return input.kind === 'otp' ? { otp: input.value } : { recoveryCode: input.value };
}
