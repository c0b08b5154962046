import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { MailService } from '../../mail/service';
import { businesses, type BusinessRow, type StoredBusinessSettings } from '../../db/schema';
import { requireBusinessAdmin } from './access';
import type { BusinessContext } from './context';
import { recordSettingsChanged } from './events';
import { cleanSupportContact } from './support-contact';

type Schemas = components['schemas'];

/**
 * Every setting's value for a business that never saved one — the one place defaults live.
 * Signer-group limits are the price plan's (issue 21 enforces them); until billing sets them
 * per plan these hold.
 */
export const DEFAULT_SETTINGS: StoredBusinessSettings = {
  signatureRequests: {
    part11: { enabled: false },
    retention: { enabled: false, terminalState: 90 },
  },
  mailService: {
    attachments: { signedDocument: false },
    signatureProtocol: { enabled: true, customisable: false },
  },
  signerGroups: { maxGroups: 20, maxParticipants: 50 },
  affiliate: { enabled: false },
  userPilot: { enabled: false },
};

/** The stored settings over the defaults: a setting added later reads as its default. */
export function storedSettings(business: Pick<BusinessRow, 'settings'>): StoredBusinessSettings {
  const stored: Partial<StoredBusinessSettings> = business.settings ?? {};
  const retention = {
    ...DEFAULT_SETTINGS.signatureRequests.retention,
    ...stored.signatureRequests?.retention,
  };
  return {
    signatureRequests: {
      part11: stored.signatureRequests?.part11 ?? DEFAULT_SETTINGS.signatureRequests.part11,
      retention,
    },
    mailService: {
      attachments: stored.mailService?.attachments ?? DEFAULT_SETTINGS.mailService.attachments,
      signatureProtocol:
        stored.mailService?.signatureProtocol ?? DEFAULT_SETTINGS.mailService.signatureProtocol,
    },
    signerGroups: stored.signerGroups ?? DEFAULT_SETTINGS.signerGroups,
    affiliate: stored.affiliate ?? DEFAULT_SETTINGS.affiliate,
    userPilot: stored.userPilot ?? DEFAULT_SETTINGS.userPilot,
  };
}

/**
 * The logo as pages and mails embed it: an absolute URL (mails need one) versioned by the
 * bytes' hash, so the image can be cached for good and a new upload is a new URL.
 */
export function logoOf(
  mail: Pick<MailService, 'link'>,
  business: Pick<BusinessRow, 'id' | 'logo'>,
): Schemas['Logo'] | undefined {
  const { logo } = business;
  if (!logo) return undefined;
  return {
    width: logo.width,
    height: logo.height,
    url: mail.link(`/v1/images/logo/${business.id}`, { v: logo.sha256.slice(0, 16) }),
  };
}

export function toSettings(
  mail: Pick<MailService, 'link'>,
  business: BusinessRow,
): Schemas['BusinessSettings'] {
  const logo = logoOf(mail, business);
  return {
    supportContact: business.supportContact,
    ...storedSettings(business),
    companyBranding: logo ? { logo } : {},
  };
}

export async function getBusinessSettings(
  context: BusinessContext,
  businessId: string,
): Promise<Schemas['BusinessSettings']> {
  const { business } = await requireBusinessAdmin(context, businessId);
  return toSettings(context.mail, business);
}

/**
 * Replaces the editable settings. The logo has its own operations and the signer-group limits
 * come with the plan, so both are kept whatever the body says.
 */
export async function updateBusinessSettings(
  context: BusinessContext,
  { businessId, update }: { businessId: string; update: Schemas['BusinessSettingsUpdate'] },
): Promise<Schemas['BusinessSettings']> {
  const { business } = await requireBusinessAdmin(context, businessId);
  const { part11, retention } = update.signatureRequests;
  const settings: StoredBusinessSettings = {
    signatureRequests: {
      part11,
      retention: {
        enabled: retention.enabled,
        terminalState:
          retention.terminalState ?? DEFAULT_SETTINGS.signatureRequests.retention.terminalState,
      },
    },
    mailService: update.mailService,
    signerGroups: storedSettings(business).signerGroups,
    affiliate: update.affiliate ?? { enabled: false },
    userPilot: update.userPilot ?? { enabled: false },
  };
  const saved = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(businesses)
      .set({
        supportContact: cleanSupportContact(update.supportContact),
        settings,
        updatedAt: context.now,
      })
      .where(eq(businesses.id, businessId))
      .returning();
    await recordSettingsChanged(tx, {
      businessId,
      at: context.now,
      actor: context.user,
      details: 'settings',
    });
    return row;
  });
  return toSettings(context.mail, saved ?? business);
}
