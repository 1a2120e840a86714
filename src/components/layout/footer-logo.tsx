"use client";

import { useEffect, useRef, useState } from "react";

type Props = { src: string; width: number; height: number; brand: string };

/** The footer logo; if the image cannot be loaded it is hidden and the brand name is shown instead. */
export function FooterLogo({ src, width, height, brand }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // The image may have failed before hydration attached onError.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <span className="flex items-center gap-3">
      {failed ? null : (
        // eslint-disable-next-line @next/next/no-img-element -- a plain img so onError can swap in the text brand
        <img
          ref={ref}
          src={src}
          width={width}
          height={height}
          alt=""
          onError={() => setFailed(true)}
          className="size-10"
        />
      )}
      <span className="text-lg font-bold text-white" data-testid="footer-brand">
        {brand}
      </span>
    </span>
  );
}
