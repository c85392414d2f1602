/**
 * The sentence a member reads for a chat or matches failure: the send rules (CHAT.*), the server's codes (40400 no
 * such match, 40900 already done, 42901 too many) and the network. Anything else gets a general sentence.
 */
const MESSAGE_OF: Readonly<Record<string, string>> = {
  'CHAT.EMPTY': 'chat.error.empty',
  'CHAT.TOO_LONG': 'chat.error.tooLong',
  'CHAT.NO_SUCH_MATCH': 'chat.error.noSuchMatch',
  'CHAT.NOT_FAILED': 'chat.error.notFailed',
  '40400': 'chat.error.notFound',
  '40900': 'chat.error.conflict',
  '42901': 'chat.error.rateLimited',
  'API.RATE_LIMITED': 'chat.error.rateLimited',
  'API.NETWORK': 'chat.error.network',
  'API.TIMEOUT': 'chat.error.network',
};

/** The locales key of a failure's message. */
export const chatErrorMessageId = (code: string | number | undefined): string => (code === undefined ? 'chat.error.generic' : (MESSAGE_OF[String(code)] ?? 'chat.error.generic'));

/**
 * SET-09: the locales key of why a message of the member's own was not delivered. The server refuses a message to a
 * member who takes messages from verified members only with 40300; its sentence names that member (`{name}`).
 */
export const sendFailureMessageId = (code: string | number | undefined): string => (code !== undefined && String(code) === '40300' ? 'chat.error.verifiedOnly' : chatErrorMessageId(code));
