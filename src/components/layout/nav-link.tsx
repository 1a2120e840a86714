import type { ComponentProps } from "react";
import { Link } from "@/i18n/navigation";
import { isSitePath } from "@/lib/site-address";

type Props = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * A link of the editable menus: a page of this site takes the visitor's language (/ar/... on the Arabic site),
 * a full address elsewhere is a plain link.
 */
export function NavLink({ href, children, ...props }: Props) {
  if (isSitePath(href)) {
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
