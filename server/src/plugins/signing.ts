import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSandboxMobileSignature } from '../domain/signing/mobile-signature';
import { LOCK_WAIT_MS } from '../domain/signing/request-lock';
import type { SigningServices } from '../domain/signing/services';
import { loadOrCreateAuthority, type CertificateAuthority } from '../pki/certificate-authority';
import {
  createHttpTimestampAuthority,
  createLocalTimestampAuthority,
  type TimestampAuthority,
} from '../pki/timestamp-authority';

declare module 'fastify' {
  interface FastifyInstance {
    signing: SigningServices;
  }
}

export interface SigningOptions {
  /** Keep the certificate authority under `dir/ca/` (created on first start). */
  caDir?: string;
  /** Or use an existing issuing CA from a PKCS#12 file. */
  caPkcs12?: { bytes: Uint8Array; password: string };
  /** An external RFC 3161 time-stamping service; the built-in one otherwise. */
  tsaUrl?: string;
  /** How long a signer waits for another signing of the same request; 30 s by default. */
  lockWaitMs?: number;
}

/**
 * The certificate authority, the time-stamping service and the mobile-signature provider. The
 * authority is made on first use: most test apps never sign, and making keys takes a moment.
 */
export default fp(
  async function signingPlugin(app: FastifyInstance, options: SigningOptions) {
    let authority: Promise<CertificateAuthority> | null = null;
    const getAuthority = () =>
      (authority ??= loadOrCreateAuthority({ dir: options.caDir, pkcs12: options.caPkcs12 }));
    let timestamps: TimestampAuthority | null = null;
    app.decorate('signing', {
      authority: getAuthority,
      async timestamps() {
        if (options.tsaUrl) return (timestamps ??= createHttpTimestampAuthority(options.tsaUrl));
        return (timestamps ??= createLocalTimestampAuthority(await getAuthority(), app.now));
      },
      mobile: createSandboxMobileSignature({ db: app.db, mail: app.mail }),
      lockWaitMs: options.lockWaitMs ?? LOCK_WAIT_MS,
    } satisfies SigningServices);
  },
  { name: 'signing', dependencies: ['db', 'mail'] },
);
