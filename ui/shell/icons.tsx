import type { NavItem } from '../../core/navigation';

const PATHS: Record<NavItem | 'menu' | 'close', string> = {
  recs: 'M12 2c.7 3.9 5.3 6 5.3 11.5A5.4 5.4 0 0 1 12 19a5.4 5.4 0 0 1-5.3-5.5c0-2.6 1.4-4.2 2.6-5.3.2 1.4 1 2.6 2.1 3.1C10.6 8.4 11.6 4.2 12 2Z',
  explore: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5 5-2Z',
  goldHome: 'M12 21s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 8a4.5 4.5 0 0 1 7.5 3c0 5.4-7.5 10-7.5 10Z',
  matches: 'M4 5h16v10H8l-4 4V5Z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c0-3.3 3.1-6 7-6s7 2.7 7 6H5Z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
};

/** Navigation and control icons; decorative, their buttons and links carry the names. */
export function Icon({ name, size = 24 }: { name: keyof typeof PATHS; size?: number }) {
  const stroke = name === 'menu' || name === 'close';
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill={stroke ? 'none' : 'currentColor'}
        stroke={stroke ? 'currentColor' : 'none'}
        strokeWidth={2}
        strokeLinecap="round"
      />
    </svg>
  );
}
