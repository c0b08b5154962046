import type { Db } from '../db/database';
import type { MailService } from '../mail/service';

/** What an account operation needs besides its input: storage, mail, the time and the caller. */
export interface Context {
  db: Db;
  mail: MailService;
  now: Date;
  /** The caller's address, for per-IP limits. */
  ip: string;
  /** Mails one IP may ask for per hour (the app's setting; LIMITS.mailPerIp by default). */
  mailsPerIpPerHour?: number;
}
