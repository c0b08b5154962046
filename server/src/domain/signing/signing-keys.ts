import { createPrivateKey, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import type { Db } from '../../db/database';
import { signingKeys, type SigningKeyRow } from '../../db/schema';
import { readCaFiles } from '../../pki/ca-files';
import { createHierarchy, type Hierarchy } from '../../pki/certificate-authority';
import { generateSignerKey } from '../../pki/key-pool';

export interface SigningKeyOptions {
  /** Which keys are wanted here: the CA hierarchy unless configured, the TSA key likewise. */
  ca: boolean;
  timestamp: boolean;
  /** Where an older version kept its CA (DATA_DIR/ca): imported instead of creating one. */
  legacyDir?: string;
  /** SIGNING_KEYS_PASSPHRASE: encrypts the private keys written, decrypts those read. */
  passphrase?: string;
}

export interface SigningKeys {
  hierarchy?: Hierarchy;
  timestampKey?: KeyObject;
  /** What this call wrote (none when another node, or an earlier start, had written them). */
  wrote: { created: boolean; imported: boolean };
  /** Whether the keys read are encrypted at rest (PKCS#8 with SIGNING_KEYS_PASSPHRASE). */
  encrypted: boolean;
}

/**
 * The cluster's signing keys from the database, made on first need. Every node may call this at
 * the same time: each one missing a key makes (or imports) it and inserts it with `on conflict
 * do nothing`, then everyone reads back what is stored, so exactly one CA results whoever wins.
 * The CA's root and issuing rows go in one statement: never one without the other.
 */
export async function loadOrCreateSigningKeys(
  { db }: { db: Db },
  options: SigningKeyOptions,
): Promise<SigningKeys> {
  let rows = await readRows(db);
  const wrote = { created: false, imported: false };
  const missing = (purpose: SigningKeyRow['purpose']) => !rows.has(purpose);

  const inserts: (typeof signingKeys.$inferInsert)[] = [];
  if (options.ca && (missing('root') || missing('issuing'))) {
    const imported = options.legacyDir ? await readCaFiles(options.legacyDir) : null;
    const hierarchy = imported ?? (await createHierarchy());
    wrote[imported ? 'imported' : 'created'] = true;
    inserts.push(...hierarchyRows(hierarchy, options.passphrase));
  }
  if (options.timestamp && missing('timestamp')) {
    const key = await generateSignerKey();
    wrote.created = true;
    inserts.push({ purpose: 'timestamp', privateKey: encodeKey(key, options.passphrase) });
  }
  if (inserts.length) {
    await db.insert(signingKeys).values(inserts).onConflictDoNothing();
    rows = await readRows(db);
  }

  const keys: SigningKeys = { wrote, encrypted: false };
  if (options.ca) keys.hierarchy = hierarchyOf(rows, options.passphrase);
  if (options.timestamp) {
    keys.timestampKey = decodeKey(rows.get('timestamp')?.privateKey, options.passphrase);
  }
  keys.encrypted = [...rows.values()].some((row) => isEncrypted(row.privateKey));
  return keys;
}

async function readRows(db: Db): Promise<Map<SigningKeyRow['purpose'], SigningKeyRow>> {
  const rows = await db.select().from(signingKeys);
  return new Map(rows.map((row) => [row.purpose, row]));
}

function hierarchyRows(
  hierarchy: Hierarchy,
  passphrase: string | undefined,
): (typeof signingKeys.$inferInsert)[] {
  const root = hierarchy.chain[hierarchy.chain.length - 1] ?? hierarchy.issuing.cert;
  return [
    {
      purpose: 'root',
      certificate: forge.pki.certificateToPem(root),
      privateKey: hierarchy.rootKey ? encodeKey(hierarchy.rootKey, passphrase) : null,
    },
    {
      purpose: 'issuing',
      certificate: forge.pki.certificateToPem(hierarchy.issuing.cert),
      privateKey: encodeKey(hierarchy.issuing.key, passphrase),
    },
  ];
}

function hierarchyOf(
  rows: Map<SigningKeyRow['purpose'], SigningKeyRow>,
  passphrase: string | undefined,
): Hierarchy {
  const root = rows.get('root');
  const issuing = rows.get('issuing');
  if (!root?.certificate || !issuing?.certificate) {
    throw new Error('The signing_keys table holds no complete CA (root and issuing)');
  }
  // The root key stays where it is: signing never needs it (rotation does, see docs/deploy.md).
  return {
    issuing: {
      cert: forge.pki.certificateFromPem(issuing.certificate),
      key: decodeKey(issuing.privateKey, passphrase),
    },
    chain: [forge.pki.certificateFromPem(root.certificate)],
  };
}

/** PKCS#8 PEM; encrypted (PBES2, AES-256-CBC) with the passphrase when one is configured. */
function encodeKey(key: KeyObject, passphrase: string | undefined): string {
  return key
    .export(
      passphrase
        ? { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase }
        : { type: 'pkcs8', format: 'pem' },
    )
    .toString();
}

function decodeKey(pem: string | null | undefined, passphrase: string | undefined): KeyObject {
  if (!pem) throw new Error('The signing_keys table misses a private key');
  if (isEncrypted(pem) && !passphrase) {
    throw new Error('The signing keys in the database are encrypted: set SIGNING_KEYS_PASSPHRASE');
  }
  try {
    return createPrivateKey({ key: pem, format: 'pem', passphrase });
  } catch (error) {
    throw new Error(
      `SIGNING_KEYS_PASSPHRASE does not decrypt the signing keys in the database (${(error as Error).message})`,
    );
  }
}

function isEncrypted(pem: string | null): boolean {
  return pem?.startsWith('-----BEGIN ENCRYPTED PRIVATE KEY-----') ?? false;
}
