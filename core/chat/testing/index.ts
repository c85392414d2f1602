export { FAKE_MEDIA, FakeChatRealtime, FakeInbox } from './fake-inbox';
export { MemoryOutboxPersistence, MemoryRecentEmojiPersistence } from './memory-persistence';
export { chatClient, type ChatClient } from './chat-client';
