import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import type { PlatformEvent } from '../events';
import { signatureHeaders } from './signing';

/** An app whose webhook subscriptions the dispatcher serves: a legacy public app or a project-based app. */
export interface DeliverySource {
	appId: number;
	/** Signs the app's deliveries. */
	clientSecret: string;
	/** Where and how many at once; undefined while the app has no webhook target. */
	target(): { targetUrl: string; maxConcurrentRequests: number } | undefined;
	/** One notification per active subscription that asks for the event: its id and the event's fields as delivered. */
	notificationsFor(event: PlatformEvent): Array<{ subscriptionId: number; fields: PlatformEvent }>;
}

/** One attempt to deliver a batch, as `GET /__sandbox/deliveries` reports it. */
export interface DeliveryAttempt {
	url: string;
	attemptNumber: number;
	eventIds: number[];
	signatureVersion: string;
	status?: number;
	/** The start of the receiver's answer, for tests that read what it said. */
	answer?: string;
	error?: string;
	at: string;
}

/** The request of one attempt, as it went out: kept so that it can be replayed byte for byte. */
interface SentRequest {
	url: string;
	headers: Record<string, string>;
	body: string;
}

/** A notification as the service sends it. */
type Notification = Record<string, unknown> & { eventId: number; attemptNumber: number };

/** Fewer than 100 events per delivery. */
const MAX_PER_DELIVERY = 99;
/** The receiver must answer within 5 s, or the delivery is retried. */
/** Up to 10 attempts over about a day. */
const MAX_ATTEMPTS = 10;
/** Events are collected this long before a delivery goes out. */
const COLLECT_MS = 100;

/**
 * Sends the app's matching events to its target URL: signed, in batches of fewer than 100, a bounded
 * number at once, retried with backoff when the receiver fails, answers 4xx/5xx or is too slow. Every
 * delay is multiplied by the configured time scale, so tests run in milliseconds.
 */
export class DeliveryDispatcher {
	readonly attempts: DeliveryAttempt[] = [];

	/** The request of each attempt, by the attempt's index. */
	private readonly sent: SentRequest[] = [];

	private pending: Notification[] = [];
	private flushTimer: NodeJS.Timeout | undefined;
	private readonly timers = new Set<NodeJS.Timeout>();
	private inFlight = 0;
	private readonly queue: Array<() => void> = [];
	private nextEventId = 1;
	/** Moved on by every reset: an attempt in flight across a reset is not retried into the next test. */
	private generation = 0;
	private idleWaiters: Array<() => void> = [];

	constructor(
		private readonly context: SandboxContext,
		private readonly source: DeliverySource,
	) {
		context.bus.subscribe((event) => this.publish(event));
	}

	private scaled(ms: number): number {
		return Math.max(1, Math.round(ms * this.context.config.webhookTimeScale));
	}

	private later(ms: number, run: () => void): void {
		const timer = setTimeout(() => {
			this.timers.delete(timer);
			run();
		}, ms);
		timer.unref();
		this.timers.add(timer);
	}

	/** Queues a notification for every active subscription that asks for the event. */
	publish(event: PlatformEvent): void {
		if (!this.source.target()) return;
		for (const { subscriptionId, fields: delivered } of this.source.notificationsFor(event)) {
			const { subscriptionType, ...fields } = delivered;
			this.pending.push({
				eventId: this.nextEventId++,
				subscriptionId,
				portalId: ACCOUNT.hubId,
				appId: this.source.appId,
				occurredAt: this.context.clock.now(),
				subscriptionType,
				attemptNumber: 0,
				changeSource: 'CRM',
				sourceId: `userId:${ACCOUNT.userId}`,
				...fields,
			});
		}
		if (this.pending.length && !this.flushTimer) {
			this.flushTimer = setTimeout(() => this.flush(), this.scaled(COLLECT_MS));
			this.flushTimer.unref();
		}
	}

	private flush(): void {
		this.flushTimer = undefined;
		const events = this.pending.splice(0);
		for (let i = 0; i < events.length; i += MAX_PER_DELIVERY)
			this.attempt(events.slice(i, i + MAX_PER_DELIVERY), 0);
	}

	private attempt(events: Notification[], attemptNumber: number): void {
		const run = () => void this.send(events, attemptNumber);
		const limit = this.source.target()?.maxConcurrentRequests ?? 10;
		if (this.inFlight < limit) run();
		else this.queue.push(run);
	}

	private async send(events: Notification[], attemptNumber: number): Promise<void> {
		const settings = this.source.target();
		if (!settings) return this.done();
		this.inFlight++;
		const url = settings.targetUrl;
		const version = this.context.config.signatureVersion;
		const body = JSON.stringify(events.map((e) => ({ ...e, attemptNumber })));
		const headers = {
			'Content-Type': 'application/json',
			...signatureHeaders(version, this.source.clientSecret, url, body, this.context.clock.now()),
		};
		const record: DeliveryAttempt = {
			url,
			attemptNumber,
			eventIds: events.map((e) => e.eventId),
			signatureVersion: version,
			at: this.context.clock.iso(),
		};
		this.attempts.push(record);
		this.sent.push({ url, headers, body });
		const generation = this.generation;
		const answer = await this.post({ url, headers, body });
		if (generation !== this.generation) {
			this.inFlight--;
			return this.done();
		}
		Object.assign(record, answer);
		const ok = answer.status !== undefined && answer.status >= 200 && answer.status < 300;
		this.inFlight--;
		this.queue.shift()?.();
		if (!ok && attemptNumber + 1 < MAX_ATTEMPTS) {
			// Backoff from one minute, doubling, as the service spreads its retries over a day.
			this.later(this.scaled(60_000 * 2 ** attemptNumber), () =>
				this.attempt(events, attemptNumber + 1),
			);
		}
		this.done();
	}

	private async post(
		request: SentRequest,
	): Promise<{ status?: number; answer?: string; error?: string }> {
		try {
			const response = await fetch(request.url, {
				method: 'POST',
				headers: request.headers,
				body: request.body,
				signal: AbortSignal.timeout(this.context.config.webhookReplyTimeoutMs),
			});
			const answer = await response.text().catch(() => '');
			return { status: response.status, ...(answer ? { answer: answer.slice(0, 200) } : {}) };
		} catch (error) {
			return {
				error: (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message,
			};
		}
	}

	/**
	 * Sends an earlier attempt again exactly as it went out (same body, same signature and timestamp),
	 * as a duplicate delivery or someone replaying a captured request would; not recorded as an
	 * attempt and never retried. Undefined when there is no such attempt.
	 */
	async replay(index: number): Promise<{ status?: number; error?: string } | undefined> {
		const request = this.sent[index];
		return request ? await this.post(request) : undefined;
	}

	private done(): void {
		if (this.idle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
	}

	idle(): boolean {
		return (
			this.pending.length === 0 &&
			!this.flushTimer &&
			this.inFlight === 0 &&
			this.queue.length === 0 &&
			this.timers.size === 0
		);
	}

	/** Resolves once nothing is pending, in flight or waiting for a retry. */
	async whenIdle(timeoutMs: number): Promise<boolean> {
		if (this.idle()) return true;
		return await new Promise<boolean>((resolve) => {
			const timer = setTimeout(() => resolve(this.idle()), timeoutMs);
			this.idleWaiters.push(() => {
				clearTimeout(timer);
				resolve(true);
			});
		});
	}

	reset(): void {
		this.generation++;
		if (this.flushTimer) clearTimeout(this.flushTimer);
		this.flushTimer = undefined;
		for (const timer of this.timers) clearTimeout(timer);
		this.timers.clear();
		this.pending = [];
		this.queue.length = 0;
		this.attempts.length = 0;
		this.sent.length = 0;
		// Event ids are never reused, not even across resets: receivers deduplicate on them.
	}
}
