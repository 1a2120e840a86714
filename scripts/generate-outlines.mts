// Writes the course-outline PDFs that the site serves itself (public/outlines/*.pdf) from the
// catalogue content, so the file always matches the learning path page. Runs before every build.
import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";
import PDFDocument from "pdfkit";
import { siteConfig } from "../src/config/site";
import { catalog, totalHours } from "../src/content/catalog";

const outDir = join(process.cwd(), "public", "outlines");

function writeOutline(slug: string, fileName: string): Promise<void> {
  const path = catalog.paths.find((p) => p.slug === slug);
  if (!path) throw new Error(`No learning path '${slug}' for ${fileName}`);
  mkdirSync(outDir, { recursive: true });
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `${path.title.en}: course outline`, Author: siteConfig.brand.en, Subject: path.subtitle.en },
  });
  const done = new Promise<void>((resolve, reject) => {
    const stream = createWriteStream(join(outDir, fileName));
    stream.on("finish", resolve).on("error", reject);
    doc.pipe(stream);
  });

  doc.fillColor("#0f4a80").font("Helvetica-Bold").fontSize(22).text(path.title.en);
  doc.moveDown(0.3).fillColor("#334155").font("Helvetica").fontSize(12).text(path.subtitle.en);
  doc
    .moveDown(0.5)
    .fontSize(11)
    .text(`${path.stages.length} stages, ${totalHours(path.stages)} training hours in total.`);
  path.stages.forEach((stage, index) => {
    doc.moveDown(1).fillColor("#0f4a80").font("Helvetica-Bold").fontSize(14);
    doc.text(`Stage ${index + 1}: ${stage.title.en} (${stage.hours} hours)`);
    doc.fillColor("#334155").font("Helvetica").fontSize(11);
    for (const point of stage.points) doc.text(`•  ${point.en}`, { indent: 12 });
  });
  doc.moveDown(1).fillColor("#0f4a80").font("Helvetica-Bold").fontSize(14).text("Key outcomes");
  doc.fillColor("#334155").font("Helvetica").fontSize(11);
  for (const outcome of path.outcomes) doc.text(`•  ${outcome.en}`, { indent: 12 });
  doc.moveDown(1.5).fontSize(10).fillColor("#64748b");
  doc.text(
    `${siteConfig.brand.en}, ${siteConfig.address.street.en}, ${siteConfig.address.district.en}, ` +
      `${siteConfig.address.city.en}. Phone ${siteConfig.phone.display}, ${siteConfig.email}.`,
  );
  doc.end();
  return done;
}

// Local outlines named in the catalogue (outline.kind === "local").
const local = catalog.itProgrammes.flatMap((p) =>
  p.outline?.kind === "local" && p.pathSlug ? [{ slug: p.pathSlug, file: p.outline.href.split("/").pop()! }] : [],
);
await Promise.all(local.map(({ slug, file }) => writeOutline(slug, file)));
console.log(`outlines: wrote ${local.map((l) => `public/outlines/${l.file}`).join(", ")}`);
