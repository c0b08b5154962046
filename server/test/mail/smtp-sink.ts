import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp:// URL of the running server. */
  url: string;
  /** Every message received, raw, in arrival order. */
  received: Buffer[];
  /** Messages turned away with a temporary error (451) while `refusing` was set. */
  refused: number;
  /** While true, every message is turned away, as by a mail server that is down. */
  refusing: boolean;
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
        if (sink.refusing) {
          sink.refused += 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused: 0,
    refusing: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}
