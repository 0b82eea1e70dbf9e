/**
 * How long and how large a request may be, for every route (docs/security.md, "Request limits").
 * A client that sends slowly (a byte a second) or not at all is cut off by the timeouts below, so
 * it cannot hold a socket; a route that takes a larger or smaller body sets its own `bodyLimit`.
 */
import type { FastifyServerOptions } from 'fastify';

export const REQUEST_LIMITS = {
  /** Largest body of any route (1 MiB): the largest real body, a full batch sync of the longest records, is 0.3 MiB. */
  bodyLimit: 1024 * 1024,
  /** The whole request (headers and body) must arrive within 30 s, or the server answers 408 and closes. */
  requestTimeout: 30_000,
  /** An idle kept-alive connection is closed after 72 s (longer than a load balancer's usual 60 s). */
  keepAliveTimeout: 72_000,
  /** A socket with no traffic at all for 2 min is closed (a request in progress is bounded above). */
  connectionTimeout: 120_000,
  http: {
    /** The request line and headers must arrive within 10 s of the connection. */
    headersTimeout: 10_000,
    /** How often Node checks the two timeouts above (its default of 30 s would let a slow client stay 30 s longer). */
    connectionsCheckingInterval: 1_000,
  },
} satisfies Pick<FastifyServerOptions, 'bodyLimit' | 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
};

/** Sign-in takes a user name and a password: a body over 4 KiB is not one. */
export const LOGIN_BODY_LIMIT = 4 * 1024;
