import { expect, test } from './support/journey';
import { readWholeHistory } from './support/history';
import { inBrowser, makeMatch, newMember, say, type Member } from './support/members';

/**
 * Ways people try to make a page run what they write: markup, event handlers, URL schemes, encodings, template
 * syntaxes, broken tags. `$N` becomes the payload's number, so each of the 500 is different and says which one ran.
 */
const TEMPLATES = [
  '<script>window.__xss=$N</script>',
  '<img src=x onerror=alert($N)>',
  '<img src="x" onerror="window.__xss=$N">',
  '<svg onload=alert($N)>',
  '<svg><script>alert($N)</script></svg>',
  '<iframe src="javascript:alert($N)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=$N</script>"></iframe>',
  '<a href="javascript:alert($N)">click me</a>',
  'javascript:alert($N)',
  'JaVaScRiPt:alert($N)',
  'java\tscript:alert($N)',
  'data:text/html,<script>alert($N)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg== $N',
  'vbscript:msgbox($N)',
  '<body onload=alert($N)>',
  '<details open ontoggle=alert($N)>',
  '<input autofocus onfocus=alert($N)>',
  '<video><source onerror=alert($N)></video>',
  '<audio src=x onerror=alert($N)>',
  '<object data="javascript:alert($N)">',
  '<embed src="javascript:alert($N)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert($N)>',
  '"><script>alert($N)</script>',
  "'><img src=x onerror=alert($N)>",
  '</textarea><script>alert($N)</script>',
  '</title><script>alert($N)</script>',
  '<style>@import "javascript:alert($N)";</style>',
  '<div style="background:url(javascript:alert($N))">x</div>',
  '<marquee onstart=alert($N)>x</marquee>',
  '<form action="javascript:alert($N)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert($N)">',
  '<base href="javascript:alert($N)//">',
  '<link rel=import href="data:text/html,<script>alert($N)</script>">',
  '&lt;script&gt;alert($N)&lt;/script&gt;',
  '&#60;img src=x onerror=alert($N)&#62;',
  '%3Cscript%3Ealert($N)%3C/script%3E',
  '\\u003cscript\\u003ealert($N)\\u003c/script\\u003e',
  '{{constructor.constructor("alert($N)")()}}',
  '${alert($N)}',
  '<img src=`x` onerror=alert($N)>',
  '<scr<script>ipt>alert($N)</scr</script>ipt>',
  '<<script>alert($N);//<</script>',
  '<IMG SRC=JaVaScRiPt:alert($N)>',
  '<img """><script>alert($N)</script>">',
  'https://example.com/"><script>alert($N)</script>',
  'https://example.com/?q=<img src=x onerror=alert($N)>',
  'http://user:pass@evil.example/$N',
  '<a href="https://example.com" onclick="alert($N)">link</a>',
  '[click](javascript:alert($N))',
  '<svg><a xlink:href="javascript:alert($N)"><text x="20" y="20">x</text></a></svg>',
];

const PAYLOADS = Array.from({ length: 500 }, (_, n) => TEMPLATES[n % TEMPLATES.length]!.replaceAll('$N', String(n + 1)));
const SENDERS = 10;

test.describe('chat: messages are text', () => {
  test('CHAT-03, CHAT-15: 500 script-injection payloads sent as messages show as their text: no dialog opens, no script runs', async ({ browser }) => {
    // Eleven members, ten matches, 500 sends and ten conversations read end to end: more than one journey's minute.
    test.setTimeout(150_000);
    const reader = await newMember('Rita');
    const senders: Member[] = await Promise.all(Array.from({ length: SENDERS }, (_, i) => newMember(`Sender${i + 1}`)));
    const matchIds = await Promise.all(senders.map((sender) => makeMatch(reader, sender)));
    // Ten members send fifty each, through the send endpoint, in order (each within the per-member allowance).
    const perSender = PAYLOADS.length / SENDERS;
    await Promise.all(
      senders.map(async (sender, s) => {
        for (const payload of PAYLOADS.slice(s * perSender, (s + 1) * perSender)) expect((await say(sender, matchIds[s]!, payload)).status).toBe(200);
      }),
    );

    const { context, page } = await inBrowser(browser, reader);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const [s, sender] of senders.entries()) {
      await page.getByRole('region', { name: 'Messages' }).getByRole('link', { name: new RegExp(`^${sender.name}\\b`) }).click();
      const history = page.getByRole('region', { name: `Messages with ${sender.name}` });
      await expect(history.getByRole('listitem').last()).toBeVisible();
      const shown = await readWholeHistory(history);
      // Each payload shows once, in order, as exactly the text that was sent.
      expect(shown.map((row) => row.text)).toEqual(PAYLOADS.slice(s * perSender, (s + 1) * perSender).map((payload) => payload.trim()));
      // Nothing in the conversation became markup: only text, and links to http or https addresses.
      const made = await history.evaluate((element) => ({
        elements: [...element.querySelectorAll('script, iframe, object, embed, svg, img, video, audio, style, form, input, base, meta, link, math, details, marquee')].length,
        handlers: [...element.querySelectorAll('*')].filter((node) => [...node.attributes].some((attribute) => attribute.name.startsWith('on'))).length,
        links: [...element.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
      }));
      expect(made.elements).toBe(0);
      expect(made.handlers).toBe(0);
      for (const href of made.links) expect(href).toMatch(/^https?:\/\/[^@\s]+$/);
    }
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    await context.close();
  });
});
