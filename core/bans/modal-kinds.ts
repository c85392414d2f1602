/** The modal queue's kinds of bans (NAV-13): the ban modal (BAN-03, BAN-11) and the warning modal (BAN-11). */
export const BAN_MODAL = 'ban';
export const WARNING_MODAL = 'warning';
