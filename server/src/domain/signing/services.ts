import type { CertificateAuthority } from '../../pki/certificate-authority';
import type { TimestampAuthority } from '../../pki/timestamp-authority';
import type { RequestContext } from '../requests/context';
import type { MobileSignatureProvider } from './mobile-signature';

/** The outside world a signature needs: certificates, time-stamps and the OTP step-up. */
export interface SigningServices {
  authority(): Promise<CertificateAuthority>;
  timestamps(): Promise<TimestampAuthority>;
  mobile: MobileSignatureProvider;
  /** How long a second signer waits for the first to finish before REQUEST_LOCKED. */
  lockWaitMs: number;
  /** Told how long each PAdES signature took (the metrics); nothing when omitted. */
  recordSigningSeconds?: (seconds: number) => void;
}

export interface SigningContext extends RequestContext {
  signing: SigningServices;
}
