import type { SandboxContext } from '../context';
import type { PlatformEvent } from '../events';
import { ACCOUNT } from '../account';
import { PROJECT_APP } from '../state/projectApps';
import { DeliveryDispatcher, type DeliverySource } from '../delivery/dispatcher';
import {
	SandboxHttpError,
	batchError,
	conflict,
	errorBody,
	resourceNotFound,
	validationError,
} from '../errors';
import { EVENT_TYPES, WebhookState, type Subscription } from '../state/webhooks';
import type { Route, RouteAuth, SandboxArea, SandboxRequest } from '../types';
import {
	PATH_FORMS,
	partialFailureStatus,
	servedIn,
	type ApiVersion,
	type VersionedRouteSpec,
	atLeast,
} from '../versions';

const MAX_SUBSCRIPTIONS = 1000;

/** v3 and 2026-03 also take an OAuth token with a developers scope; 2026-09 only the developer key. */
const readAuth = (version: ApiVersion): RouteAuth =>
	atLeast(version, '2026-09')
		? { kind: 'developer' }
		: { kind: 'developer', altScopes: ['developers-read', 'developers-write'] };
const writeAuth = (version: ApiVersion): RouteAuth =>
	atLeast(version, '2026-09')
		? { kind: 'developer' }
		: { kind: 'developer', altScopes: ['developers-write'] };

const notFound = (what: string) =>
	new SandboxHttpError(404, errorBody(`${what} not found`, 'OBJECT_NOT_FOUND'));

/**
 * The app of the path must be the developer account's legacy public app. A project-based app is
 * refused: its webhooks are declared in its project, and this API serves legacy public apps only
 * (the service's exact answer for it is not documented; a 400 naming the reason is this sandbox's choice).
 */
function checkApp(req: SandboxRequest): void {
	if (req.params.appId === String(PROJECT_APP.appId)) {
		throw validationError(
			`App ${req.params.appId} is a project-based app: its webhook subscriptions are declared in its project (webhooks-hsmeta.json), not through this API, which serves legacy public apps only`,
		);
	}
	if (req.params.appId !== String(ACCOUNT.appId)) throw notFound(`App ${req.params.appId}`);
}

/** Whether a legacy subscription asks for an event. */
function matches(subscription: Subscription, event: PlatformEvent): boolean {
	if (!subscription.active || subscription.eventType !== event.subscriptionType) return false;
	if (
		event.subscriptionType.endsWith('.propertyChange') &&
		subscription.propertyName !== event.propertyName
	)
		return false;
	if (subscription.objectTypeId && subscription.objectTypeId !== event.objectTypeId) return false;
	if (subscription.eventName && subscription.eventName !== event.eventName) return false;
	return true;
}

/** The legacy public app as the dispatcher serves it: its settings and active subscriptions. */
function legacyAppSource(state: WebhookState): DeliverySource {
	return {
		appId: ACCOUNT.appId,
		clientSecret: ACCOUNT.clientSecret,
		target: () =>
			state.settings && {
				targetUrl: state.settings.targetUrl,
				maxConcurrentRequests: state.settings.throttling.maxConcurrentRequests,
			},
		notificationsFor: (event) =>
			[...state.subscriptions.values()]
				.filter((s) => matches(s, event))
				.map((s) => ({ subscriptionId: Number(s.id), fields: event })),
	};
}

/** HubSpot delivers over https only; plain http is taken for loopback, where the sandbox delivers. */
function validUrl(value: unknown): value is string {
	try {
		const url = new URL(String(value));
		return (
			url.protocol === 'https:' ||
			(url.protocol === 'http:' && /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(url.hostname))
		);
	} catch {
		return false;
	}
}

/** `object.*` subscriptions watch one custom object type, named by its id (`2-123456`). */
const CUSTOM_OBJECT_TYPE_ID = /^2-\d+$/;

/**
 * Webhooks: settings and subscriptions (v3, 2026-03, and 2026-09 under
 * `/app-webhooks/`), and the signed deliveries they cause.
 */
export function createWebhooksArea(
	context: SandboxContext,
): SandboxArea & { dispatcher: DeliveryDispatcher } {
	const state = new WebhookState();
	const dispatcher = new DeliveryDispatcher(context, legacyAppSource(state));
	const now = () => context.clock.iso();

	const subscription = (req: SandboxRequest): Subscription => {
		checkApp(req);
		const found = state.subscriptions.get(req.params.subscriptionId);
		if (!found) throw notFound(`Subscription ${req.params.subscriptionId}`);
		return found;
	};

	const setActive = (target: Subscription, active: unknown): Subscription => {
		if (typeof active !== 'boolean')
			throw validationError('active is required and must be a boolean');
		target.active = active;
		target.updatedAt = now();
		return target;
	};

	const managementRoutes = (version: ApiVersion): VersionedRouteSpec[] => [
		{
			method: 'GET',
			path: '/{appId}/settings',
			auth: readAuth(version),
			handler: (req) => {
				checkApp(req);
				if (!state.settings) throw notFound('Webhook settings');
				return { status: 200, body: state.settings };
			},
		},
		{
			method: 'PUT',
			path: '/{appId}/settings',
			auth: writeAuth(version),
			handler: (req) => {
				checkApp(req);
				const body = (req.body ?? {}) as {
					targetUrl?: unknown;
					throttling?: { maxConcurrentRequests?: unknown };
				};
				if (!validUrl(body.targetUrl))
					throw validationError(
						`targetUrl must be an https URL, got ${JSON.stringify(body.targetUrl)}`,
					);
				const concurrency = Number(body.throttling?.maxConcurrentRequests ?? 10);
				if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 100) {
					throw validationError(
						'throttling.maxConcurrentRequests must be a whole number from 1 to 100',
					);
				}
				state.settings = {
					targetUrl: body.targetUrl,
					throttling: { maxConcurrentRequests: concurrency },
					createdAt: state.settings?.createdAt ?? now(),
					updatedAt: now(),
				};
				return { status: 200, body: state.settings };
			},
		},
		{
			method: 'DELETE',
			path: '/{appId}/settings',
			auth: writeAuth(version),
			handler: (req) => {
				checkApp(req);
				state.settings = undefined;
				return { status: 204 };
			},
		},
		{
			method: 'GET',
			path: '/{appId}/subscriptions',
			auth: readAuth(version),
			handler: (req) => {
				checkApp(req);
				return { status: 200, body: { results: [...state.subscriptions.values()] } };
			},
		},
		{
			method: 'POST',
			path: '/{appId}/subscriptions',
			auth: writeAuth(version),
			handler: (req) => {
				checkApp(req);
				const body = (req.body ?? {}) as Partial<Subscription>;
				const eventType = String(body.eventType ?? '');
				if (!EVENT_TYPES.includes(eventType))
					throw validationError(
						`eventType ${JSON.stringify(body.eventType)} is not one of the supported event types`,
					);
				const propertyChange = eventType.endsWith('.propertyChange');
				if (propertyChange && !body.propertyName)
					throw validationError('propertyName is required for property change subscriptions');
				if (!propertyChange && body.propertyName)
					throw validationError('propertyName applies only to property change subscriptions');
				if (
					eventType.startsWith('object.') &&
					!CUSTOM_OBJECT_TYPE_ID.test(String(body.objectTypeId ?? ''))
				) {
					throw validationError(
						`objectTypeId must be a custom object type id such as 2-123456 for ${eventType}, got ${JSON.stringify(body.objectTypeId)}`,
					);
				}
				if (version !== 'legacy' && typeof body.active !== 'boolean')
					throw validationError('active is required and must be a boolean');
				if (state.subscriptions.size >= MAX_SUBSCRIPTIONS)
					throw validationError(`An app can have at most ${MAX_SUBSCRIPTIONS} subscriptions`);
				// The same event type and property twice is refused (uncertain: the service's exact answer is not documented).
				const same = [...state.subscriptions.values()].find(
					(s) =>
						s.eventType === eventType &&
						s.propertyName === body.propertyName &&
						s.objectTypeId === body.objectTypeId &&
						s.eventName === body.eventName,
				);
				if (same)
					throw conflict(
						`A subscription for ${eventType}${body.propertyName ? ` (${body.propertyName})` : ''} already exists: ${same.id}`,
					);
				const created: Subscription = {
					id: state.newId(),
					eventType,
					...(body.propertyName ? { propertyName: String(body.propertyName) } : {}),
					...(body.objectTypeId ? { objectTypeId: String(body.objectTypeId) } : {}),
					...(body.eventName ? { eventName: String(body.eventName) } : {}),
					active: body.active === true,
					createdAt: now(),
					updatedAt: now(),
				};
				state.subscriptions.set(created.id, created);
				return { status: 201, body: created };
			},
		},
		{
			method: 'POST',
			path: '/{appId}/subscriptions/batch/update',
			auth: writeAuth(version),
			handler: (req) => {
				checkApp(req);
				const inputs = (
					req.body as { inputs?: Array<{ id?: unknown; active?: unknown }> } | undefined
				)?.inputs;
				if (!Array.isArray(inputs)) throw validationError('inputs is required');
				const results: Subscription[] = [];
				const errors: unknown[] = [];
				for (const input of inputs) {
					const found = state.subscriptions.get(String(input.id));
					if (!found) {
						errors.push(
							batchError(
								'OBJECT_NOT_FOUND',
								`Subscription ${input.id} not found`,
								{ ids: [String(input.id)] },
								{ subCategory: 'SUBSCRIPTION_ID_NOT_FOUND' },
							),
						);
						continue;
					}
					results.push(setActive(found, input.active));
				}
				const at = now();
				return {
					status: errors.length ? partialFailureStatus(version, 200) : 200,
					body: {
						status: 'COMPLETE',
						results,
						...(errors.length ? { numErrors: errors.length, errors } : {}),
						startedAt: at,
						completedAt: at,
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/{appId}/subscriptions/{subscriptionId}',
			auth: readAuth(version),
			handler: (req) => ({ status: 200, body: subscription(req) }),
		},
		{
			method: 'PATCH',
			path: '/{appId}/subscriptions/{subscriptionId}',
			auth: writeAuth(version),
			handler: (req) => ({
				status: 200,
				body: setActive(subscription(req), (req.body as { active?: unknown } | undefined)?.active),
			}),
		},
		{
			method: 'DELETE',
			path: '/{appId}/subscriptions/{subscriptionId}',
			auth: writeAuth(version),
			handler: (req) => {
				state.subscriptions.delete(subscription(req).id);
				return { status: 204 };
			},
		},
	];

	const routes: Route[] = [
		...servedIn(PATH_FORMS.webhooks, managementRoutes),
		{
			method: 'POST',
			pattern: '/__sandbox/events',
			auth: { kind: 'none' },
			limitClass: 'unlimited',
			handler: (req) => {
				const events = (Array.isArray(req.body) ? req.body : [req.body]) as PlatformEvent[];
				if (events.some((e) => !e || typeof e.subscriptionType !== 'string'))
					throw validationError('each event needs a subscriptionType');
				for (const event of events) context.bus.publish(event);
				return { status: 202, body: { published: events.length } };
			},
		},
		{
			method: 'GET',
			pattern: '/__sandbox/deliveries',
			auth: { kind: 'none' },
			limitClass: 'unlimited',
			handler: async (req) => {
				const waitMs = Number(req.query.get('waitIdleMs') ?? 0);
				const idle =
					waitMs > 0 ? await dispatcher.whenIdle(Math.min(waitMs, 60_000)) : dispatcher.idle();
				return { status: 200, body: { idle, attempts: dispatcher.attempts } };
			},
		},
		{
			method: 'POST',
			pattern: '/__sandbox/deliveries/{index}/replay',
			auth: { kind: 'none' },
			limitClass: 'unlimited',
			handler: async (req) => {
				const answer = await dispatcher.replay(Number(req.params.index));
				if (!answer) throw resourceNotFound();
				return { status: 200, body: answer };
			},
		},
	];

	return {
		name: 'webhooks',
		routes,
		dispatcher,
		reset: () => {
			state.reset();
			dispatcher.reset();
		},
	};
}
