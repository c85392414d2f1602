/**
 * ui/components — the design system's primitives (docs/ui.md shows each). Screens build on these and on the tokens
 * in ui/theme; icons come from lucide-react, imported one by one (`lucide-react/icons/heart`).
 */
export { Avatar } from './Avatar';
export { BackLink } from './BackLink';
export { Button, buttonClass, type ButtonSize, type ButtonVariant } from './Button';
export { Chip } from './Chip';
export { Dialog } from './Dialog';
export { EmptyState } from './EmptyState';
export { FeatureGate } from './FeatureGate';
export { IconButton, type IconButtonSize, type IconButtonTone } from './IconButton';
export { ListGroup, RowIcon } from './ListGroup';
export { ListRow } from './ListRow';
export { Sheet } from './Sheet';
export { Loading, Skeleton } from './Skeleton';
export { ModalActions, modalBadge, modalBody } from './ModalActions';
export { Switch } from './Switch';
export { Tabs, type TabItem } from './Tabs';
export { TextField } from './TextField';
export { Toast, ToastRegion } from './Toast';
