/**
 * The headless client from the command line, against a server in demo mode (`npm start`): signs the demo guest in
 * by e-mail (the code read from the demo outbox), prints the own profile and the first recs, likes until a match,
 * says hello, and logs out.
 *
 *   npx tsx examples/headless/main.ts [API base, default http://127.0.0.1:8080/api] [phone or e-mail, default demo@spark.example]
 *
 * A new phone number or address lands in onboarding, which this client does not do: sign it up in the app first.
 */
import { consoleLogger } from '../../adapters/platform/console-logger';
import { demoOutboxCode } from './demo-outbox';
import { HeadlessClient } from './headless-client';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080/api';
const destination = process.argv[3] ?? 'demo@spark.example';

const client = await HeadlessClient.start({ baseUrl, platform: 'ios', logger: consoleLogger('warn') });
await client.signIn(destination, (to) => demoOutboxCode(baseUrl, to));
const profile = await client.loadProfile();
console.info(`signed in as ${profile?.name ?? 'someone'}`);
const recs = await client.loadRecs();
console.info(`recs: ${recs.map((card) => card.name).join(', ')}`);
const liked = await client.likeUntilMatch();
if (liked) {
  console.info(`matched with ${liked.match.person.name} after ${liked.likes} likes`);
  await client.sendMessage(liked.match.id, 'Hello from Node');
  console.info('message sent');
} else console.info('no match this time');
await client.logout();
console.info('logged out');
process.exit(0);
