import pino from 'pino';

/** JSON logs with secrets redacted; the request id is added per request by Fastify. */
export const createLogger = (level: string) =>
  pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.secretKey',
        '*.privateKey',
        '*.apiKey',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
  });
