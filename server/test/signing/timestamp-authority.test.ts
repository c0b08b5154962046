import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { describe, expect, it } from 'vitest';
import { loadOrCreateAuthority } from '../../src/pki/certificate-authority.ts';
import {
  createLocalTimestampAuthority,
  decodeTimestampResponse,
  encodeTimestampRequest,
  readTstInfo,
} from '../../src/pki/timestamp-authority.ts';

const toArrayBuffer = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

describe('local timestamp authority', () => {
  it('issues a token that verifies, over the imprint, at the injected time', async () => {
    const authority = await loadOrCreateAuthority({ keyPoolSize: 0 });
    // A pinned instant inside the fresh CA's validity (it is backdated by an hour).
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 10 * 60_000);
    const tsa = createLocalTimestampAuthority(authority, () => at);
    const stamped = Buffer.from('the signature value');
    const imprint = createHash('sha256').update(stamped).digest();
    const token = await tsa.timestamp(imprint);

    const info = readTstInfo(token);
    expect(info.genTime.toISOString()).toBe(at.toISOString());
    expect(Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView)).toEqual(imprint);

    const content = new pkijs.ContentInfo({ schema: asn1js.fromBER(toArrayBuffer(token)).result });
    const signedData = new pkijs.SignedData({ schema: content.content });
    const { root } = authority.certificates();
    const rootCert = pkijs.Certificate.fromBER(
      toArrayBuffer(Buffer.from(root.replace(/-----[^-]+-----|\s/g, ''), 'base64')),
    );
    const result = await signedData.verify({
      signer: 0,
      data: toArrayBuffer(stamped),
      trustedCerts: [rootCert],
      checkChain: true,
      extendedMode: true,
    });
    expect(result.signatureVerified).toBe(true);
    // The TSA certificate is dedicated to time-stamping (RFC 3161 §2.3).
    const tsaCert = signedData.certificates![0] as pkijs.Certificate;
    const eku = tsaCert.extensions!.find((ext) => ext.extnID === '2.5.29.37')!;
    expect(eku.critical).toBe(true);
    expect((eku.parsedValue as pkijs.ExtKeyUsage).keyPurposes).toEqual(['1.3.6.1.5.5.7.3.8']);

    const other = Buffer.from('something else');
    await expect(
      signedData.verify({ signer: 0, data: toArrayBuffer(other), extendedMode: true }),
    ).rejects.toBeDefined();
  });
});

describe('RFC 3161 over HTTP', () => {
  it('encodes a TimeStampReq with SHA-256 imprint, nonce and certReq', () => {
    const imprint = createHash('sha256').update('x').digest();
    const der = encodeTimestampRequest(imprint, Buffer.from([0x01, 0x02, 0x03]));
    const request = new pkijs.TimeStampReq({ schema: asn1js.fromBER(toArrayBuffer(der)).result });
    expect(request.version).toBe(1);
    expect(request.messageImprint.hashAlgorithm.algorithmId).toBe('2.16.840.1.101.3.4.2.1');
    expect(Buffer.from(request.messageImprint.hashedMessage.valueBlock.valueHexView)).toEqual(
      imprint,
    );
    expect(Buffer.from(request.nonce!.valueBlock.valueHexView)).toEqual(Buffer.from([1, 2, 3]));
    expect(request.certReq).toBe(true);
    // version 1, then MessageImprint { AlgorithmIdentifier { sha256 } (parameters absent, as
    // RFC 5754 prefers), OCTET STRING (32) }.
    expect(der.subarray(2, 22).toString('hex')).toBe(
      '020101' + '302f' + '300b' + '0609608648016503040201' + '0420',
    );
  });

  it('accepts a granted response and rejects refusals and mismatched imprints', async () => {
    const authority = await loadOrCreateAuthority({ keyPoolSize: 0 });
    const tsa = createLocalTimestampAuthority(authority);
    const imprint = createHash('sha256').update('y').digest();
    const token = await tsa.timestamp(imprint);
    const granted = new pkijs.TimeStampResp({
      status: new pkijs.PKIStatusInfo({ status: 0 }),
      timeStampToken: new pkijs.ContentInfo({
        schema: asn1js.fromBER(toArrayBuffer(token)).result,
      }),
    });
    const der = new Uint8Array(granted.toSchema().toBER());
    expect(decodeTimestampResponse(der, { messageImprint: imprint })).toEqual(token);
    expect(() =>
      decodeTimestampResponse(der, { messageImprint: createHash('sha256').update('z').digest() }),
    ).toThrow(/different message imprint/);
    const refused = new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: 2 }) });
    expect(() =>
      decodeTimestampResponse(new Uint8Array(refused.toSchema().toBER()), {
        messageImprint: imprint,
      }),
    ).toThrow(/refused/);
  });
});
