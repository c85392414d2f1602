/** What a route may declare in its `config`, read by the shared hooks of server/http. */
import type { FastifyReply } from 'fastify';
import type { Failure } from './failure';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body is read raw (a Buffer) and decoded by the handler, so no JSON body schema applies. */
    rawBody?: boolean;
    /** Answers failures in the route's own wire format (the protobuf gateway); JSON envelope otherwise. */
    renderFailure?: (reply: FastifyReply, failure: Failure) => FastifyReply;
  }
}

export {};
