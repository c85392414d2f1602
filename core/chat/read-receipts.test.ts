import { describe, expect, it } from 'vitest';
import { ModalStore } from '../navigation/modal.store';
import { FakeTime, MemoryLogger, SequentialIds } from '../shared/testing';
import { ReadReceiptsUseCase } from './read-receipts';
import { chatClient, FakeInbox, MemoryOutboxPersistence } from './testing';

/** A signed-in member's chat with one match, Lena, and read receipts that open their paywall through the modal queue. */
const setup = async () => {
  const time = new FakeTime();
  const inbox = new FakeInbox('me', time);
  const client = chatClient({ inbox, clock: time, ids: new SequentialIds(), logger: new MemoryLogger(), persistence: new MemoryOutboxPersistence() });
  const lena = inbox.addMatch('Lena');
  await client.start();
  const modals = new ModalStore();
  const receipts = new ReadReceiptsUseCase({ api: inbox, matches: client.matches, modals });
  return { inbox, client, lena, modals, receipts };
};

describe('read receipts and their paywall', () => {
  it('CHAT-08: with read receipts left, asking for them turns them on for the match and spends one; no modal opens', async () => {
    const { inbox, client, lena, modals, receipts } = await setup();
    await receipts.load();
    expect(await receipts.turnOn(lena, 'Lena')).toBe(true);
    expect(receipts.remaining.value).toBe(9);
    expect(client.matches.match(lena)?.readReceipt.enabled).toBe(true);
    expect(modals.current.value).toBeUndefined();
    // On already: nothing more is spent.
    expect(await receipts.turnOn(lena, 'Lena')).toBe(true);
    expect(inbox.readReceipts).toBe(9);
    client.stop();
  });

  it('CHAT-08, PUR-35: with none left (as last read), the read-receipt paywall opens for the match instead, and the server is not asked', async () => {
    const { inbox, client, lena, modals, receipts } = await setup();
    inbox.readReceipts = 0;
    await receipts.load();
    const asked = inbox.calls.length;
    expect(await receipts.turnOn(lena, 'Lena')).toBe(false);
    expect(inbox.calls.length).toBe(asked);
    expect(modals.current.value).toEqual({ kind: 'read-receipt-paywall', props: { matchId: lena, name: 'Lena' } });
    expect(client.matches.match(lena)?.readReceipt.enabled).toBe(false);
    client.stop();
  });

  it('CHAT-08, PUR-35: before the count is known the server decides: its "none left" (40900) opens the paywall and is kept as the state`s error', async () => {
    const { inbox, client, lena, modals, receipts } = await setup();
    inbox.readReceipts = 0;
    expect(await receipts.turnOn(lena, 'Lena')).toBe(false);
    expect(receipts.state.value).toEqual({ enabled: false, status: 'error', matchId: lena, error: 40900 });
    expect(modals.current.value?.kind).toBe('read-receipt-paywall');
    client.stop();
  });

  it('CHAT-08: read receipts bought since are read again: after a new count, asking turns them on', async () => {
    const { inbox, client, lena, modals, receipts } = await setup();
    inbox.readReceipts = 0;
    await receipts.load();
    inbox.readReceipts = 5;
    await receipts.load();
    expect(receipts.remaining.value).toBe(5);
    expect(await receipts.turnOn(lena, 'Lena')).toBe(true);
    expect(receipts.remaining.value).toBe(4);
    expect(modals.current.value).toBeUndefined();
    client.stop();
  });
});
