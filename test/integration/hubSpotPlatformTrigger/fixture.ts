import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { Engine } from '../../harness/engine';
import { WebhookHost, postRaw, type HostedCall } from '../../harness/webhook';
import { ACCOUNT } from '../../sandbox/account';
import { PROJECT_APP } from '../../sandbox/state/projectApps';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { signV1, signV2, signV3 } from '../../../nodes/shared/webhooks/signature';

export const SECRET = ACCOUNT.clientSecret;

/** Credentials of the sandbox's developer account and OAuth app, pointing at `baseUrl`. */
export function engineWithCredentials(baseUrl = 'http://127.0.0.1:9'): Engine {
	const engine = new Engine();
	engine.credentials.add({
		id: 'hsDeveloper00001',
		name: 'Sandbox developer',
		type: 'hubSpotPlatformDeveloperApi',
		data: {
			apiKey: ACCOUNT.developerApiKey,
			appId: String(ACCOUNT.appId),
			clientSecret: SECRET,
			baseUrl,
		},
	});
	engine.credentials.add({
		id: 'hsOAuth2Cred0001',
		name: 'Sandbox OAuth app',
		type: 'hubSpotPlatformOAuth2Api',
		data: {
			clientId: ACCOUNT.clientId,
			clientSecret: SECRET,
			baseUrl,
			oauthTokenData: { access_token: 'unused', refresh_token: 'unused' },
		},
	});
	engine.credentials.add({
		id: 'hsAppSecret00001',
		name: 'Sandbox project app',
		type: 'hubSpotPlatformAppSecretApi',
		data: { appId: String(PROJECT_APP.appId), clientSecret: PROJECT_APP.clientSecret },
	});
	return engine;
}

export const APP_SECRET = { hubSpotPlatformAppSecretApi: 'hsAppSecret00001' };

export const DEVELOPER = { hubSpotPlatformDeveloperApi: 'hsDeveloper00001' };
export const OAUTH2 = { hubSpotPlatformOAuth2Api: 'hsOAuth2Cred0001' };

/** A trigger hosted on 127.0.0.1 with the given parameters (developer credential, no subscription management). */
export async function hostTrigger(
	engine: Engine,
	parameters: INodeParameters,
	credentials: Record<string, string> = DEVELOPER,
): Promise<WebhookHost> {
	const host = new WebhookHost(engine, {
		type: 'hubSpotPlatformTrigger',
		parameters: { authentication: 'developerApiKey', manageSubscriptions: false, ...parameters },
		credentials,
	});
	await host.start();
	return host;
}

let nextEventId = 1000;

/** An event as HubSpot sends it. */
export function event(subscriptionType: string, fields: IDataObject = {}): IDataObject {
	return {
		eventId: nextEventId++,
		subscriptionId: 4001,
		portalId: ACCOUNT.hubId,
		appId: ACCOUNT.appId,
		occurredAt: 1_700_000_000_000,
		subscriptionType,
		attemptNumber: 0,
		objectId: 501,
		changeSource: 'CRM',
		...fields,
	};
}

export type SignatureVersion = 'v1' | 'v2' | 'v3';

/**
 * HubSpot's signature headers for a body sent to `url`: `v3` as app webhook deliveries carry them
 * (v3 and its timestamp, the v1 header beside), `v1` or `v2` alone as the features signing only so.
 */
export function signatureHeaders(
	version: SignatureVersion,
	url: string,
	body: string,
	timestamp = Date.now(),
): Record<string, string> {
	const raw = Buffer.from(body, 'utf8');
	const v1 = { 'X-HubSpot-Signature-Version': 'v1', 'X-HubSpot-Signature': signV1(SECRET, raw) };
	if (version === 'v1') return v1;
	if (version === 'v2')
		return {
			'X-HubSpot-Signature-Version': 'v2',
			'X-HubSpot-Signature': signV2(SECRET, 'POST', url, raw),
		};
	return {
		...v1,
		'X-HubSpot-Signature-v3': signV3(SECRET, 'POST', url, raw, String(timestamp)),
		'X-HubSpot-Request-Timestamp': String(timestamp),
	};
}

/** Sends a signed delivery of these events to the host's production URL. */
export async function deliver(
	host: WebhookHost,
	events: IDataObject[],
	version: SignatureVersion = 'v3',
): Promise<HostedCall> {
	const body = JSON.stringify(events);
	return await postRaw(host.productionUrl, body, {
		'Content-Type': 'application/json',
		...signatureHeaders(version, host.productionUrl, body),
	});
}

/** The sandbox the delivery suites run against: no rate limits, HubSpot's delivery timings scaled down a thousandfold. */
export const startDeliveringSandbox = async (): Promise<RunningSandbox> =>
	await startSandbox({
		port: 0,
		config: { rateLimits: { enabled: false } as never, webhookTimeScale: 0.001 },
	});

/** Resets the sandbox for a test and gives the test a fresh engine pointed at it. */
export async function resetForTest(sandbox: RunningSandbox): Promise<Engine> {
	const response = await fetch(`${sandbox.baseUrl}/__sandbox/reset`, { method: 'POST' });
	if (response.status >= 400)
		throw new Error(`POST /__sandbox/reset: HTTP ${response.status} ${await response.text()}`);
	return engineWithCredentials(sandbox.baseUrl);
}
