/** PL-05: the operating system a browser's user agent names, in a word (null when it names none we know). */
export const osName = (userAgent: string): string | null => {
  if (/Android/i.test(userAgent)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'iOS';
  if (/CrOS/i.test(userAgent)) return 'ChromeOS';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'macOS';
  if (/Linux/i.test(userAgent)) return 'Linux';
  return null;
};
