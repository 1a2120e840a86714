import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { EmailAdapter } from "payload";
import { env } from "@/config/env";

/**
 * The CMS's own mail (a staff member's password reset): through SMTP_URL like the site's mail, else written
 * as an .eml file to DATA_DIR/mail/cms (the embedded default), never to the log, where a reset link would
 * be readable by anyone who reads the logs. Payload's documented email-adapter interface.
 */
export const cmsEmail: EmailAdapter = () => {
  const config = env();
  const fromAddress = config.MAIL_FROM?.match(/<([^>]+)>/)?.[1] ?? config.MAIL_FROM ?? "cms@localhost";
  const smtp = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    name: "site-mail",
    defaultFromAddress: fromAddress,
    defaultFromName: "Website CMS",
    async sendEmail(message) {
      if (smtp) return smtp.sendMail(message);
      const info = await files.sendMail(message);
      const dir = path.resolve(/* turbopackIgnore: true */ config.DATA_DIR, "mail", "cms");
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${Date.now()}-${randomUUID()}.eml`), info.message as Buffer, { mode: 0o600 });
      return info;
    },
  };
};
