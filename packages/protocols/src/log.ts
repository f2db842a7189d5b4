// The logging a protocol implementation or a simulator asks for: pino's call shape (fields first, then the message), so
// the service hands in its logger and a command-line tool its own.
export type ProtocolLog = {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
};
