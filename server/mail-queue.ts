import { and, asc, eq, inArray, isNull, lte, min } from 'drizzle-orm';
import type { Db, DbOrTx } from './db/client.ts';
import { mailOutbox } from './db/upkeep-schema.ts';
import type { Clock } from './env.ts';
import { type Logger, logger as serviceLogger } from './log.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** How long a delivery may take before another drain may take the mail over (a crash mid-send). */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** The wait before attempt `attempts + 1`: a minute, doubling, at most six hours. */
function retryDelay(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Queues a mail in `tx`, the transaction of the change it reports: it is sent only if the change
 * commits, and it is not lost if the process dies before sending it.
 */
export async function queueMail(tx: DbOrTx, messages: readonly MailMessage[], now: Date): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(mailOutbox).values(
    messages.map((message) => ({
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      dueAt: now,
    })),
  );
}

export type MailQueue = {
  /** Starts sending what is due, in the background; never throws. */
  kick(): void;
  /** Sends what is due now and resolves when done (tests and shutdown). */
  drain(): Promise<void>;
  /** Stops the retry timer. */
  stop(): void;
};

/**
 * Sends the queued mails after their transaction commits (docs/interface.md#notifications): each is
 * leased, delivered through `mailer`, and marked sent; a failed delivery is tried again later with a
 * growing delay, by a timer set for the earliest mail due. The lease lets several service processes
 * share one queue, and a mail whose sender died is sent by the next drain after the lease runs out.
 */
export function createMailQueue({
  db,
  clock,
  mailer,
  logger = serviceLogger,
}: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  logger?: Logger;
}): MailQueue {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  async function lease(): Promise<(typeof mailOutbox.$inferSelect)[]> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.dueAt, now)))
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(mailOutbox)
          .set({ dueAt: new Date(now.getTime() + LEASE_MS) })
          .where(
            inArray(
              mailOutbox.id,
              due.map((row) => row.id),
            ),
          );
      }
      return due;
    });
  }

  async function sendDue(): Promise<void> {
    for (let batch = await lease(); batch.length > 0; batch = await lease()) {
      for (const row of batch) {
        const attempts = row.attempts + 1;
        try {
          await mailer.deliver({ to: row.recipient, subject: row.subject, text: row.body });
          await db
            .update(mailOutbox)
            .set({ attempts, sentAt: clock.now(), lastError: null })
            .where(eq(mailOutbox.id, row.id));
        } catch (error) {
          logger.warn({ event: 'mail_failed', mailId: row.id, attempts, err: error });
          await db
            .update(mailOutbox)
            .set({
              attempts,
              lastError: String(error).slice(0, 1000),
              dueAt: new Date(clock.now().getTime() + retryDelay(attempts)),
            })
            .where(eq(mailOutbox.id, row.id));
        }
      }
    }
  }

  /** A timer for the earliest mail still waiting, so that a retry happens without a new request. */
  async function scheduleNext(): Promise<void> {
    const [next] = await db
      .select({ dueAt: min(mailOutbox.dueAt) })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    if (timer) clearTimeout(timer);
    timer = null;
    if (!next?.dueAt || stopped) return;
    const wait = Math.min(LONGEST_RETRY_MS, Math.max(1000, next.dueAt.getTime() - clock.now().getTime()));
    timer = setTimeout(kick, wait);
    timer.unref();
  }

  function kick(): void {
    void drain();
  }

  function drain(): Promise<void> {
    if (running) {
      if (!stopped) again = true;
      return running;
    }
    if (stopped) return Promise.resolve();
    // A drain asked for while this one runs sets `again`; it is looked at after the last step of a pass,
    // so that a mail queued while the retry timer was being set is sent before the promise resolves.
    running = (async () => {
      do {
        again = false;
        await sendDue();
        await scheduleNext();
      } while (again);
    })()
      .catch((error: unknown) => logger.error({ event: 'mail_queue_failed', err: error }))
      .finally(() => {
        running = null;
        // A kick that came in after the last pass looked for work.
        if (again && !stopped) kick();
      });
    return running;
  }

  return {
    kick,
    drain,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
