// What an uploaded image costs the server: for photos and screenshots up to the pixel limit (50 megapixels,
// src/cms/collections/media.ts), the time and the peak memory of making the three sizes the layout uses, as
// Payload does it (sharp, WebP at quality 80, never enlarged). Each case runs in a process of its own so its
// peak is its own; "3 at once" is three uploads processed side by side, which the media collection's image
// turns prevent. Prints figures; asserts nothing.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const widths = [320, 640, 1280];
const cases = [
  { name: "phone photo 12 MP (JPEG)", width: 4000, height: 3000, format: "jpeg" },
  { name: "phone photo 24 MP (JPEG)", width: 6000, height: 4000, format: "jpeg" },
  { name: "camera photo 50 MP (JPEG)", width: 8660, height: 5773, format: "jpeg" },
  { name: "screenshot 8 MP (PNG)", width: 3840, height: 2160, format: "png", flat: true },
  { name: "poster 50 MP (PNG)", width: 8660, height: 5773, format: "png", flat: true },
];

async function one({ width, height, format, flat }, parallel) {
  const { default: sharp } = await import("sharp");
  const image = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#6a7f99",
      ...(flat ? {} : { noise: { type: "gaussian", mean: 128, sigma: 24 } }),
    },
  })
    [format]({ quality: 80 })
    .toBuffer();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  const started = performance.now();
  const sizes = () =>
    Promise.all(
      widths.map((w) => sharp(image).resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()),
    );
  await Promise.all(Array.from({ length: parallel }, sizes));
  const ms = performance.now() - started;
  clearInterval(sample);
  return { mb: image.byteLength / 1e6, ms, peakMb: (peak - before) / 1e6 };
}

if (process.argv[2] === "--case") {
  const result = await one(cases[Number(process.argv[3])], Number(process.argv[4]));
  process.stdout.write(JSON.stringify(result));
} else {
  const self = fileURLToPath(import.meta.url);
  console.log("image sizes (320, 640, 1280 px WebP) per upload: time and peak memory above the process's own");
  for (const [index, c] of cases.entries()) {
    for (const parallel of [1, 3]) {
      const r = JSON.parse(
        execFileSync(process.execPath, [self, "--case", String(index), String(parallel)]).toString(),
      );
      console.log(
        `${c.name.padEnd(28)} ${r.mb.toFixed(1).padStart(5)} MB file  ${parallel === 1 ? "1 upload " : "3 at once"}  ${String(Math.round(r.ms)).padStart(5)} ms  peak +${Math.round(r.peakMb)} MB`,
      );
    }
  }
}
