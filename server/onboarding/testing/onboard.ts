/** Onboarding steps the tests repeat, through the real endpoints. */
import { realJpeg } from '../../media/testing/images';
import type { TestClient } from '../../testing/test-client';

/** POST /v2/onboarding/photo as a browser sends it: multipart, one file in the part `photo`. */
export const uploadOnboardingPhoto = async (
  client: TestClient,
  token: string,
  bytes: Uint8Array = realJpeg(),
  type = 'image/jpeg',
): Promise<{ status: number; body: any }> => {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type }), 'photo');
  const response = await client.fetch('/v2/onboarding/photo', { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
};

export interface Answers {
  readonly name?: string;
  readonly birthDate?: string;
  readonly gender?: number;
  readonly interestedInGender?: readonly number[];
}

/** Answers the required fields, adds two photos and completes: the member's login result (`data`). */
export const onboard = async (client: TestClient, token: string, answers: Answers = {}): Promise<any> => {
  const fields = [
    { name: 'name', data: answers.name ?? 'Robin' },
    { name: 'birthDate', data: answers.birthDate ?? '1995-03-14' },
    { name: 'gender', data: answers.gender ?? 1 },
    { name: 'interestedInGender', data: answers.interestedInGender ?? [0] },
  ];
  const posted = await client.post('/v2/onboarding/fields', { token, body: { fields } });
  if (posted.status !== 200) throw new Error(`onboarding fields: ${posted.status} ${JSON.stringify(posted.body)}`);
  for (let i = 0; i < 2; i += 1) {
    const photo = await uploadOnboardingPhoto(client, token);
    if (photo.status !== 200) throw new Error(`onboarding photo: ${photo.status} ${JSON.stringify(photo.body)}`);
  }
  const completed = await client.post('/v2/onboarding/complete', { token, body: {} });
  if (completed.status !== 200) throw new Error(`onboarding complete: ${completed.status} ${JSON.stringify(completed.body)}`);
  return completed.body.data;
};
