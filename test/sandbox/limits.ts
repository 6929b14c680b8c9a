import type { SandboxConfig } from './config';
import { SandboxHttpError, errorBody } from './errors';
import type { Caller, Route } from './types';

const DAY = 86_400_000;

/**
 * The service's rate limits: a rolling 10-second window (`windowMs` in tests; 110 per installing account for public apps,
 * 100 or 190 per private app), 5 searches per second per token (not counted in the window), and the
 * private-app daily limit; with
 * HubSpot's rate-limit headers and 429 bodies.
 */
export class RateLimits {
	private readonly windows = new Map<string, number[]>();

	constructor(private readonly config: SandboxConfig) {}

	reset(): void {
		this.windows.clear();
	}

	private count(key: string, now: number, span: number): number[] {
		const times = (this.windows.get(key) ?? []).filter((t) => t > now - span);
		this.windows.set(key, times);
		return times;
	}

	/** Counts the request or refuses it; returns the headers of the answer. */
	admit(caller: Caller, route: Route, now: number): Record<string, string> {
		const limits = this.config.rateLimits;
		if (!limits.enabled || route.limitClass === 'unlimited' || caller.kind === 'anonymous')
			return {};
		// Public apps are limited per installing account (every token of the install shares the window,
		// a refreshed one too); private apps per app, i.e. per token; search per token.
		const key =
			caller.kind === 'oauth'
				? `oauth:${caller.hubId}:${caller.appId}`
				: (caller.token ?? caller.kind);
		const searchKey = caller.token ?? caller.kind;
		const max =
			caller.kind === 'oauth' ? limits.oauthPerTenSeconds : limits.privateAppPerTenSeconds;
		const refuse = (message: string, policyName: string, headers: Record<string, string> = {}) =>
			new SandboxHttpError(
				429,
				{ ...errorBody(message), errorType: 'RATE_LIMIT', policyName },
				headers,
			);

		if (route.limitClass === 'search') {
			const second = this.count(`${searchKey}:search`, now, 1000);
			if (second.length >= limits.searchPerSecond)
				throw refuse('You have reached your secondly limit.', 'SECONDLY');
			second.push(now);
		}
		const daily = caller.kind === 'privateApp' ? this.count(`${key}:daily`, now, DAY) : undefined;
		if (daily && daily.length >= limits.privateAppDaily)
			throw refuse('You have reached your daily limit.', 'DAILY');
		// Searches and association batches are exempt from the 10-second window (the spec's
		// `x-hubspot-rate-limit-exemptions`); search answers carry no rate-limit headers.
		if (route.limitClass === 'search' || route.limitClass === 'burstExempt') {
			daily?.push(now);
			return {};
		}
		const window = this.count(key, now, limits.windowMs);
		const headers: Record<string, string> = {
			'X-HubSpot-RateLimit-Max': String(max),
			'X-HubSpot-RateLimit-Interval-Milliseconds': String(limits.windowMs),
		};
		if (window.length >= max) {
			throw refuse('You have reached your ten_secondly_rolling limit.', 'TEN_SECONDLY_ROLLING', {
				...headers,
				'X-HubSpot-RateLimit-Remaining': '0',
			});
		}
		window.push(now);
		daily?.push(now);
		headers['X-HubSpot-RateLimit-Remaining'] = String(max - window.length);
		if (daily) {
			headers['X-HubSpot-RateLimit-Daily'] = String(limits.privateAppDaily);
			headers['X-HubSpot-RateLimit-Daily-Remaining'] = String(
				limits.privateAppDaily - daily.length,
			);
		}
		return headers;
	}
}
