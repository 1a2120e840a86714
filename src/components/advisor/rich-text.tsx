"use client";

import { Fragment, type ReactNode } from "react";
import { useLocale } from "next-intl";
import { Link } from "@/i18n/navigation";

/** Pages of this site the advisor may link to; anything else is shown as plain text. */
const INTERNAL =
  /^(\/ar)?\/(paths\/[a-z0-9-]+|training\/(it|english|business)|contact(#location)?|start-learning|about|corporate|careers|privacy)?$/;

const linkClass = "font-semibold text-primary-700 underline";

function inline(text: string, key: string, current: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /\[([^\]\n]{1,200})\]\(([^)\s]{1,200})\)|\*\*([^*\n]{1,200})\*\*/g;
  let last = 0;
  let i = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index! > last) out.push(text.slice(last, match.index));
    if (match[3] !== undefined) {
      out.push(<strong key={`${key}-b${i++}`}>{match[3]}</strong>);
    } else {
      const [, label, href] = match;
      if (INTERNAL.test(href!)) {
        // The advisor already chose the language of the path. Same language as the page: the locale-aware
        // link; the other language: a plain link to the full path the advisor wrote.
        const [path, hash] = href!.split("#");
        const arabic = path!.startsWith("/ar");
        const target = (arabic ? path!.slice(3) : path!) || "/";
        out.push(
          (arabic ? "ar" : "en") === current ? (
            <Link key={`${key}-l${i++}`} href={hash ? `${target}#${hash}` : target} className={linkClass}>
              {label}
            </Link>
          ) : (
            <a key={`${key}-l${i++}`} href={href} className={linkClass}>
              {label}
            </a>
          ),
        );
      } else {
        out.push(label);
      }
    }
    last = match.index! + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * Renders an advisor reply as text: paragraphs, **bold**, and Markdown links to this site's own pages.
 * Nothing is ever interpreted as HTML.
 */
export function RichText({ text }: { text: string }) {
  const current = useLocale();
  const paragraphs = text.split(/\n{2,}/);
  return (
    <>
      {paragraphs.map((paragraph, p) => (
        <p key={p} className="[&:not(:first-child)]:mt-2">
          {paragraph.split("\n").map((line, l) => (
            <Fragment key={l}>
              {l > 0 ? <br /> : null}
              {inline(line, `${p}-${l}`, current)}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
