import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseMaintenanceNotice } from './domain/status/maintenance-notice';
import type { MaintenanceNotice } from './domain/status/types';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  /** Confirmation and reset mails one IP may ask for per hour; unset keeps the built-in limit. */
  mailsPerIpPerHour: number | undefined;
  staticDir: string;
  logLevel: string;
  /** smtp:// or smtps://; without it mail goes to the outbox folder DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The web app's public address, for links in mails. */
  publicUrl: string;
  /**
   * SSO_IDENTITY_PROVIDERS="acme.example=sandbox other.example=https://login.other.example":
   * per domain our sandbox OpenID provider or a real issuer (whose client is in SSO_OIDC_CLIENTS).
   */
  identityProviders: Record<string, string>;
  /** SSO_OIDC_CLIENTS="other.example=client_id:client_secret": the client at each real issuer. */
  ssoClients: Record<string, { clientId: string; clientSecret: string }>;
  /** SSO_SECRET_KEY: 32 bytes, base64, sealing stored client secrets; random per process when unset. */
  ssoSecretKey: Buffer | undefined;
  /** S3_BUCKET (+ S3_REGION, S3_ENDPOINT, S3_PREFIX): documents in a bucket, else DATA_DIR/blobs. */
  s3: { bucket: string; region?: string; endpoint?: string; prefix?: string } | undefined;
  /** TSA_URL: an RFC 3161 time-stamping service; the built-in one when unset. */
  tsaUrl: string | undefined;
  /**
   * SIGNING_CA_P12 (a path, or the file in base64) + SIGNING_CA_PASSPHRASE: the issuing CA every
   * node signs under, with its chain to the root. Unset: the first node creates one and keeps it
   * in the database for all (importing an older DATA_DIR/ca/ if there is one).
   */
  signingCaPkcs12: Pkcs12Setting | undefined;
  /** TSA_P12 + TSA_PASSPHRASE: the built-in TSA's unit (extKeyUsage timeStamping). */
  tsaPkcs12: Pkcs12Setting | undefined;
  /** SIGNING_KEYS_PASSPHRASE: encrypts the private keys kept in the database; plain when unset. */
  signingKeysPassphrase: string | undefined;
  /** MAINTENANCE_NOTICE: the local status page's notice, JSON as in the contract. */
  maintenanceNotice: MaintenanceNotice | undefined;
  /**
   * IDENTIFICATION_WEBHOOK_SECRET: what identity providers sign their webhooks with; random per
   * process when unset, which suits the built-in sandbox provider of a single node.
   */
  identificationWebhookSecret: string | undefined;
  /** DOMAIN_VERIFICATION=dns|sandbox: how a business proves a domain (sandbox accepts any). */
  domainVerification: 'dns' | 'sandbox';
  /** PAYMENT_PROVIDER=sandbox|stripe: the card processor (the local sandbox by default). */
  paymentProvider: 'sandbox' | 'stripe';
  /**
   * What the selected processor signs its webhooks with: PAYMENT_WEBHOOK_SECRET for the sandbox
   * (random per process when unset), STRIPE_WEBHOOK_SECRET (the endpoint's whsec_…) for Stripe.
   */
  paymentWebhookSecret: string | undefined;
  /** STRIPE_SECRET_KEY: the Stripe API key, required with PAYMENT_PROVIDER=stripe. */
  stripeSecretKey: string | undefined;
  /** SHUTDOWN_TIMEOUT_MS: how long a drain may take before the process exits 1 (30 s). */
  shutdownTimeoutMs: number;
  /** SHUTDOWN_DELAY_MS: how long /readyz answers 503 before the listener closes (0). */
  shutdownDelayMs: number;
  /** METRICS_TOKEN: when set, GET /metrics needs `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
}

/** A PKCS#12 file's bytes and passphrase, named after its variable for start-up errors. */
export interface Pkcs12Setting {
  bytes: Buffer;
  password: string;
  name: string;
}

/** Reads the server's settings from the environment; paths resolve against the working dir. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    // The demo account is on unless explicitly disabled, so a fresh checkout can sign in.
    demo: env.PARAPH_DEMO !== '0',
    mailsPerIpPerHour: parsePositive(env.MAIL_LIMIT_PER_IP, 'MAIL_LIMIT_PER_IP'),
    staticDir: resolve(env.STATIC_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Paraph <no-reply@paraph.example>',
    publicUrl: env.PUBLIC_URL || `http://${env.HOST || '127.0.0.1'}:${parsePort(env.PORT)}`,
    identityProviders: parseIdentityProviders(env.SSO_IDENTITY_PROVIDERS),
    ssoClients: parseSsoClients(env.SSO_OIDC_CLIENTS),
    ssoSecretKey: parseSecretKey(env.SSO_SECRET_KEY),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || undefined,
          endpoint: env.S3_ENDPOINT || undefined,
          prefix: env.S3_PREFIX || undefined,
        }
      : undefined,
    tsaUrl: env.TSA_URL || undefined,
    signingCaPkcs12: parsePkcs12(env, 'SIGNING_CA_P12', 'SIGNING_CA_PASSPHRASE'),
    tsaPkcs12: parsePkcs12(env, 'TSA_P12', 'TSA_PASSPHRASE'),
    signingKeysPassphrase: env.SIGNING_KEYS_PASSPHRASE || undefined,
    maintenanceNotice: parseMaintenanceNotice(env.MAINTENANCE_NOTICE),
    identificationWebhookSecret: env.IDENTIFICATION_WEBHOOK_SECRET || undefined,
    domainVerification: parseDomainVerification(env.DOMAIN_VERIFICATION),
    ...parsePayments(env),
    shutdownTimeoutMs: parsePositive(env.SHUTDOWN_TIMEOUT_MS, 'SHUTDOWN_TIMEOUT_MS') ?? 30_000,
    shutdownDelayMs: parseNonNegative(env.SHUTDOWN_DELAY_MS, 'SHUTDOWN_DELAY_MS') ?? 0,
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

function parsePayments(
  env: NodeJS.ProcessEnv,
): Pick<Config, 'paymentProvider' | 'paymentWebhookSecret' | 'stripeSecretKey'> {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider === 'sandbox') {
    return {
      paymentProvider: 'sandbox',
      paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
      stripeSecretKey: undefined,
    };
  }
  if (provider !== 'stripe') {
    throw new Error(`PAYMENT_PROVIDER must be sandbox or stripe, got "${provider}"`);
  }
  if (!env.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET');
  }
  return {
    paymentProvider: 'stripe',
    paymentWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
  };
}

/** Whitespace- or comma-separated `domain=sandbox` or `domain=url` pairs; the URL must be http(s). */
function parseIdentityProviders(value: string | undefined): Record<string, string> {
  const providers: Record<string, string> = {};
  for (const pair of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const separator = pair.indexOf('=');
    const domain = pair.slice(0, separator).trim().toLowerCase();
    const url = pair.slice(separator + 1).trim();
    if (separator <= 0 || (url !== 'sandbox' && !/^https?:\/\/\S+$/.test(url))) {
      throw new Error(
        `SSO_IDENTITY_PROVIDERS: expected domain=sandbox or domain=https://…, got "${pair}"`,
      );
    }
    providers[domain] = url;
  }
  return providers;
}

function parsePositive(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number above 0`);
  return number;
}

function parseNonNegative(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number`);
  return number;
}

function parseDomainVerification(value: string | undefined): Config['domainVerification'] {
  if (!value || value === 'sandbox') return 'sandbox';
  if (value === 'dns') return 'dns';
  throw new Error(`DOMAIN_VERIFICATION must be dns or sandbox, got "${value}"`);
}

/** Whitespace-separated `domain=client_id:client_secret` pairs. */
function parseSsoClients(
  value: string | undefined,
): Record<string, { clientId: string; clientSecret: string }> {
  const clients: Record<string, { clientId: string; clientSecret: string }> = {};
  for (const pair of (value ?? '').split(/\s+/).filter(Boolean)) {
    const match = /^([^=]+)=([^:]+):(.+)$/.exec(pair);
    if (!match) throw new Error('SSO_OIDC_CLIENTS: expected domain=client_id:client_secret');
    clients[match[1]!.toLowerCase()] = { clientId: match[2]!, clientSecret: match[3]! };
  }
  return clients;
}

/** A path to the file, or the file itself in base64 (for secret stores that hold text). */
function parsePkcs12(
  env: NodeJS.ProcessEnv,
  name: string,
  passphraseName: string,
): Pkcs12Setting | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const password = env[passphraseName] ?? '';
  if (existsSync(value)) return { bytes: readFileSync(value), password, name };
  if (/^[A-Za-z0-9+/\s]+={0,2}$/.test(value) && value.length >= 64) {
    return { bytes: Buffer.from(value, 'base64'), password, name };
  }
  throw new Error(`${name} must be the path of a PKCS#12 file or the file in base64`);
}

function parseSecretKey(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('SSO_SECRET_KEY must be 32 bytes, base64-encoded');
  return key;
}

function parsePort(value: string | undefined): number {
  if (!value) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}
