import Compass from 'lucide-react/icons/compass';
import Flame from 'lucide-react/icons/flame';
import MessageCircle from 'lucide-react/icons/message-circle';
import Star from 'lucide-react/icons/star';
import UserRound from 'lucide-react/icons/user-round';
import type { NavItem } from '../../core/navigation';

/** The icon of each navigation item (lucide, imported one by one). */
export const NAV_ICONS = {
  recs: Flame,
  explore: Compass,
  goldHome: Star,
  matches: MessageCircle,
  profile: UserRound,
} as const satisfies Record<NavItem, unknown>;

/** A navigation icon; decorative, its link carries the name. */
export function Icon({ name, size = 24, active = false }: { name: NavItem; size?: number; active?: boolean }) {
  const Glyph = NAV_ICONS[name];
  return <Glyph size={size} strokeWidth={active ? 2.5 : 2} aria-hidden />;
}
