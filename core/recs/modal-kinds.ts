/**
 * MATCH-15: the modal a match answer queues (NAV-13 catalogue name). Apart from the rest of the module, so that
 * the modal manager at start knows the kind without loading the module.
 */
export const ITS_A_MATCH_MODAL = 'its-a-match';
