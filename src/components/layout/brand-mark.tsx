/** The site's mark: a stylised lighthouse (Alexandria's Pharos) over waves, drawn inline. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="#0f4a80" />
      <path d="M17 12h6l1.5 16h-9z" fill="#fff" />
      <path d="M18.5 8h3l1 3h-5z" fill="#e6b94f" />
      <path d="M8 31c3-2 5-2 8 0s5 2 8 0 5-2 8 0" stroke="#aecdea" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
