/** PRIV-13, PRIV-14: the messaging consent and its reducer. */
import type { ConsentAction, ConsentStatus } from './consent';

/** PRIV-14: accept → accepted; revoke → not_accepted. */
export const messagingConsentReducer = (_status: ConsentStatus, action: ConsentAction): ConsentStatus => (action === 'accept' ? 'accepted' : 'not_accepted');

/** PRIV-21: chat suggestions are offered only with the app setting on and the messaging consent accepted. */
export const chatSuggestionsAllowed = (settingEnabled: boolean, status: ConsentStatus): boolean => settingEnabled && status === 'accepted';
