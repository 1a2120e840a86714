import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback that keeps what it receives. `reject` makes it answer RCPT/DATA with a
 * code (451 temporary, 550 permanent) to test retries and dead letters.
 */
export async function startSmtp() {
  const raw: Buffer[] = [];
  /** The SMTP envelope of each message in `raw` (same index): MAIL FROM and every RCPT TO. */
  const envelopes: { from: string; to: string[] }[] = [];
  const state = {
    reject: undefined as undefined | { code: number; message: string },
    /** Milliseconds to wait before answering DATA (a slow relay keeps the outbox worker's claims in hand). */
    delayMs: 0,
    /**
     * Called once a mail is stored here, just before the 250 goes back to the client: the crash-window drill
     * SIGKILLs the worker there. Killing first makes the window certain: the worker can never read the 250 and
     * mark the row sent before the signal lands (after the write, a busy machine let it win that race).
     */
    afterAccept: undefined as undefined | ((mail: Buffer) => void),
  };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No reverse DNS of 127.0.0.1: nothing here may leave the machine, and it would only add delay.
    disableReverseLookup: true,
    // Closing waits for open client connections (30 s by default); a test's mail is in by then.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const answer = () => {
          if (state.reject) {
            const error = Object.assign(new Error(state.reject.message), { responseCode: state.reject.code });
            return callback(error);
          }
          const mail = Buffer.concat(chunks);
          raw.push(mail);
          const from = session.envelope.mailFrom;
          envelopes.push({
            from: from ? from.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          state.afterAccept?.(mail);
          callback(null);
        };
        if (state.delayMs > 0) setTimeout(answer, state.delayMs);
        else answer();
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
    envelopes,
    async mails(): Promise<ParsedMail[]> {
      return Promise.all(raw.map((r) => simpleParser(r)));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
