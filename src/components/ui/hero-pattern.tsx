/** A quiet geometric backdrop (an eight-point star lattice, after Alexandria's Islamic motifs). */
export function HeroPattern() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute inset-0 -z-10 size-full opacity-[0.08]">
      <defs>
        <pattern id="hero-star" width="56" height="56" patternUnits="userSpaceOnUse">
          <path
            d="M28 6l6 16 16 6-16 6-6 16-6-16-16-6 16-6z M28 14l4 10 10 4-10 4-4 10-4-10-10-4 10-4z"
            fill="none"
            stroke="#fff"
            strokeWidth="1"
          />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#hero-star)" />
    </svg>
  );
}
