import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { drainOnSignals } from './drain';

const config = loadConfig();
const app = await buildApp({
  database: config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  logger: { level: config.logLevel },
  demo: config.demo,
  mailsPerIpPerHour: config.mailsPerIpPerHour,
  jobs: true,
  staticDir: config.staticDir,
  mail: {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    outboxDir: join(config.dataDir, 'mail'),
  },
  identityProviders: config.identityProviders,
  sso: { clients: config.ssoClients, secretKey: config.ssoSecretKey },
  documents: {
    blobs: config.s3
      ? { s3: { ...config.s3, forcePathStyle: Boolean(config.s3.endpoint) } }
      : { dir: join(config.dataDir, 'blobs') },
    renderCacheDir: join(config.dataDir, 'cache'),
    warmAtStart: true,
  },
  signing: {
    caPkcs12: config.signingCaPkcs12,
    tsaPkcs12: config.tsaPkcs12,
    keysPassphrase: config.signingKeysPassphrase,
    legacyCaDir: join(config.dataDir, 'ca'),
    tsaUrl: config.tsaUrl,
    loadAtStart: true,
  },
  status: { maintenanceNotice: config.maintenanceNotice },
  metrics: { token: config.metricsToken },
  identification: { webhookSecret: config.identificationWebhookSecret },
  businesses: { domainVerification: config.domainVerification },
  payments: {
    provider: config.paymentProvider,
    webhookSecret: config.paymentWebhookSecret,
    stripeSecretKey: config.stripeSecretKey,
  },
});

// Before listening: a signal during start-up drains too.
drainOnSignals(app, { timeoutMs: config.shutdownTimeoutMs, delayMs: config.shutdownDelayMs });

try {
  const url = await app.listen({ host: config.host, port: config.port });
  console.log(`Paraph listening on ${url}`);
  if (app.demoLogin) console.log(`Demo login: ${app.demoLogin.email} / ${app.demoLogin.password}`);
} catch (error) {
  app.log.error({ err: error }, 'start-up failed');
  // Close the database cleanly: an embedded PGlite folder should not be left mid-write.
  await app.close();
  process.exit(1);
}
