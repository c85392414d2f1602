import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpMethod } from '../../../core/api';
import type { RecordedBody, RecordedRequest, Responder, ScriptedReply } from '../../../core/api/testing';

const NOT_FOUND: ScriptedReply = {
  status: 404,
  body: { meta: { status: 404 }, error: { code: 40400, message: 'Not found' } },
};

/**
 * A real HTTP server on an ephemeral loopback port that answers like `FakeHttp`: scripted replies by method and
 * path under `basePath`, every request recorded in the same shape, delays on a real timer, `fail: 'network'`
 * as a dropped connection.
 */
export class ScriptedHttpServer {
  readonly requests: RecordedRequest[] = [];
  readonly #routes = new Map<string, Responder>();
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #server: Server;

  private constructor(private readonly basePath: string) {
    this.#server = createServer((req, res) => void this.#handle(req, res));
  }

  static async start(basePath = '/api'): Promise<ScriptedHttpServer> {
    const server = new ScriptedHttpServer(basePath);
    await new Promise<void>((resolve) => server.#server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  /** The base URL clients should use, e.g. `http://127.0.0.1:41234/api`. */
  get baseUrl(): string {
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${this.basePath}`;
  }

  route(method: HttpMethod, path: string, reply: ScriptedReply | Responder): void {
    this.#routes.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply);
  }

  async close(): Promise<void> {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.startsWith(this.basePath) ? url.pathname.slice(this.basePath.length) : url.pathname;
    const recorded: RecordedRequest = {
      method: (req.method ?? 'GET') as HttpMethod,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
      ),
      body: await readBody(req),
    };
    this.requests.push(recorded);
    const reply = (this.#routes.get(`${recorded.method} ${path}`) ?? (() => NOT_FOUND))(recorded);
    if ('fail' in reply) {
      req.socket.destroy();
      return;
    }
    const send = () => {
      const binary = reply.body instanceof Uint8Array;
      const payload = reply.body === undefined ? undefined : binary ? (reply.body as Uint8Array) : JSON.stringify(reply.body);
      if (payload !== undefined) res.setHeader('content-type', binary ? 'application/octet-stream' : 'application/json');
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
      res.statusCode = reply.status;
      res.end(payload);
    };
    if (reply.delayMs === undefined || reply.delayMs <= 0) return send();
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (!res.destroyed) send();
    }, reply.delayMs);
    this.#timers.add(timer);
  }
}

const readBody = async (req: IncomingMessage): Promise<RecordedBody> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  const contentType = req.headers['content-type'] ?? '';
  if (bytes.length === 0) return { kind: 'none' };
  if (/json/i.test(contentType)) return { kind: 'json', value: JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown };
  if (/^multipart\/form-data/i.test(contentType)) {
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    const fields: Record<string, string> = {};
    const files: Array<{ field: string; fileName: string; contentType: string; bytes: Uint8Array }> = [];
    for (const [field, value] of form) {
      if (typeof value === 'string') fields[field] = value;
      else files.push({ field, fileName: value.name, contentType: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
    return { kind: 'form', fields, files };
  }
  return { kind: 'bytes', bytes, contentType };
};
