/** SESS-03: the member actions that refresh session activity; nothing else does. */
export const SESSION_ACTIVITIES = ['like', 'dislike', 'superlike', 'rewind', 'photo-change', 'boost'] as const;

export type SessionActivity = (typeof SESSION_ACTIVITIES)[number];
