/** Calls the server over real HTTP (Node's fetch), as one client address, in the API's two wire formats. */
import { authgateway } from '../../adapters/protobuf/generated/auth-gateway.js';
import { PROTOBUF_CONTENT_TYPE } from '../http/content-types';

export interface GatewayAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Uint8Array;
  readonly body: authgateway.AuthGatewayResponse;
}

export interface JsonAnswer {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON, checked field by field in the tests. */
  readonly body: any;
}

export type GatewayPath = '/v3/auth/login' | '/v4/auth/token';

export class TestClient {
  constructor(
    readonly baseUrl: string,
    readonly ip: string,
    private readonly headers: Record<string, string>,
  ) {}

  /** Another client with more headers (e.g. `platform: web`) from the same address. */
  with(headers: Record<string, string>): TestClient {
    return new TestClient(this.baseUrl, this.ip, { ...this.headers, ...headers });
  }

  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { 'x-forwarded-for': this.ip, ...this.headers, ...(init.headers as Record<string, string> | undefined) },
    });
  }

  /** Sends raw bytes to the gateway and decodes the answer. */
  async gatewayBytes(bytes: Uint8Array, options: { readonly path?: GatewayPath; readonly headers?: Record<string, string> } = {}): Promise<GatewayAnswer> {
    const response = await this.fetch(options.path ?? '/v3/auth/login', {
      method: 'POST',
      headers: { 'content-type': PROTOBUF_CONTENT_TYPE, ...options.headers },
      body: new Uint8Array(bytes),
    });
    const answer = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes: answer, body: authgateway.AuthGatewayResponse.decode(answer) };
  }

  gateway(
    request: authgateway.AuthGatewayRequest.$Properties,
    options: { readonly path?: GatewayPath; readonly headers?: Record<string, string> } = {},
  ): Promise<GatewayAnswer> {
    return this.gatewayBytes(authgateway.AuthGatewayRequest.encode(request).finish(), options);
  }

  async json(
    method: string,
    path: string,
    options: { readonly body?: unknown; readonly token?: string; readonly headers?: Record<string, string> } = {},
  ): Promise<JsonAnswer> {
    const response = await this.fetch(path, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token === undefined ? {} : { 'x-auth-token': options.token }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
  }

  get(path: string, options: { readonly token?: string; readonly headers?: Record<string, string> } = {}): Promise<JsonAnswer> {
    return this.json('GET', path, options);
  }

  post(path: string, options: { readonly body?: unknown; readonly token?: string; readonly headers?: Record<string, string> } = {}): Promise<JsonAnswer> {
    return this.json('POST', path, options);
  }
}
