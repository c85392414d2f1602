/**
 * What `npm run admin` does, against a running server: it calls the server's administrator routes (server/bans)
 * with the admin token from the server's data folder, from this machine.
 *
 *   ban <member> <tier> [--code N] [--days N] [policy…]
 *                                   banned (appealable, 40305), blacklisted (40303), underReview (40306), bcBanned (40308),
 *                                   selfieChallenge (40324: a selfie lifts it, BAN-07), challenge (40307: the appeal opens
 *                                   once its captcha challenge is passed, BAN-06), underage (40802, or --code 40321 or
 *                                   40344, BAN-05; --days gives it an end), temporaryBan (40305 with a ttl; --days needed)
 *   warn <member> <tier> [policy…]  warning or finalWarning: shown at the member's next sign-in (BAN-11)
 *   lift <member>                   lifts the ban and grants the member's open appeals
 *   deny <member>                   denies the member's open appeals; the ban stays
 *   appeals                         lists the open appeals
 *
 * A member is named by id, e-mail address or phone number.
 */
import { BAN_TIERS, isBanTier, WARNING_TIERS } from '../bans/ban-tiers';

export const ADMIN_USAGE = `usage: npm run admin -- <command>
  ban <member> <tier> [--code N] [--days N] [policy…]
                                  tier: ${BAN_TIERS.join(', ')}
                                  --code: 40802, 40321 or 40344 (underage); --days: the ban ends by itself (temporaryBan, underage)
  warn <member> <tier> [policy…]  tier: ${WARNING_TIERS.join(', ')}
  lift <member>
  deny <member>
  appeals
a member is an id, an e-mail address or a phone number`;

interface Target {
  /** e.g. http://127.0.0.1:8787/api */
  readonly baseUrl: string;
  readonly token: string;
}

/** Runs one command; answers the exit code and prints what happened. */
export const runAdminCommand = async (args: readonly string[], target: Target, print: (line: string) => void): Promise<number> => {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ ok: boolean; data: Record<string, unknown>; message: string }> => {
    const response = await fetch(`${target.baseUrl}${path}`, {
      method,
      headers: { 'x-admin-token': target.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { data?: Record<string, unknown>; error?: { message?: string } };
    return { ok: response.ok, data: answer.data ?? {}, message: answer.error?.message ?? `HTTP ${response.status}` };
  };
  const [command, memberRef, ...rest] = args;
  switch (command) {
    case 'ban': {
      const [tier, ...words] = rest;
      if (memberRef === undefined || tier === undefined || !isBanTier(tier)) break;
      const options: { code?: number; days?: number } = {};
      const policyWords: string[] = [];
      for (let i = 0; i < words.length; i += 1) {
        const word = words[i]!;
        if (word === '--code' || word === '--days') {
          const value = Number(words[i + 1]);
          if (!Number.isSafeInteger(value) || value <= 0) {
            print(`${word} takes a whole number`);
            return 2;
          }
          options[word === '--code' ? 'code' : 'days'] = value;
          i += 1;
        } else policyWords.push(word);
      }
      const policy = policyWords.join(' ').trim() || 'community guidelines';
      const answer = await call('POST', '/admin/bans', { member: memberRef, tier, policy, ...options });
      print(answer.ok ? `${memberRef} is banned (${tier}, ${policy}); their sessions have ended` : `not banned: ${answer.message}`);
      return answer.ok ? 0 : 1;
    }
    case 'warn': {
      const [tier, ...policyWords] = rest;
      if (memberRef === undefined || tier === undefined || !(WARNING_TIERS as readonly string[]).includes(tier)) break;
      const policy = policyWords.join(' ').trim() || 'community guidelines';
      const answer = await call('POST', '/admin/warnings', { member: memberRef, tier, policy });
      print(answer.ok ? `${memberRef} is warned (${tier}, ${policy}); they see it at their next sign-in` : `not warned: ${answer.message}`);
      return answer.ok ? 0 : 1;
    }
    case 'lift':
    case 'deny': {
      if (memberRef === undefined) break;
      const answer = await call('POST', command === 'lift' ? '/admin/bans/lift' : '/admin/appeals/deny', { member: memberRef });
      if (!answer.ok) print(`${command === 'lift' ? 'not lifted' : 'nothing denied'}: ${answer.message}`);
      else print(command === 'lift' ? `${memberRef}'s ban is lifted; they may sign in again` : `${String(answer.data['denied'])} open appeal(s) of ${memberRef} denied`);
      return answer.ok ? 0 : 1;
    }
    case 'appeals': {
      const answer = await call('GET', '/admin/appeals');
      if (!answer.ok) {
        print(`no list: ${answer.message}`);
        return 1;
      }
      const cases = answer.data['cases'] as Array<{ member: string; policy: string; created_at: string; statement: string }>;
      if (cases.length === 0) print('no open appeals');
      for (const c of cases) print(`${c.created_at}  ${c.member}  (${c.policy})  ${JSON.stringify(c.statement)}`);
      return 0;
    }
  }
  print(ADMIN_USAGE);
  return 2;
};
