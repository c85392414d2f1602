/**
 * Reads a sign-in code the way a person reads an SMS, from a server in demo mode: `GET /demo/outbox?to=` answers
 * what the demo outbox "sent" to a destination, latest first.
 */
export const demoOutboxCode = async (baseUrl: string, destination: string, fetchImpl: typeof fetch = fetch): Promise<string> => {
  const response = await fetchImpl(`${baseUrl}/demo/outbox?to=${encodeURIComponent(destination)}`);
  if (!response.ok) throw new Error(`the demo outbox answered ${response.status}`);
  const body = (await response.json()) as { data?: { messages?: ReadonlyArray<{ text?: string }> } };
  const code = /\b(\d{6})\b/.exec(body.data?.messages?.[0]?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code in the demo outbox for ${destination}`);
  return code;
};
