/**
 * CHAT-13: the conversation starters `GET /v2/suggestions` answers: 89 of them, as the spec counts, shipped with the
 * server in English. A language's own words come from the app's locale file (`chat.starter.1` … `chat.starter.89`),
 * as the push texts do (server/push/push-words.ts); a starter a language lacks stays in English.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CONVERSATION_STARTERS: readonly string[] = [
  'What made you smile today?',
  'What is the best thing you have eaten this week?',
  'Coffee or tea, and how do you take it?',
  'What is a small thing that makes your day better?',
  'Which place would you go back to in a heartbeat?',
  'What are you looking forward to this month?',
  'What is your go-to song when you need a lift?',
  'Early bird or night owl?',
  'What is the last book or article you could not put down?',
  'Beach, mountains or city for a weekend away?',
  'What is something you learned recently?',
  'What does a perfect Sunday look like for you?',
  'What is your favourite way to spend an evening in?',
  'Which dish could you cook with your eyes closed?',
  'What is a hobby you would love to try?',
  'What was the highlight of your week?',
  'Dogs, cats, or something more unusual?',
  'What is the best concert or show you have been to?',
  'Which film can you watch again and again?',
  'What is on your travel wish list?',
  'What is your favourite local spot for food?',
  'What would your friends say you are great at?',
  'What is a skill you are proud of?',
  'Sweet or savoury breakfast?',
  'What is the most spontaneous thing you have done?',
  'What is your favourite season, and why?',
  'Which app on your phone do you use the most?',
  'What do you do to unwind after a long day?',
  'What is a podcast or show you would recommend?',
  'If you could master any instrument, which would it be?',
  'What is the best advice anyone has given you?',
  'What is something that always makes you laugh?',
  'Which city have you loved visiting the most?',
  'What is your favourite thing about where you live?',
  'What kind of music are you into lately?',
  'What is your idea of a great first date?',
  'Do you have a favourite board game or card game?',
  'What is a tradition you love?',
  'Which sport do you enjoy watching or playing?',
  'What is the best gift you have ever received?',
  'What is a place near you that more people should know about?',
  'What is your favourite kind of weather?',
  'What would you do with an extra hour every day?',
  'What is something you are curious about right now?',
  'Which three words would your best friend use to describe you?',
  'What is your comfort food?',
  'What is a goal you are working towards?',
  'Do you prefer planning trips or going with the flow?',
  'What was your favourite subject at school?',
  'What is the last thing that made you really proud?',
  'Which fictional world would you like to live in?',
  'What is your favourite way to stay active?',
  'What is a small luxury you love?',
  'What is a food you could never give up?',
  'Which decade has the best music?',
  'What does your ideal holiday look like?',
  'What is something you would like to get better at?',
  'Are you more of a planner or a last-minute person?',
  'What is the nicest thing a stranger has done for you?',
  'What is your favourite smell?',
  'Which language would you love to speak fluently?',
  'What is the best view you have ever seen?',
  'What is your favourite childhood memory?',
  'What would your dream job be?',
  'What is the most interesting thing about your work?',
  'What are you really good at cooking?',
  'What is your favourite museum or gallery?',
  'Which season do you look forward to the most?',
  'What is a film that surprised you?',
  'What is the best road trip you have taken?',
  'Sunrise or sunset?',
  'What is something on your bucket list?',
  'What is your favourite way to celebrate good news?',
  'What is a song that takes you back?',
  'Which café or restaurant would you take a visitor to?',
  'What is the best thing about your job or studies?',
  'What is a game you were unbeatable at as a child?',
  'Do you have a favourite quote?',
  'What do you love about your friends?',
  'What is a cause you care about?',
  'What is the most fun you have had recently?',
  'Books, films or series: which wins?',
  'What is your favourite dessert?',
  'What is a place you have always wanted to see?',
  'What is a habit you are proud of keeping?',
  'What would you cook for someone you wanted to impress?',
  'What is a plan you are excited about?',
  'Which photo on your profile has the best story behind it?',
  'What question do you wish people asked you more often?',
];

const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));
const cache = new Map<string, readonly string[]>();

/** The starters in a language (a tag such as `ar` or `en-GB`; the base language decides), English where it has none. */
export const startersFor = (tag: string): readonly string[] => {
  const language = tag.split('-')[0]?.toLowerCase() ?? 'en';
  const known = cache.get(language);
  if (known) return known;
  const file = `${LOCALES}${language}.json`;
  const own = language !== 'en' && /^[a-z]{2,3}$/.test(language) && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const starters = CONVERSATION_STARTERS.map((english, index) => {
    const word = own[`chat.starter.${index + 1}`];
    return typeof word === 'string' && word.trim() !== '' ? word : english;
  });
  cache.set(language, starters);
  return starters;
};
