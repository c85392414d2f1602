export { FakeHttp, type FakeHttpOptions, type RecordedBody, type RecordedRequest, type Responder, type ScriptedReply } from './fake-http';
export { FakeAuthTokenSource } from './fake-auth-token-source';
export { serverFailure } from './server-failure';
