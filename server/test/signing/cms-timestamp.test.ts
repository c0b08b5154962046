import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadOrCreateAuthority,
  type SignerCredentials,
} from '../../src/pki/certificate-authority.ts';
import {
  addSignatureTimestamp,
  createSignedData,
  encodeContentInfo,
  sha256,
  signatureValue,
} from '../../src/pki/cms.ts';
import { OID } from '../../src/pki/oids.ts';
import {
  createLocalTimestampAuthority,
  type TimestampAuthority,
} from '../../src/pki/timestamp-authority.ts';

let signer: SignerCredentials;
let tsa: TimestampAuthority;

beforeAll(async () => {
  const authority = await loadOrCreateAuthority({ keyPoolSize: 0 });
  tsa = createLocalTimestampAuthority(authority);
  signer = await authority.issueSignerCertificate({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    quality: 'AES',
  });
});

/** A signature over `text` with `token` as its signature time-stamp, as DER. */
async function stamped(text: string, token: (value: Uint8Array) => Promise<Buffer>) {
  const signedData = await createSignedData({
    contentType: OID.data,
    digest: sha256(Buffer.from(text)),
    signer,
  });
  const stamp = await token(sha256(signatureValue(signedData)));
  addSignatureTimestamp(signedData, stamp);
  return { cms: Buffer.from(encodeContentInfo(signedData)), stamp };
}

describe('signature time-stamp in the CMS', () => {
  it('carries the token the TSA made, byte for byte', async () => {
    const { cms, stamp } = await stamped('a document', (imprint) =>
      tsa.timestamp(Buffer.from(imprint)),
    );
    expect(cms.indexOf(stamp)).toBeGreaterThan(0);
  });

  it('carries a token from elsewhere, or one changed since it was made, as it is now', async () => {
    const copied = await stamped('a copy', async (imprint) =>
      Buffer.from(await tsa.timestamp(Buffer.from(imprint))),
    );
    expect(copied.cms.indexOf(copied.stamp)).toBeGreaterThan(0);

    const changed = await stamped('a change', async (imprint) => {
      const token = await tsa.timestamp(Buffer.from(imprint));
      // The last octet is the TSA's signature value: still DER, no longer what was made.
      token[token.length - 1]! ^= 0xff;
      return token;
    });
    expect(changed.cms.indexOf(changed.stamp)).toBeGreaterThan(0);
  });

  it('refuses a token that is not DER', async () => {
    await expect(stamped('garbage', async () => Buffer.from([0x30, 0x85]))).rejects.toThrow(
      'The time-stamp token is not valid DER.',
    );
  });
});
