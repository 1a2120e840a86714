import { existsSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { Payload } from "payload";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tempDir } from "../support/databases";

const BUCKET = "site-uploads";
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * Shared storage for uploads (several instances): with S3_BUCKET set, an upload and its WebP sizes go to the
 * S3-compatible bucket (here the fake S3 server s3rver, on loopback) and nothing to DATA_DIR/media.
 */
describe("uploads in S3-compatible storage", () => {
  const dataDir = tempDir("cms-s3-");
  let server: S3rver;
  let payload: Payload;
  let s3: S3Client;

  beforeAll(async () => {
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: tempDir("s3rver-"),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = (await server.run()) as AddressInfo;
    const endpoint = `http://127.0.0.1:${port}`;
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    vi.resetModules();
    const { getPayload } = await import("payload");
    const { default: config } = await import("@/payload.config");
    payload = await getPayload({ config, key: "cms-storage-integ" });
    // A CMS of its own, set up as `npm run cms:seed` does.
    await (await import("@/cms/seed")).seedCms(payload);
    s3 = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials });
  }, 120_000);
  afterAll(async () => {
    await payload?.destroy();
    s3?.destroy();
    await server?.close();
    for (const name of [
      "DATA_DIR",
      "DATABASE_URL",
      "S3_BUCKET",
      "S3_ENDPOINT",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
    ]) {
      delete process.env[name];
    }
  });

  it("stores the original and its sizes in the bucket, and reads them back through Payload's file route", async () => {
    const png = join(dataDir, "photo.png");
    writeFileSync(
      png,
      await sharp({ create: { width: 1400, height: 700, channels: 3, background: "#0f4a80" } })
        .png()
        .toBuffer(),
    );
    const media = await payload.create({
      collection: "media",
      data: { alt: { en: "Classroom", ar: "قاعة التدريب" } },
      filePath: png,
    });
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    const keys = (listed.Contents ?? []).map((o) => o.Key).sort();
    // The seed's PDF outline went to the bucket too.
    expect(keys).toContain("react-frontend.pdf");
    expect(keys.filter((k) => k?.startsWith("photo"))).toEqual(
      [
        media.filename,
        media.sizes?.thumbnail?.filename,
        media.sizes?.card?.filename,
        media.sizes?.wide?.filename,
      ].sort(),
    );
    expect(existsSync(join(dataDir, "media"))).toBe(false);
    const original = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: media.filename! }));
    expect(original.ContentType).toBe("image/png");
    expect((await original.Body!.transformToByteArray()).length).toBe(media.filesize);
    // The public address stays Payload's own file route (its access rules apply), whatever the storage;
    // the pages link it as a path on the site.
    expect(media.url).toMatch(new RegExp(`/cms-api/media/file/${media.filename}$`));
    const { mediaUrl, imageView } = await import("@/content/cms");
    expect(mediaUrl(media)).toBe(`/cms-api/media/file/${media.filename}`);
    expect(imageView(media, "en")?.srcSet).toBe(
      ["photo-320x160.webp 320w", "photo-640x320.webp 640w", "photo-1280x640.webp 1280w"]
        .map((size) => `/cms-api/media/file/${size}`)
        .join(", "),
    );

    await payload.delete({ collection: "media", id: media.id });
    const after = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    expect((after.Contents ?? []).filter((o) => o.Key?.startsWith("photo"))).toEqual([]);
  });
});
