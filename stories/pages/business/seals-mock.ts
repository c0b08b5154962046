import { delay, http, HttpResponse } from 'msw';
import type { components } from '../../../openapi/schema.gen';
import { BUSINESS } from './members-mock';

type Seal = components['schemas']['Seal'];

export const invoices: Seal = {
  accountName: 'acme',
  displayName: 'Acme AG',
  quality: 'AES',
  amountApiKeys: 1,
  amountMembers: 2,
  hasImage: true,
  members: ['u-ada', 'u-mo'],
};
export const contracts: Seal = {
  accountName: 'acme-contracts-and-framework-agreements',
  displayName: 'Acme AG contracts and framework agreements',
  quality: 'QES',
  amountApiKeys: 0,
  amountMembers: 0,
  hasImage: false,
  members: [],
};

const sealPath = (seal: string) => `*/v1/businesses/${BUSINESS}/seals/${seal}`;

export const sealsAre = (seals: Seal[]) =>
  http.get(`*/v1/businesses/${BUSINESS}/seals`, () => HttpResponse.json({ seals }));
export const sealIs = (seal: Seal) =>
  http.get(sealPath(seal.accountName), () => HttpResponse.json(seal));

/**
 * A round company stamp in the seal's blue, drawn in the browser: shapes only, because canvas
 * text would be drawn in whatever sans-serif the machine has, and the screenshots would follow.
 */
async function stampPng(): Promise<Blob> {
  const canvas = new OffscreenCanvas(300, 120);
  const context = canvas.getContext('2d')!;
  context.strokeStyle = '#1d4ed8';
  context.fillStyle = '#1d4ed8';
  context.lineWidth = 6;
  context.beginPath();
  context.arc(60, 60, 50, 0, Math.PI * 2);
  context.stroke();
  context.fillRect(40, 40, 40, 40);
  context.fillRect(130, 44, 150, 12);
  context.fillRect(130, 66, 100, 12);
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Any seal's image. */
export const sealImages = http.get(`${sealPath('*')}/image`, async () => {
  return new HttpResponse(await stampPng(), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' },
  });
});

export const sealsPending = http.get(`*/v1/businesses/${BUSINESS}/seals*`, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export { sealPath };
