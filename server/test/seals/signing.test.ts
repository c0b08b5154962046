import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import {
  apiUsers,
  businesses,
  requestEvents,
  sealMembers,
  signatures,
  type SealRow,
} from '../../src/db/schema';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import type { Person } from '../requests/lifecycle-setup';
import {
  download,
  problemCode,
  sendRequest,
  signBody,
  snapshot,
  STAMP,
} from '../signing/sign-setup';
import { missingTools, pdfsig, renderPage } from '../signing/tools';
import { createSealedBusiness } from './setup';

const t = build({ mail: { publicUrl: 'https://app.test' } });
const withTools = missingTools.length ? it.skip : it;

const BUSINESS = 'Helvetia Siegel AG';
let seal: SealRow;
let businessId = '';
let admin: Person;
let sealMember: Person & { id: string; firstName: string; lastName: string };
let plainMember: Person;

const person = async (user: Awaited<ReturnType<typeof createUser>>) => ({
  ...user,
  headers: bearer(await login(t.app, user)),
});

function signWithSeal(who: Person, request: { id: string; documentId: string }, name?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v3/sign',
    headers: who.headers,
    payload: {
      ...signBody([{ requestId: request.id, documentId: request.documentId, position: STAMP }]),
      sealAccountName: name ?? seal.accountName,
    },
  });
}

/** Pixels of the seal image's magenta inside the stamp's box on the first page. */
function magentaInStamp(pdf: Buffer): number {
  const page = renderPage(pdf, 0);
  let red = 0;
  for (let y = STAMP.y; y < STAMP.y + STAMP.height; y++) {
    for (let x = STAMP.x; x < STAMP.x + STAMP.width; x++) {
      const at = (y * page.width + x) * 3;
      const [r, g, b] = [page.data[at]!, page.data[at + 1]!, page.data[at + 2]!];
      if (r > 200 && g < 60 && b > 200) red++;
    }
  }
  return red;
}

beforeAll(async () => {
  const made = await createSealedBusiness(t.app, { members: 2, name: BUSINESS });
  seal = made.seal;
  businessId = made.business.id;
  admin = await person(made.admin);
  sealMember = await person(made.members[0]!);
  plainMember = await person(made.members[1]!);
  await t.app.db.insert(sealMembers).values({ sealId: seal.id, userId: sealMember.id });
  const image = await sharp({
    create: { width: 400, height: 200, channels: 3, background: '#ff00ff' },
  })
    .png()
    .toBuffer();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/v1/businesses/${businessId}/seals/${seal.accountName}/image`,
    headers: { ...admin.headers, 'content-type': 'image/png' },
    payload: image,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(204);
});

describe('signing with a seal', () => {
  it('signs at once in the organisation’s name, recording the person who applied it', async () => {
    const request = await sendRequest(t.app, admin, [sealMember.email], { quality: 'AES' });
    const response = await signWithSeal(sealMember, request);
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('sign', response);
    // No one-time password: the seal is the organisation's key, not the person's.
    expect(response.json().status).toBe('SIGNED');

    const [row] = await t.app.db
      .select()
      .from(signatures)
      .where(eq(signatures.requestId, request.id));
    expect(row).toMatchObject({ statusCode: 'SIGNED', signedQuality: 'AES' });

    const [event] = await t.app.db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.requestId, request.id), eq(requestEvents.type, 'SIGNED')));
    expect(event).toMatchObject({ actorUserId: sealMember.id, actorEmail: sealMember.email });
    const subject = (event?.data as { certificate: { subject: string } }).certificate.subject;
    expect(subject).toContain(`CN=${BUSINESS}`);
    expect(subject).toContain(`O=${BUSINESS}`);
    expect(subject).not.toContain('@');
    expect(subject).not.toContain(sealMember.lastName);

    const signed = await download(t.app, admin, request.documentId);
    if (!missingTools.length) {
      const [found] = pdfsig(signed);
      expect(found?.valid).toBe(true);
      expect(found?.commonName).toBe(BUSINESS);
      const dn = /Signer full Distinguished Name: (.*)/.exec(found?.text ?? '')?.[1] ?? '';
      expect(dn).toContain(`O=${BUSINESS}`);
      expect(dn).not.toContain('@');
      expect(found?.text).not.toContain(sealMember.email);
      expect(found?.text).not.toContain(sealMember.lastName);
    }
  });

  withTools('stamps the seal’s image (beside its name)', async () => {
    const request = await sendRequest(t.app, admin, [sealMember.email]);
    const original = await download(t.app, admin, request.documentId, false);
    expect((await signWithSeal(sealMember, request)).statusCode).toBe(200);
    const signed = await download(t.app, admin, request.documentId);
    expect(magentaInStamp(original)).toBe(0);
    expect(magentaInStamp(signed)).toBeGreaterThan(500);
  });

  it('is open to an API user of the business, who spends no credits of its own', async () => {
    const backing = await createUser(t.app, {
      attributes: { free_signatures_remaining: ['0'] },
    });
    await t.app.db.insert(apiUsers).values({
      username: `api-${randomBytes(4).toString('hex')}`,
      businessId,
      userId: backing.id,
      secretHash: 'x'.repeat(64),
    });
    const apiUser = await person(backing);
    const request = await sendRequest(t.app, admin, [apiUser.email]);
    const response = await signWithSeal(apiUser, request);
    expect(response.statusCode, response.body).toBe(200);
    expect((await snapshot(t.app, request.id, apiUser.email)).credits).toEqual(['0']);
  });

  describe('refusals change nothing', () => {
    async function expectRefused(
      who: Person,
      status: number,
      code: string,
      options: { quality?: string; name?: string; signer?: Person } = {},
    ) {
      const signer = options.signer ?? who;
      const request = await sendRequest(t.app, admin, [signer.email], {
        ...(options.quality ? { quality: options.quality } : {}),
      });
      const before = await snapshot(t.app, request.id, who.email);
      const response = await signWithSeal(who, request, options.name);
      expect(response.statusCode, response.body).toBe(status);
      expectContractResponse('sign', response);
      expect(problemCode(response)).toBe(code);
      expect(await snapshot(t.app, request.id, who.email)).toEqual(before);
    }

    it('a member of the business not allowed to apply the seal (403)', async () => {
      await expectRefused(plainMember, 403, 'NOT_A_SEAL_MEMBER');
    });

    it('someone outside the business, to whom the seal is unknown (404)', async () => {
      const stranger = await person((await createSealedBusiness(t.app)).admin);
      await expectRefused(stranger, 404, 'NOT_FOUND');
    });

    it('an unknown seal (404)', async () => {
      await expectRefused(sealMember, 404, 'NOT_FOUND', { name: 'no-such-seal' });
    });

    it('a seal member who is not a signer of the request (404, as for any request)', async () => {
      await expectRefused(sealMember, 404, 'NOT_FOUND', { signer: plainMember });
    });

    it('an advanced seal on a qualified request (422)', async () => {
      await expectRefused(sealMember, 422, 'QUALITY_NOT_MET', { quality: 'QES' });
    });

    it.each(['BLOCKED', 'NEEDS_PAYMENT_METHOD'] as const)(
      'a business whose payment method is %s (403 BUSINESS_LOCKED)',
      async (paymentMethod) => {
        const setPayment = (value: typeof paymentMethod | 'TRIALING') =>
          t.app.db
            .update(businesses)
            .set({ paymentMethod: value })
            .where(eq(businesses.id, businessId));
        await setPayment(paymentMethod);
        try {
          await expectRefused(sealMember, 403, 'BUSINESS_LOCKED');
        } finally {
          await setPayment('TRIALING');
        }
      },
    );
  });
});
