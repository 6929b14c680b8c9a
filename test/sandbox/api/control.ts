import { ACCOUNT } from '../account';
import { defaultConfig, type SandboxConfig } from '../config';
import type { SandboxContext } from '../context';
import { resourceNotFound, validationError } from '../errors';
import type { FaultSpec } from '../faults';
import { seedRecords } from '../state/crmSeed';
import { PROJECT_APP } from '../state/projectApps';
import type { Route, SandboxArea } from '../types';
import type { CrmArea } from './crm';
import { PROJECT_APP_SCOPES } from './clientCredentials';
import { objectTypeOf } from './crmShared';
import type { createOAuthArea } from './oauth';

const none = { kind: 'none' } as const;

/** Merges a partial configuration into the live one (rate limits one level deeper). */
function mergeConfig(config: SandboxConfig, patch: Partial<SandboxConfig>): void {
	const { rateLimits, ...rest } = patch;
	Object.assign(config, rest);
	if (rateLimits) Object.assign(config.rateLimits, rateLimits);
}

/** The sandbox's own API (not HubSpot's) under `/__sandbox/`, for tests, benchmarks and the demo. */
export function createControlArea(
	context: SandboxContext,
	areas: () => SandboxArea[],
	crm: CrmArea,
	oauth: ReturnType<typeof createOAuthArea>,
): SandboxArea {
	const routes: Route[] = [
		{
			method: 'GET',
			pattern: '/__sandbox/info',
			auth: none,
			handler: () => ({
				status: 200,
				body: {
					baseUrl: context.baseUrl(),
					hubId: ACCOUNT.hubId,
					hubDomain: ACCOUNT.hubDomain,
					privateAppToken: ACCOUNT.privateAppToken,
					developerApiKey: ACCOUNT.developerApiKey,
					appId: ACCOUNT.appId,
					clientId: ACCOUNT.clientId,
					clientSecret: ACCOUNT.clientSecret,
					installUrl: `${context.baseUrl()}/oauth/authorize`,
					// The project-based app the CRM Events Trigger's credential names (its journal's client credentials).
					projectApp: { ...PROJECT_APP, scopes: PROJECT_APP_SCOPES },
				},
			}),
		},
		{
			method: 'POST',
			pattern: '/__sandbox/reset',
			auth: none,
			handler: () => {
				context.clock.reset();
				context.tokens.reset();
				context.limits.reset();
				context.faults.clear();
				context.log.clear();
				for (const area of areas()) area.reset();
				return { status: 204 };
			},
		},
		{
			method: 'POST',
			pattern: '/__sandbox/seed',
			auth: none,
			handler: (req) => {
				const body = (req.body ?? {}) as {
					objectType?: string;
					count?: number;
					properties?: Record<string, unknown>;
					at?: number;
					stepMs?: number;
				};
				const type = objectTypeOf({
					...req,
					params: { objectType: String(body.objectType ?? '') },
				});
				const count = Number(body.count ?? 0);
				if (!Number.isInteger(count) || count < 0 || count > 200_000)
					throw validationError('count must be a whole number up to 200000');
				if (body.at !== undefined && !Number.isSafeInteger(body.at))
					throw validationError('at must be epoch milliseconds');
				if (body.stepMs !== undefined && (!Number.isSafeInteger(body.stepMs) || body.stepMs < 0))
					throw validationError('stepMs must be a whole number of milliseconds');
				const properties = Object.fromEntries(
					Object.entries(body.properties ?? {}).map(([k, v]) => [k, String(v)]),
				);
				return {
					status: 200,
					body: {
						ids: seedRecords(crm.store, type, count, properties, {
							at: body.at,
							stepMs: body.stepMs,
						}),
					},
				};
			},
		},
		{
			method: 'POST',
			pattern: '/__sandbox/crm/{objectType}/{id}/restore',
			auth: none,
			handler: (req) => {
				const record = crm.store.get(objectTypeOf(req), req.params.id);
				if (!record) throw resourceNotFound();
				crm.store.restore(record);
				return { status: 204 };
			},
		},
		{
			// How many times each record's property was written by API calls (its history, seed values
			// left out): `{ "1": 20000 }` means 20,000 records written exactly once.
			method: 'GET',
			pattern: '/__sandbox/crm/{objectType}/writes',
			auth: none,
			handler: (req) => {
				const property = String(req.query.get('property') ?? '');
				if (!property) throw validationError('property is required');
				const counts: Record<string, number> = {};
				for (const record of crm.store.of(objectTypeOf(req)).byId.values()) {
					const writes = (record.history[property] ?? []).filter(
						(entry) => entry.sourceType === 'INTEGRATION',
					).length;
					counts[writes] = (counts[writes] ?? 0) + 1;
				}
				return { status: 200, body: { property, recordsByWriteCount: counts } };
			},
		},
		{
			method: 'GET',
			pattern: '/__sandbox/requests',
			auth: none,
			handler: () => ({ status: 200, body: context.log.all() }),
		},
		{
			method: 'DELETE',
			pattern: '/__sandbox/requests',
			auth: none,
			handler: () => {
				context.log.clear();
				return { status: 204 };
			},
		},
		{
			method: 'POST',
			pattern: '/__sandbox/faults',
			auth: none,
			handler: (req) => {
				const specs = Array.isArray(req.body) ? (req.body as FaultSpec[]) : [req.body as FaultSpec];
				for (const spec of specs) context.faults.add(spec);
				return { status: 204 };
			},
		},
		{
			method: 'DELETE',
			pattern: '/__sandbox/faults',
			auth: none,
			handler: () => {
				context.faults.clear();
				return { status: 204 };
			},
		},
		// The account's record validation rules, enforced on 2026-09 CRM writes only; `/__sandbox/reset`
		// clears them. PUT `{"rules":[{"objectType":"deals","kind":"conditionallyRequired","property":
		// "closedate","when":{"property":"dealstage","equals":"closedwon"}},{"objectType":"contacts",
		// "kind":"requiredOnCreate","property":"phone"}]}` replaces them all.
		{
			method: 'GET',
			pattern: '/__sandbox/validation-rules',
			auth: none,
			handler: () => ({ status: 200, body: { rules: crm.rules.all() } }),
		},
		{
			method: 'PUT',
			pattern: '/__sandbox/validation-rules',
			auth: none,
			handler: (req) => {
				crm.rules.replace((req.body as { rules?: unknown } | undefined)?.rules);
				return { status: 200, body: { rules: crm.rules.all() } };
			},
		},
		{
			method: 'DELETE',
			pattern: '/__sandbox/validation-rules',
			auth: none,
			handler: () => {
				crm.rules.clear();
				return { status: 204 };
			},
		},
		{
			method: 'GET',
			pattern: '/__sandbox/config',
			auth: none,
			handler: () => ({ status: 200, body: context.config }),
		},
		{
			method: 'PUT',
			pattern: '/__sandbox/config',
			auth: none,
			handler: (req) => {
				mergeConfig(context.config, (req.body ?? {}) as Partial<SandboxConfig>);
				return { status: 200, body: context.config };
			},
		},
		{
			method: 'DELETE',
			pattern: '/__sandbox/config',
			auth: none,
			handler: () => {
				mergeConfig(context.config, defaultConfig());
				return { status: 200, body: context.config };
			},
		},
		{
			method: 'POST',
			pattern: '/__sandbox/clock',
			auth: none,
			handler: (req) => {
				context.clock.advance(
					Number((req.body as { advanceMs?: number } | undefined)?.advanceMs ?? 0),
				);
				return { status: 200, body: { now: context.clock.iso() } };
			},
		},
		{
			method: 'POST',
			pattern: '/__sandbox/tokens',
			auth: none,
			handler: (req) => {
				const body = (req.body ?? {}) as { scopes?: string[]; expiresInSeconds?: number };
				const { access, refreshToken } = oauth.issuePair(
					['oauth', ...(body.scopes ?? [])],
					body.expiresInSeconds,
				);
				return {
					status: 200,
					body: {
						token_type: 'bearer',
						access_token: access.token,
						refresh_token: refreshToken,
						expires_in: Math.round((access.expiresAt! - context.clock.now()) / 1000),
					},
				};
			},
		},
	];
	return {
		name: 'control',
		routes: routes.map((r) => ({ ...r, limitClass: 'unlimited' as const })),
		reset: () => undefined,
	};
}
