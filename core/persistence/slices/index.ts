import { appSettingsSlice } from './app-settings.slice';
import { appealsSlice } from './appeals.slice';
import { locationSlice } from './location.slice';
import { outboxSlice } from './outbox.slice';
import { privacySlice } from './privacy.slice';
import { recentEmojiSlice } from './recent-emoji.slice';
import { settingsSlice } from './settings.slice';
import { userSlice } from './user.slice';

export { appSettingsSlice, type AppSettingsSliceState } from './app-settings.slice';
export { appealsSlice, type AppealsSliceState } from './appeals.slice';
export { userSlice, type UserSliceState } from './user.slice';
export { locationSlice, type LocationSliceState } from './location.slice';
export { privacySlice, type PrivacySliceState } from './privacy.slice';
export { settingsSlice, type SettingsSliceState } from './settings.slice';
export { outboxSlice, type OutboxSliceEntry, type OutboxSliceState } from './outbox.slice';
export { recentEmojiSlice, type RecentEmojiSliceState } from './recent-emoji.slice';

/** Every slice the app persists, keyed by name. */
export const APP_SLICES = {
  appSettings: appSettingsSlice,
  appeals: appealsSlice,
  user: userSlice,
  location: locationSlice,
  privacy: privacySlice,
  settings: settingsSlice,
  outbox: outboxSlice,
  recentEmoji: recentEmojiSlice,
} as const;

export type AppSlices = typeof APP_SLICES;
