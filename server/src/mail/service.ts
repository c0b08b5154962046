import type { Db } from '../db/database';
import type { MailMessage } from './mailer';

/** What the domain needs to send a message: queued with the change, delivered after it. */
export interface MailService {
  /**
   * Queues the message in `db`: pass the transaction of the change that causes the mail, so
   * the mail goes out exactly when that change commits. Delivery (retried) follows the answer.
   */
  send(message: MailMessage, db: Db): Promise<void>;
  /** An absolute link into the web app, e.g. link('/signup/confirm', { token }). */
  link(path: string, query?: Record<string, string>): string;
}
