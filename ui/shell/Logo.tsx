/** The brand mark: a flame in the brand colour. Decorative unless given a label. */
export function Logo({ size = 32, label }: { size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path
        fill="#fd267a"
        d="M16 2c1 5.5 7.5 8.5 7.5 16.2A7.6 7.6 0 0 1 16 30a7.6 7.6 0 0 1-7.5-7.7c0-3.6 2-5.9 3.6-7.4.3 2 1.4 3.6 3 4.3C14 14 15.5 8 16 2Z"
      />
    </svg>
  );
}
