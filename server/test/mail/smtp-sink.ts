import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp:// URL of the running server. */
  url: string;
  /** Every message received, raw, in arrival order. */
  received: Buffer[];
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps what it receives, for mail tests. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
