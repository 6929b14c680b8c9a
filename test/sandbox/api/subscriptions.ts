import type { SandboxContext } from '../context';
import { batchError, checkEmailAddress, missingScopes, validationError } from '../errors';
import {
	BUSINESS_UNITS,
	LEGAL_BASES,
	OPTED_OUT_OF_ALL,
	SUBSCRIPTION_DEFINITIONS,
	type SubscriptionDefinition,
} from '../state/subscriptions';
import type { SandboxRequest } from '../types';
import { PATH_FORMS, partialFailureStatus, servedIn, type VersionedRouteSpec } from '../versions';

const READ = {
	kind: 'bearer' as const,
	anyOfScopes: ['communication_preferences.read', 'communication_preferences.read_write'],
};
const WRITE = {
	kind: 'bearer' as const,
	anyOfScopes: ['communication_preferences.write', 'communication_preferences.read_write'],
};
const BATCH_READ_SCOPE = 'communication_preferences.statuses.batch.read';
const BATCH_WRITE_SCOPE = 'communication_preferences.statuses.batch.write';
/** Inputs per batch request (*uncertain*: HubSpot does not publish the figure; the sandbox takes 100). */
export const MAX_SUBSCRIPTION_BATCH = 100;

type State = 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'NOT_SPECIFIED';
const STATES: readonly string[] = ['SUBSCRIBED', 'UNSUBSCRIBED', 'NOT_SPECIFIED'];

interface StoredStatus {
	state: State;
	source: string;
	timestamp: string;
	legalBasis?: string;
	legalBasisExplanation?: string;
}

/** One address's preferences: per subscription type, and the brands it unsubscribed from wholly. */
interface Subscriber {
	statuses: Map<number, StoredStatus>;
	optedOutOfAll: Map<number, string>;
}

interface StatusWrite {
	subscriptionId: number;
	state: State;
	legalBasis?: string;
	legalBasisExplanation?: string;
}

const record = (body: unknown): Record<string, unknown> =>
	typeof body === 'object' && body !== null && !Array.isArray(body)
		? (body as Record<string, unknown>)
		: {};

/**
 * Communication preferences (subscriptions). Two forms on the same state: v3 (`/status/email/…`,
 * `/subscribe`, `/unsubscribe`; string subscription ids; statuses SUBSCRIBED or NOT_SUBSCRIBED), and
 * v4, which the date versions copy (`/statuses/…` with `channel=EMAIL`, integer ids, `statusState`,
 * unsubscribe from all, batches, preference links); 2026-09 serves both. As HubSpot: v3's subscribe
 * cannot resubscribe an address that opted out, v4's SUBSCRIBED can; an account with GDPR features
 * on refuses a write without a legal basis (*uncertain*: HubSpot documents the need, not the error);
 * the batch scopes are granted only on Marketing Hub Enterprise, so a lower tier's call is refused
 * for a missing scope; business units (brands) filter definitions and statuses.
 */
export function createSubscriptionsArea(context: SandboxContext) {
	const subscribers = new Map<string, Subscriber>();
	const now = () => context.clock.iso();
	const seed = () => {
		subscribers.clear();
		unsubscribeFromAll(OPTED_OUT_OF_ALL, 0, context.clock.iso(Date.UTC(2025, 0, 1)));
	};
	const subscriberOf = (email: string): Subscriber => {
		const key = email.toLowerCase();
		let subscriber = subscribers.get(key);
		if (!subscriber)
			subscribers.set(key, (subscriber = { statuses: new Map(), optedOutOfAll: new Map() }));
		return subscriber;
	};
	const definitionOf = (id: number, where = 'subscriptionId'): SubscriptionDefinition => {
		const definition = SUBSCRIPTION_DEFINITIONS.find((d) => d.id === id);
		if (!definition) throw validationError(`${where} ${id} is not a subscription of this account`);
		return definition;
	};
	const businessUnitOf = (req: SandboxRequest): number => {
		const raw = req.query.get('businessUnitId') ?? '0';
		const id = Number(raw);
		if (!/^\d+$/.test(raw) || !BUSINESS_UNITS.some((unit) => unit.id === id))
			throw validationError(`businessUnitId ${raw} is not a business unit of this account`);
		return id;
	};
	const requireEmailChannel = (req: SandboxRequest) => {
		const channel = req.query.get('channel');
		if (channel === null) throw validationError('channel is required');
		if (channel !== 'EMAIL') throw validationError(`channel ${channel} is not supported: EMAIL`);
	};
	/** Its stored status; none stored reads as unsubscribed after an unsubscribe from all. */
	const effectiveState = (email: string, definition: SubscriptionDefinition): StoredStatus => {
		const subscriber = subscriberOf(email);
		const optedOut = subscriber.optedOutOfAll.get(definition.businessUnitId);
		return (
			subscriber.statuses.get(definition.id) ??
			(optedOut
				? { state: 'UNSUBSCRIBED', source: 'Unsubscribed from all', timestamp: optedOut }
				: { state: 'NOT_SPECIFIED', source: 'No status', timestamp: now() })
		);
	};
	/** Unsubscribes an address from every subscription of a brand, and marks the brand opted out. */
	const unsubscribeFromAll = (email: string, unit: number, at: string) => {
		const subscriber = subscriberOf(email);
		subscriber.optedOutOfAll.set(unit, at);
		for (const definition of SUBSCRIPTION_DEFINITIONS.filter((d) => d.businessUnitId === unit))
			subscriber.statuses.set(definition.id, {
				state: 'UNSUBSCRIBED',
				source: 'Unsubscribed from all',
				timestamp: at,
			});
	};
	const v4Status = (email: string, definition: SubscriptionDefinition, reason?: string) => {
		const status = effectiveState(email, definition);
		return {
			subscriberIdString: email,
			subscriptionId: definition.id,
			subscriptionName: definition.name,
			channel: 'EMAIL',
			status: status.state,
			source: status.source,
			timestamp: status.timestamp,
			businessUnitId: definition.businessUnitId,
			...(status.legalBasis ? { legalBasis: status.legalBasis } : {}),
			...(status.legalBasisExplanation
				? { legalBasisExplanation: status.legalBasisExplanation }
				: {}),
			...(reason ? { setStatusSuccessReason: reason } : {}),
		};
	};
	const v3Status = (email: string, definition: SubscriptionDefinition) => {
		const status = effectiveState(email, definition);
		const optedOut = subscriberOf(email).optedOutOfAll.has(definition.businessUnitId);
		return {
			id: String(definition.id),
			name: definition.name,
			description: definition.description,
			status: status.state === 'SUBSCRIBED' ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED',
			sourceOfStatus: optedOut
				? definition.businessUnitId === 0
					? 'PORTAL_WIDE_STATUS'
					: 'BRAND_WIDE_STATUS'
				: 'SUBSCRIPTION_STATUS',
			...(definition.businessUnitId ? { brandId: definition.businessUnitId } : {}),
			...(status.legalBasis ? { legalBasis: status.legalBasis } : {}),
			...(status.legalBasisExplanation
				? { legalBasisExplanation: status.legalBasisExplanation }
				: {}),
		};
	};
	const envelope = (results: unknown[]) => ({
		status: 'COMPLETE',
		results,
		startedAt: now(),
		completedAt: now(),
	});
	/** The legal basis of a write: checked against HubSpot's list, required with GDPR features on. */
	const legalBasisOf = (body: Record<string, unknown>) => {
		const { legalBasis, legalBasisExplanation } = body;
		if (legalBasis !== undefined && !LEGAL_BASES.includes(legalBasis as never))
			throw validationError(
				`legalBasis ${String(legalBasis)} is not one of ${LEGAL_BASES.join(', ')}`,
			);
		if (context.config.gdprEnabled && legalBasis === undefined)
			throw validationError('legalBasis is required: GDPR features are turned on in this account');
		if (legalBasisExplanation !== undefined && typeof legalBasisExplanation !== 'string')
			throw validationError('legalBasisExplanation must be a string');
		return {
			...(legalBasis ? { legalBasis: String(legalBasis) } : {}),
			...(legalBasisExplanation ? { legalBasisExplanation } : {}),
		};
	};
	/** Applies one write; the reason v4 answers with. */
	const write = (email: string, change: StatusWrite, source: string): string => {
		const definition = definitionOf(change.subscriptionId);
		if (definition.isInternal)
			throw validationError(`Subscription ${definition.id} is internal and cannot be changed`);
		const subscriber = subscriberOf(email);
		const before = effectiveState(email, definition);
		const resubscribed =
			change.state === 'SUBSCRIBED' && subscriber.optedOutOfAll.has(definition.businessUnitId);
		if (resubscribed) subscriber.optedOutOfAll.delete(definition.businessUnitId);
		subscriber.statuses.set(definition.id, {
			state: change.state,
			source,
			timestamp: now(),
			...(change.legalBasis ? { legalBasis: change.legalBasis } : {}),
			...(change.legalBasisExplanation
				? { legalBasisExplanation: change.legalBasisExplanation }
				: {}),
		});
		if (resubscribed || (before.state === 'UNSUBSCRIBED' && change.state === 'SUBSCRIBED'))
			return 'RESUBSCRIBE_OCCURRED';
		return before.state === change.state ? 'NO_STATUS_CHANGE' : 'REQUESTED_CHANGE_OCCURRED';
	};
	/** A v4 write's body: channel, integer id, state, legal basis. */
	const v4WriteOf = (raw: unknown): StatusWrite => {
		const body = record(raw);
		if (body.channel !== 'EMAIL') throw validationError('channel must be EMAIL');
		if (typeof body.subscriptionId !== 'number' || !Number.isInteger(body.subscriptionId))
			throw validationError('subscriptionId must be an integer');
		if (typeof body.statusState !== 'string' || !STATES.includes(body.statusState))
			throw validationError(`statusState must be one of ${STATES.join(', ')}`);
		return {
			subscriptionId: body.subscriptionId,
			state: body.statusState as State,
			...legalBasisOf(body),
		};
	};
	/** Batch calls: refused as HubSpot does below Enterprise, where the scope cannot be granted. */
	const batchTier = (scope: string) => {
		if (context.config.marketingHubTier !== 'enterprise') throw missingScopes([scope]);
	};
	const batchInputs = (raw: unknown): unknown[] => {
		const inputs = record(raw).inputs;
		if (!Array.isArray(inputs) || inputs.length === 0) throw validationError('inputs is required');
		if (inputs.length > MAX_SUBSCRIPTION_BATCH)
			throw validationError(`At most ${MAX_SUBSCRIPTION_BATCH} inputs per request`);
		return inputs;
	};
	const inputError = (id: string, error: unknown) =>
		batchError('VALIDATION_ERROR', error instanceof Error ? error.message : String(error), {
			ids: [id],
		});

	const v4Routes = (): VersionedRouteSpec[] => [
		{
			method: 'GET',
			path: '/definitions',
			auth: READ,
			handler: (req) => {
				const unit = businessUnitOf(req);
				return {
					status: 200,
					body: envelope(
						SUBSCRIPTION_DEFINITIONS.filter((d) => d.businessUnitId === unit).map((d) => ({
							...d,
							createdAt: context.clock.iso(Date.UTC(2024, 0, 1)),
							updatedAt: context.clock.iso(Date.UTC(2024, 0, 1)),
						})),
					),
				};
			},
		},
		{
			method: 'GET',
			path: '/statuses/{subscriberIdString}',
			auth: READ,
			handler: (req) => {
				requireEmailChannel(req);
				const email = checkEmailAddress(req.params.subscriberIdString, 'subscriberIdString');
				const unit = businessUnitOf(req);
				const results = SUBSCRIPTION_DEFINITIONS.filter((d) => d.businessUnitId === unit).map((d) =>
					v4Status(email, d),
				);
				return { status: 200, body: envelope(results) };
			},
		},
		{
			method: 'POST',
			path: '/statuses/{subscriberIdString}',
			auth: WRITE,
			handler: (req) => {
				const email = checkEmailAddress(req.params.subscriberIdString, 'subscriberIdString');
				const change = v4WriteOf(req.body);
				const reason = write(email, change, 'API');
				return {
					status: 200,
					body: envelope([v4Status(email, definitionOf(change.subscriptionId), reason)]),
				};
			},
		},
		{
			method: 'POST',
			path: '/statuses/{subscriberIdString}/unsubscribe-all',
			auth: WRITE,
			handler: (req) => {
				requireEmailChannel(req);
				const email = checkEmailAddress(req.params.subscriberIdString, 'subscriberIdString');
				const unit = businessUnitOf(req);
				unsubscribeFromAll(email, unit, now());
				const results =
					req.query.get('verbose') === 'true'
						? SUBSCRIPTION_DEFINITIONS.filter((d) => d.businessUnitId === unit).map((d) =>
								v4Status(email, d, 'UNSUBSCRIBE_FROM_ALL_OCCURRED'),
							)
						: [];
				return { status: 200, body: envelope(results) };
			},
		},
		{
			method: 'POST',
			path: '/statuses/batch/read',
			auth: { kind: 'bearer', anyOfScopes: [BATCH_READ_SCOPE] },
			handler: (req) => {
				batchTier(BATCH_READ_SCOPE);
				requireEmailChannel(req);
				const unit = businessUnitOf(req);
				const results: unknown[] = [];
				const errors: unknown[] = [];
				for (const input of batchInputs(req.body)) {
					try {
						const email = checkEmailAddress(input, 'inputs');
						results.push({
							subscriberIdString: email,
							statuses: SUBSCRIPTION_DEFINITIONS.filter((d) => d.businessUnitId === unit).map((d) =>
								v4Status(email, d),
							),
						});
					} catch (error) {
						errors.push(inputError(String(input), error));
					}
				}
				return {
					status: errors.length ? partialFailureStatus(req.version, 200) : 200,
					body: {
						...envelope(results),
						...(errors.length ? { errors, numErrors: errors.length } : {}),
					},
				};
			},
		},
		{
			method: 'POST',
			path: '/statuses/batch/write',
			auth: { kind: 'bearer', anyOfScopes: [BATCH_WRITE_SCOPE] },
			handler: (req) => {
				batchTier(BATCH_WRITE_SCOPE);
				const results: unknown[] = [];
				const errors: unknown[] = [];
				for (const input of batchInputs(req.body)) {
					const body = record(input);
					const id = `${String(body.subscriberIdString)}:${String(body.subscriptionId)}`;
					try {
						const email = checkEmailAddress(body.subscriberIdString, 'subscriberIdString');
						const change = v4WriteOf(body);
						const reason = write(email, change, 'API');
						results.push(v4Status(email, definitionOf(change.subscriptionId), reason));
					} catch (error) {
						errors.push(inputError(id, error));
					}
				}
				// HubSpot answers the batch write 200 in every version, its failures in `errors`.
				return {
					status: 200,
					body: {
						...envelope(results),
						...(errors.length ? { errors, numErrors: errors.length } : {}),
					},
				};
			},
		},
		{
			method: 'POST',
			path: '/links/generate',
			auth: { kind: 'bearer', anyOfScopes: [...READ.anyOfScopes, ...WRITE.anyOfScopes] },
			handler: (req) => {
				requireEmailChannel(req);
				const unit = businessUnitOf(req);
				const body = record(req.body);
				const email = checkEmailAddress(body.subscriberIdString, 'subscriberIdString');
				const token = Buffer.from(`${email}:${unit}`).toString('base64url');
				const page = `https://${context.baseUrl().replace(/^https?:\/\//, '')}/hs/manage-preferences`;
				const single =
					body.subscriptionId === undefined
						? {}
						: {
								unsubscribeSingleUrl: `${page}/unsubscribe?t=${token}&s=${definitionOf(Number(body.subscriptionId)).id}`,
							};
				const language = typeof body.language === 'string' ? `&lang=${body.language}` : '';
				return {
					status: 200,
					body: {
						subscriberIdString: email,
						managePreferencesUrl: `${page}?t=${token}${language}`,
						unsubscribeAllUrl: `${page}/unsubscribe-all?t=${token}${language}`,
						...single,
					},
				};
			},
		},
	];

	/** v3's body: e-mail address, the subscription id as text, the legal basis. */
	const v3WriteOf = (raw: unknown) => {
		const body = record(raw);
		const email = checkEmailAddress(body.emailAddress, 'emailAddress');
		if (typeof body.subscriptionId !== 'string' || !/^\d+$/.test(body.subscriptionId))
			throw validationError('subscriptionId must be a string of digits');
		return { email, subscriptionId: Number(body.subscriptionId), ...legalBasisOf(body) };
	};
	const v3Routes = (version: string): VersionedRouteSpec[] => [
		...(version === 'legacy'
			? [
					{
						method: 'GET' as const,
						path: '/definitions',
						auth: READ,
						handler: () => ({
							status: 200,
							body: {
								subscriptionDefinitions: SUBSCRIPTION_DEFINITIONS.map((d) => ({
									...d,
									id: String(d.id),
									createdAt: Date.UTC(2024, 0, 1),
									updatedAt: Date.UTC(2024, 0, 1),
								})),
							},
						}),
					},
				]
			: []),
		{
			method: 'GET',
			path: '/status/email/{emailAddress}',
			auth: READ,
			handler: (req) => {
				const email = checkEmailAddress(req.params.emailAddress, 'emailAddress');
				return {
					status: 200,
					body: {
						recipient: email,
						subscriptionStatuses: SUBSCRIPTION_DEFINITIONS.map((d) => v3Status(email, d)),
					},
				};
			},
		},
		{
			method: 'POST',
			path: '/subscribe',
			auth: WRITE,
			handler: (req) => {
				const { email, subscriptionId, ...basis } = v3WriteOf(req.body);
				const definition = definitionOf(subscriptionId);
				// v3 cannot resubscribe: an address that opted out stays out (v4's SUBSCRIBED can).
				if (
					subscriberOf(email).optedOutOfAll.has(definition.businessUnitId) ||
					effectiveState(email, definition).state === 'UNSUBSCRIBED'
				)
					throw validationError(
						`${email} has opted out and cannot be resubscribed through this API`,
					);
				write(email, { subscriptionId, state: 'SUBSCRIBED', ...basis }, 'API');
				return { status: 200, body: v3Status(email, definition) };
			},
		},
		{
			method: 'POST',
			path: '/unsubscribe',
			auth: WRITE,
			handler: (req) => {
				const { email, subscriptionId, ...basis } = v3WriteOf(req.body);
				write(email, { subscriptionId, state: 'UNSUBSCRIBED', ...basis }, 'API');
				return { status: 200, body: v3Status(email, definitionOf(subscriptionId)) };
			},
		},
	];

	seed();
	return {
		name: 'subscriptions',
		routes: [
			...servedIn(PATH_FORMS.communicationPreferences, v4Routes),
			...servedIn(PATH_FORMS.communicationPreferencesV3, v3Routes),
		],
		reset: seed,
	};
}
