/** ERR-15: the client's own messages, word for word (kept apart so the API client carries only these). */
export const CLIENT_MESSAGES = {
  'error.requestTimeout': 'Request timeout exceeded',
  'error.rateLimited': 'Request rate limited',
  'error.userBanned': 'User is banned',
  'error.facebookLoggedOut': 'User is logged out of Facebook',
  'error.missingApiToken': 'Missing API token when calling authorized endpoint',
  'error.scriptLoadTimeout': 'Async script loading timeout exceeded',
  'error.networkUnreachable': 'Browser unable to access target resource',
  'error.rewardExpired': 'Reward expired',
  'error.facebookSdkNotInitialized': 'Tried using Facebook SDK before it was initialized',
} as const;
