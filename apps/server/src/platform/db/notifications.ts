// PostgreSQL LISTEN on one dedicated connection, reconnecting when it drops: how one process hears what another
// committed (the triggers of migration 0012 notify `otodoke_context` when who-may-do-what changes).
import pg from 'pg';

export interface Listening {
  close(): Promise<void>;
}

export interface ListenOptions {
  connectionString: string;
  channel: string;
  onMessage(payload: string): void;
  /** Called when messages may have been missed (the connection dropped): forget whatever they would have told. */
  onGap(): void;
  retryMs?: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Listens until closed; resolves once the first LISTEN is in place (or rejects when the first connection fails). */
export async function listenTo(options: ListenOptions): Promise<Listening> {
  if (!IDENTIFIER.test(options.channel)) throw new Error(`not a channel name: ${options.channel}`);
  const retryMs = options.retryMs ?? 1000;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onMessage(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next || closed) return;
      client = null;
      void next.end().catch(() => {});
      options.onGap();
      schedule();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`LISTEN ${options.channel}`);
    client = next;
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => options.onGap(),
        () => schedule(),
      );
    }, retryMs);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
