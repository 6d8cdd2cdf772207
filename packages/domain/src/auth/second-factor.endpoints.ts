import { endpoint } from '../api/endpoint';
import {
  enrolmentSchema,
  otpBodySchema,
  recoveryCodesSchema,
  secondFactorProofSchema,
  secondFactorStatusSchema,
} from './second-factor.schema';

/**
 * The staff second factor (安全设置, /ops/security): status, enrolment of an authenticator app,
 * passing the factor in the current session, new recovery codes. Any signed-in user may call them;
 * only platform staff have a second factor, so a consultant gets 404. Enrolment and `verify` work
 * before the session passed the factor (they are how it passes); docs/API.md › Staff second factor.
 */
export const secondFactorEndpoints = {
  status: endpoint({ method: 'GET', path: '/api/security/otp/status', mutates: false, response: secondFactorStatusSchema }),
  /** A new pending secret (replacing an unconfirmed one); 409 when already enrolled. */
  enrol: endpoint({ method: 'POST', path: '/api/security/otp/enrol', response: enrolmentSchema }),
  /** The first code confirms the pending secret: enrolled, this session verified, ten recovery codes answered once. */
  confirm: endpoint({ method: 'POST', path: '/api/security/otp/confirm', body: otpBodySchema, response: recoveryCodesSchema }),
  /** Passes the factor in this session with a code or a recovery code (a session that signed in before enrolling elsewhere). */
  verify: endpoint({ method: 'POST', path: '/api/security/otp/verify', body: secondFactorProofSchema, response: secondFactorStatusSchema }),
  /** Ten new recovery codes for a current code; the old ones stop working. Needs a verified session. */
  recoveryCodes: endpoint({ method: 'POST', path: '/api/security/otp/recoveryCodes', body: otpBodySchema, response: recoveryCodesSchema }),
};
