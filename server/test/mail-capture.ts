import type { MailMessage, Mailer } from '../src/mail/mailer';

/** A mailer that keeps every message, for tests that read mail and follow its link. */
export function captureMail() {
  const messages: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      messages.push(message);
    },
    close() {},
  };
  return {
    mailer,
    messages,
    /** The newest message to `to`; fails the test when there is none. */
    last(to: string): MailMessage {
      const found = messages.filter((message) => message.to === to).at(-1);
      if (!found) throw new Error(`No mail to ${to}`);
      return found;
    },
    /** The newest message to `to` that carries a link (not, say, a code sent after it). */
    lastWithLink(to: string): MailMessage {
      const found = messages.filter((message) => message.to === to && message.link).at(-1);
      if (!found) throw new Error(`No mail with a link to ${to}`);
      return found;
    },
    /** The path and query of the newest message's link, ready for the app. */
    linkOf(to: string): URL {
      const link = this.last(to).link;
      if (!link) throw new Error(`The mail to ${to} has no link`);
      return new URL(link);
    },
  };
}
