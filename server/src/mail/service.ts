import type { MailMessage } from './mailer';

/** What the domain needs to send a message: fire and forget, failures are logged. */
export interface MailService {
  send(message: MailMessage): void;
  /** An absolute link into the web app, e.g. link('/signup/confirm', { token }). */
  link(path: string, query?: Record<string, string>): string;
}
