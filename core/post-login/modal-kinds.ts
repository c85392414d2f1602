/** The post-login modals' kinds, apart so that the modal manager (in the start-up chunk) names them without the use-cases. */

/** PL-10: the e-mail prompt. */
export const EMAIL_PROMPT_MODAL = 'emailPrompt';
