import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { DeliveryDispatcher } from '../delivery/dispatcher';
import { validationError } from '../errors';
import {
	GENERIC_TYPES,
	HUB_EVENT_TYPES,
	LEGACY_CRM_TYPES,
	PROJECT_APP,
	ProjectAppState,
	TYPE_ID_BY_NAME,
	deliveredAs,
	type DeclaredSubscription,
} from '../state/projectApps';
import type { Route, SandboxArea } from '../types';
import { PROJECT_APP_SCOPES } from './clientCredentials';

type Group = DeclaredSubscription['group'];

/** The subscription types each array of a webhooks component may hold. */
const ALLOWED: Record<Group, string[]> = {
	crmObjects: GENERIC_TYPES,
	legacyCrmObjects: LEGACY_CRM_TYPES,
	hubEvents: HUB_EVENT_TYPES,
};

const isHttpUrl = (value: unknown): value is string => {
	try {
		return ['http:', 'https:'].includes(new URL(String(value)).protocol);
	} catch {
		return false;
	}
};

/**
 * Checks an uploaded `*-hsmeta.json` webhooks component as `hs project upload` would (the build
 * fails on an invalid component) and returns its settings and subscriptions.
 */
function readComponent(body: unknown): Parameters<ProjectAppState['replace']> {
	const component = (body ?? {}) as {
		type?: unknown;
		uid?: unknown;
		config?: { settings?: Record<string, unknown>; subscriptions?: Record<string, unknown> };
	};
	if (component.type !== 'webhooks') throw validationError('type must be "webhooks"');
	if (typeof component.uid !== 'string' || !component.uid) throw validationError('uid is required');
	const settings = component.config?.settings ?? {};
	if (!isHttpUrl(settings.targetUrl))
		throw validationError('config.settings.targetUrl must be an http or https URL');
	const concurrency = Number(settings.maxConcurrentRequests ?? 10);
	if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 100)
		throw validationError(
			'config.settings.maxConcurrentRequests must be a whole number from 1 to 100',
		);
	const subscriptions = component.config?.subscriptions;
	if (!subscriptions || typeof subscriptions !== 'object')
		throw validationError('config.subscriptions is required');
	const declared: Array<Omit<DeclaredSubscription, 'id'>> = [];
	for (const group of Object.keys(ALLOWED) as Group[]) {
		const entries = subscriptions[group] ?? [];
		if (!Array.isArray(entries))
			throw validationError(`config.subscriptions.${group} must be an array`);
		for (const [index, raw] of entries.entries()) {
			const entry = (raw ?? {}) as {
				subscriptionType?: unknown;
				objectType?: unknown;
				propertyName?: unknown;
				active?: unknown;
			};
			const where = `config.subscriptions.${group}[${index}]`;
			const type = String(entry.subscriptionType ?? '');
			if (!ALLOWED[group].includes(type))
				throw validationError(
					`${where}.subscriptionType ${JSON.stringify(entry.subscriptionType)} is not allowed in ${group}`,
				);
			if (group === 'crmObjects') {
				const objectType = String(entry.objectType ?? '');
				if (!TYPE_ID_BY_NAME[objectType] && !/^2-\d+$/.test(objectType))
					throw validationError(
						`${where}.objectType ${JSON.stringify(entry.objectType)} is not a known object type`,
					);
			} else if (entry.objectType !== undefined) {
				throw validationError(`${where}.objectType applies only to crmObjects`);
			}
			const propertyChange = type.endsWith('.propertyChange');
			if (propertyChange && typeof entry.propertyName !== 'string')
				throw validationError(`${where}.propertyName is required for property changes`);
			if (!propertyChange && entry.propertyName !== undefined)
				throw validationError(`${where}.propertyName applies only to property changes`);
			if (typeof entry.active !== 'boolean')
				throw validationError(`${where}.active must be a boolean`);
			declared.push({
				group,
				subscriptionType: type,
				...(group === 'crmObjects' ? { objectType: String(entry.objectType) } : {}),
				...(propertyChange ? { propertyName: String(entry.propertyName) } : {}),
				active: entry.active,
			});
		}
	}
	return [{ targetUrl: settings.targetUrl, maxConcurrentRequests: concurrency }, declared];
}

/**
 * The account's project-based app: its webhooks come from the uploaded project component (a control
 * route stands for `hs project upload`), its deliveries use the generic format for `crmObjects`
 * subscriptions and are signed with its own client secret. HubSpot's webhooks API refuses its id.
 */
export function createProjectAppsArea(context: SandboxContext): SandboxArea {
	const state = new ProjectAppState();
	const dispatcher = new DeliveryDispatcher(context, {
		appId: PROJECT_APP.appId,
		clientSecret: PROJECT_APP.clientSecret,
		target: () => state.settings,
		notificationsFor: (event) =>
			state.subscriptions.flatMap((subscription) => {
				const fields = deliveredAs(subscription, event);
				return fields ? [{ subscriptionId: subscription.id, fields }] : [];
			}),
	});
	const none = { kind: 'none' } as const;
	const routes: Route[] = [
		{
			method: 'GET',
			pattern: '/__sandbox/project-app',
			auth: none,
			handler: () => ({
				status: 200,
				body: { ...PROJECT_APP, hubId: ACCOUNT.hubId, scopes: PROJECT_APP_SCOPES },
			}),
		},
		{
			// `hs project upload` of a project whose src/app/webhooks/webhooks-hsmeta.json is the body.
			method: 'PUT',
			pattern: '/__sandbox/project-app/webhooks',
			auth: none,
			handler: (req) => {
				state.replace(...readComponent(req.body));
				return {
					status: 200,
					body: { settings: state.settings, subscriptions: state.subscriptions },
				};
			},
		},
		{
			method: 'GET',
			pattern: '/__sandbox/project-app/webhooks',
			auth: none,
			handler: () => ({
				status: 200,
				body: { settings: state.settings ?? null, subscriptions: state.subscriptions },
			}),
		},
		{
			method: 'GET',
			pattern: '/__sandbox/project-app/deliveries',
			auth: none,
			handler: async (req) => {
				const waitMs = Number(req.query.get('waitIdleMs') ?? 0);
				const idle =
					waitMs > 0 ? await dispatcher.whenIdle(Math.min(waitMs, 60_000)) : dispatcher.idle();
				return { status: 200, body: { idle, attempts: dispatcher.attempts } };
			},
		},
	];
	return {
		name: 'projectApps',
		routes: routes.map((route) => ({ ...route, limitClass: 'unlimited' as const })),
		reset: () => {
			state.reset();
			dispatcher.reset();
		},
	};
}
