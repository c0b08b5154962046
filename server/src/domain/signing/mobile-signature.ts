import type { Db } from '../../db/database';
import type { MailService } from '../../mail/service';
import { renderMail } from '../../mail/templates';
import { checkTan, issueTan, spendTan, TAN_LIFETIME_MS, type TanCheck } from './tan';

/**
 * The mobile-signature service that authorises advanced and qualified signatures with a
 * one-time password on the signer's phone (Swisscom's in production). An adapter, so a real
 * provider plugs in where the sandbox is the default.
 */
export interface MobileSignatureProvider {
  /** Asks the signer for consent; the OTP reaches them out of band. */
  start(request: {
    transactionId: string;
    email: string;
    mobile: string | null;
    language: string | null;
    title: string;
    now: Date;
  }): Promise<{ expiresAt: Date }>;
  /**
   * Sends a code to a number the user wants to store, proving the phone is theirs; `confirm`
   * and `spend` then treat it like a signing OTP.
   */
  sendNumberCode(request: {
    transactionId: string;
    email: string;
    mobile: string;
    language: string | null;
    now: Date;
  }): Promise<{ expiresAt: Date }>;
  /** Checks the OTP; a wrong one counts towards the lock, a right one is not used up yet. */
  confirm(transactionId: string, otp: string, now: Date): Promise<TanCheck>;
  /**
   * Uses the confirmed OTP up inside `tx`, the transaction that records the first signature it
   * authorised; false when it is gone (a concurrent use spent it), which rolls `tx` back.
   */
  spend(tx: Db, transactionId: string, otp: string, now: Date): Promise<boolean>;
}

// OTPs share the guests' TAN store: hashed, five minutes, locked after five wrong answers.
const TAN_NAMESPACE = 'mst';

/**
 * The local sandbox: the OTP is e-mailed (standing in for the SMS), so every flow runs end to
 * end without an external service. Expired, wrong and locked codes behave as the real ones.
 */
export function createSandboxMobileSignature({
  db,
  mail,
}: {
  db: Db;
  mail: MailService;
}): MobileSignatureProvider {
  return {
    async start({ transactionId, email, language, title, now }) {
      const code = await issueTan({ db, now }, { requestId: TAN_NAMESPACE, userId: transactionId });
      await mail.send(
        renderMail({ kind: 'guestTan', to: email, language, values: { code, title } }),
        db,
      );
      return { expiresAt: new Date(now.getTime() + TAN_LIFETIME_MS) };
    },
    async sendNumberCode({ transactionId, email, mobile, language, now }) {
      const code = await issueTan({ db, now }, { requestId: TAN_NAMESPACE, userId: transactionId });
      await mail.send(
        renderMail({ kind: 'mobileNumberCode', to: email, language, values: { code, mobile } }),
        db,
      );
      return { expiresAt: new Date(now.getTime() + TAN_LIFETIME_MS) };
    },
    confirm(transactionId, otp, now) {
      return checkTan({ db, now }, { requestId: TAN_NAMESPACE, userId: transactionId, code: otp });
    },
    spend(tx, transactionId, otp, now) {
      return spendTan(tx, { requestId: TAN_NAMESPACE, userId: transactionId, code: otp, now });
    },
  };
}
