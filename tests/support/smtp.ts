import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback that keeps what it receives. `reject` makes it answer RCPT/DATA with a
 * code (451 temporary, 550 permanent) to test retries and dead letters.
 */
export async function startSmtp() {
  const raw: Buffer[] = [];
  const state = { reject: undefined as undefined | { code: number; message: string } };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No reverse DNS of 127.0.0.1: nothing here may leave the machine, and it would only add delay.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (state.reject) {
          const error = Object.assign(new Error(state.reject.message), { responseCode: state.reject.code });
          return callback(error);
        }
        raw.push(Buffer.concat(chunks));
        callback(null);
      });
    },
  });
  // A client killed mid-session resets its connection; that is expected in the durability tests.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    state,
    raw,
    async mails(): Promise<ParsedMail[]> {
      return Promise.all(raw.map((r) => simpleParser(r)));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
