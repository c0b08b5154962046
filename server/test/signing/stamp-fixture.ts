import QRCode from 'qrcode';
import { loadOrCreateAuthority } from '../../src/pki/certificate-authority.ts';
import type { StampContent } from '../../src/pki/appearance.ts';

/**
 * Ada's certificate and a stamp with her name and a QR code on the right — an asymmetric
 * feature, so a turned or mirrored stamp shows in a render.
 */
export async function adaStamp(extraLines: StampContent['lines'] = []) {
  const authority = await loadOrCreateAuthority({});
  const credentials = await authority.issueSignerCertificate({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    quality: 'SES',
    legislation: 'EIDAS',
  });
  const qrPng = await QRCode.toBuffer('https://paraph.example/verify/r1', { margin: 0, scale: 4 });
  const content: StampContent = {
    lines: [{ text: 'Ada Lovelace', size: 12, bold: true }, ...extraLines],
    qrPng,
  };
  return { credentials, content };
}
