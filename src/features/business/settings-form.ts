import type { components } from '../../../openapi/schema.gen';

export type BusinessSettings = components['schemas']['BusinessSettings'];

/** The editable part of the settings as the form holds it (numbers as typed). */
export interface SettingsValues {
  supportEmail: string;
  supportPhone: string;
  part11: boolean;
  retentionEnabled: boolean;
  retentionDays: string;
  signedDocument: boolean;
  protocolEnabled: boolean;
  protocolCustomisable: boolean;
  affiliate: boolean;
  userPilot: boolean;
}

/** When auto-deletion is switched on without a period: the contract's range starts at 1. */
export const DEFAULT_RETENTION_DAYS = 30;
export const MAX_RETENTION_DAYS = 3650;

export function settingsValuesOf(settings: BusinessSettings): SettingsValues {
  const retention = settings.signatureRequests.retention;
  return {
    supportEmail: settings.supportContact.email ?? '',
    supportPhone: settings.supportContact.phone ?? '',
    part11: settings.signatureRequests.part11.enabled,
    retentionEnabled: retention.enabled,
    retentionDays: String(retention.terminalState ?? DEFAULT_RETENTION_DAYS),
    signedDocument: settings.mailService.attachments.signedDocument,
    protocolEnabled: settings.mailService.signatureProtocol.enabled,
    protocolCustomisable: settings.mailService.signatureProtocol.customisable,
    affiliate: settings.affiliate?.enabled ?? false,
    userPilot: settings.userPilot?.enabled ?? false,
  };
}

/** Days after completion as typed: a whole number in the contract's range, else null. */
export function retentionDaysOf(typed: string): number | null {
  if (!/^\d+$/.test(typed.trim())) return null;
  const days = Number(typed.trim());
  return days >= 1 && days <= MAX_RETENTION_DAYS ? days : null;
}

/**
 * The PUT body: the form's values over the settings as loaded, so what the form does not edit
 * (the logo, the plan's signer-group limits) goes back unchanged. Empty support fields are
 * left out (the server keeps none); the period is sent only while auto-deletion is on.
 */
export function settingsBodyOf(
  settings: BusinessSettings,
  values: SettingsValues,
): BusinessSettings {
  const email = values.supportEmail.trim();
  const phone = values.supportPhone.trim();
  const days = retentionDaysOf(values.retentionDays);
  return {
    ...settings,
    supportContact: { ...(email && { email }), ...(phone && { phone }) },
    signatureRequests: {
      part11: { enabled: values.part11 },
      retention:
        values.retentionEnabled && days !== null
          ? { enabled: true, terminalState: days }
          : { enabled: false },
    },
    mailService: {
      attachments: { signedDocument: values.signedDocument },
      signatureProtocol: {
        enabled: values.protocolEnabled,
        // Customising a protocol that is not attached means nothing: off with it.
        customisable: values.protocolEnabled && values.protocolCustomisable,
      },
    },
    affiliate: { enabled: values.affiliate },
    userPilot: { enabled: values.userPilot },
  };
}

/**
 * Spec 5: the server clears an invalid support contact value. Which typed values it did not
 * keep, so the page can say so next to the field.
 */
export function clearedSupportFields(
  sent: SettingsValues,
  saved: BusinessSettings,
): Array<'supportEmail' | 'supportPhone'> {
  const cleared: Array<'supportEmail' | 'supportPhone'> = [];
  if (sent.supportEmail.trim() && !saved.supportContact.email) cleared.push('supportEmail');
  if (sent.supportPhone.trim() && !saved.supportContact.phone) cleared.push('supportPhone');
  return cleared;
}
