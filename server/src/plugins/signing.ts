import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSandboxMobileSignature } from '../domain/signing/mobile-signature';
import { LOCK_WAIT_MS } from '../domain/signing/request-lock';
import type { SigningServices } from '../domain/signing/services';
import { loadOrCreateSigningKeys } from '../domain/signing/signing-keys';
import { loadOrCreateAuthority, type CertificateAuthority } from '../pki/certificate-authority';
import { issuingCaFromPkcs12, timestampUnitFromPkcs12 } from '../pki/configured-keys';
import {
  createHttpTimestampAuthority,
  createLocalTimestampAuthority,
  type TimestampAuthority,
  type TimestampUnit,
} from '../pki/timestamp-authority';

declare module 'fastify' {
  interface FastifyInstance {
    signing: SigningServices;
  }
}

export interface Pkcs12Source {
  bytes: Uint8Array;
  password: string;
  /** Where it came from, for start-up errors (the environment variable). */
  name: string;
}

export interface SigningOptions {
  /** The operator's issuing CA (SIGNING_CA_P12); the cluster's own, in the database, otherwise. */
  caPkcs12?: Pkcs12Source;
  /** The built-in TSA's unit (TSA_P12); a key in the database, certified by the CA, otherwise. */
  tsaPkcs12?: Pkcs12Source;
  /** SIGNING_KEYS_PASSPHRASE: encrypts the private keys the database keeps. */
  keysPassphrase?: string;
  /** An older version's `DATA_DIR/ca/`: imported into the database instead of a new CA. */
  legacyCaDir?: string;
  /** An external RFC 3161 time-stamping service; the built-in one otherwise. */
  tsaUrl?: string;
  /**
   * Make or read the keys while the app starts, so a bad key stops the start (the server);
   * otherwise on first use: most test apps never sign, and making keys takes a moment.
   */
  loadAtStart?: boolean;
  /** How long a signer waits for another signing of the same request; 30 s by default. */
  lockWaitMs?: number;
}

interface Keys {
  authority: CertificateAuthority;
  unit: TimestampUnit;
}

/**
 * The certificate authority, the time-stamping service and the mobile-signature provider.
 * Configured PKCS#12 files are checked at registration: a wrong one refuses to start.
 */
export default fp(
  async function signingPlugin(app: FastifyInstance, options: SigningOptions) {
    const now = app.now();
    const configuredCa = options.caPkcs12 && opened(options.caPkcs12, issuingCaFromPkcs12, now);
    const configuredUnit =
      options.tsaPkcs12 && opened(options.tsaPkcs12, timestampUnitFromPkcs12, now);
    if (configuredUnit && options.tsaUrl) {
      throw new Error(`Set either TSA_URL or ${options.tsaPkcs12!.name}, not both`);
    }

    async function loadKeys(): Promise<Keys> {
      const wantsTimestampKey = !configuredUnit && !options.tsaUrl;
      const stored = await loadOrCreateSigningKeys(
        { db: app.db },
        {
          ca: !configuredCa,
          timestamp: wantsTimestampKey,
          legacyDir: options.legacyCaDir,
          passphrase: options.keysPassphrase,
        },
      );
      if (stored.wrote.imported) {
        app.log.info(
          { from: options.legacyCaDir },
          'certificate authority moved into the database',
        );
      }
      if ((stored.wrote.created || stored.wrote.imported) && !options.keysPassphrase) {
        app.log.warn('signing keys are stored unencrypted: set SIGNING_KEYS_PASSPHRASE');
      }
      const hierarchy = configuredCa ?? stored.hierarchy;
      return {
        authority: await loadOrCreateAuthority({ hierarchy }),
        unit: configuredUnit ? { credentials: configuredUnit } : { key: stored.timestampKey },
      };
    }

    let keys: Promise<Keys> | null = null;
    const getKeys = () => (keys ??= loadKeys());
    if (options.loadAtStart) app.addHook('onReady', async () => void (await getKeys()));

    let timestamps: TimestampAuthority | null = null;
    app.decorate('signing', {
      authority: async () => (await getKeys()).authority,
      async timestamps() {
        if (options.tsaUrl) return (timestamps ??= createHttpTimestampAuthority(options.tsaUrl));
        const { authority, unit } = await getKeys();
        return (timestamps ??= createLocalTimestampAuthority(authority, app.now, unit));
      },
      mobile: createSandboxMobileSignature({ db: app.db, mail: app.mail }),
      lockWaitMs: options.lockWaitMs ?? LOCK_WAIT_MS,
      recordSigningSeconds: (seconds) => app.metrics.signingSeconds.observe(seconds),
    } satisfies SigningServices);
  },
  { name: 'signing', dependencies: ['db', 'mail', 'metrics'] },
);

/** Opens and checks a configured PKCS#12; its problem, named after its variable, stops the start. */
function opened<T>(
  source: Pkcs12Source,
  read: (bytes: Uint8Array, password: string, now: Date) => T,
  now: Date,
): T {
  try {
    return read(source.bytes, source.password, now);
  } catch (error) {
    throw new Error(`${source.name}: ${(error as Error).message}`);
  }
}
