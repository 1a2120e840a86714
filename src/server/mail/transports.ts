import "server-only";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { DeliveryResult, MailMessage, MailTransport } from "@/domain/leads/types";

/** MAIL_FROM when it is configured (an address the relay accepts), else the sender the mail was rendered with. */
function nodemailerMessage(configured: string | undefined, message: MailMessage) {
  const from = configured ?? message.from ?? "website@localhost";
  return {
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: message.headers,
  };
}

/** Writes each mail as an .eml file under DATA_DIR/mail (the embedded default: nothing leaves the machine). */
export function fileTransport(dir: string, from: string | undefined): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    name: "file",
    minIntervalMs: 0,
    async send(message) {
      const info = await composer.sendMail(nodemailerMessage(from, message));
      await mkdir(dir, { recursive: true });
      // One file per Message-ID: a resend after a crash overwrites the same file.
      const name = message.messageId.replace(/[<>]/g, "").replace(/[^A-Za-z0-9.@-]/g, "_");
      const target = join(dir, `${name}.eml`);
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
      return { ok: true, info: target };
    },
  };
}

/** SMTP through nodemailer. 5xx answers are permanent (dead-letter); 4xx and network faults are retried. */
export function smtpTransport(url: string, from: string | undefined, timeoutMs = 10_000): MailTransport {
  const parsed = new URL(url);
  const transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port || (parsed.protocol === "smtps:" ? 465 : 587)),
    secure: parsed.protocol === "smtps:",
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    // ?ignoreTLS=true for servers without STARTTLS (local relays, the test server).
    ignoreTLS: parsed.searchParams.get("ignoreTLS") === "true",
    // Reuse a few connections instead of a new SMTP session per mail.
    pool: true,
    maxConnections: 3,
    maxMessages: 100,
    // A sink that accepts TCP but never greets, or stalls mid-session, fails the attempt instead of
    // holding the worker: the mail is retried after its back-off.
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 2 * timeoutMs,
  });
  return {
    name: "smtp",
    minIntervalMs: 0,
    async send(message): Promise<DeliveryResult> {
      try {
        const info = await transporter.sendMail(nodemailerMessage(from, message));
        return { ok: true, info: info.response };
      } catch (error) {
        const e = error as { responseCode?: number; code?: string; message?: string };
        const permanent = typeof e.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600;
        return { ok: false, permanent, error: `${e.code ?? "SMTP"} ${e.responseCode ?? ""} ${e.message ?? ""}`.trim() };
      }
    },
  };
}

export interface EmailJsConfig {
  apiUrl: string;
  publicKey: string;
  privateKey: string;
  serviceId: string;
  templates: { contact: string; plan: string; ack?: string };
}

/**
 * The EmailJS REST API, called from the server with the private key and the spec's template parameters,
 * paced to EmailJS's limit of one request per second. 429 and 5xx are retried; other 4xx are permanent.
 */
export function emailJsTransport(config: EmailJsConfig, fetchImpl: typeof fetch = fetch): MailTransport {
  return {
    name: "emailjs",
    minIntervalMs: 1_100,
    async send(message): Promise<DeliveryResult> {
      const templateId = config.templates[message.emailjs.template];
      if (!templateId) return { ok: "skipped", reason: `no EmailJS template for '${message.emailjs.template}' mails` };
      let response: Response;
      try {
        response = await fetchImpl(config.apiUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            service_id: config.serviceId,
            template_id: templateId,
            user_id: config.publicKey,
            accessToken: config.privateKey,
            template_params: message.emailjs.params,
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return {
          ok: false,
          permanent: false,
          error: `EmailJS unreachable: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      const body = (await response.text().catch(() => "")).slice(0, 200);
      if (response.ok) return { ok: true, info: `${response.status} ${body}` };
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
      return { ok: false, permanent, error: `EmailJS ${response.status} ${body}` };
    },
  };
}
