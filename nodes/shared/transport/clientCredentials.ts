import { createHash } from 'node:crypto';
import type { IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import type { HubSpotContext } from './nodeContext';
import type { SendRequest } from './sendRequest';

/** A project app's client-credentials token: no refresh token exists, a new one is asked for when it expires. */
interface AppToken {
	accessToken: string;
	/** Epoch milliseconds. */
	expiresAt: number;
	/** The account HubSpot says the token belongs to (`hub_id`, optional in its answer). */
	hubId?: number;
}

/** What the grant needs from the App Client Secret credential. */
export interface AppClient {
	clientId: string;
	clientSecret: string;
	scopes: string[];
}

/** Asks HubSpot for a client-credentials token (the transport sends it: this module sends nothing itself). */
export type TokenGrant = (
	client: AppClient,
) => Promise<{ access_token: string; expires_in?: number; hub_id?: number }>;

/** A token is renewed this long before HubSpot's expiry, so a request never leaves with one about to lapse. */
const RENEW_BEFORE_MS = 60_000;

/**
 * Tokens by credential, client id, scopes and a hash of the secret, in this process's memory only:
 * never in static data (which n8n stores unencrypted), never logged, never output. Polls run on one
 * main process, so a restart costs one token request.
 */
const tokens = new Map<string, AppToken>();

/** The credential's fields the client credentials grant needs. */
interface AppClientFields {
	clientId?: string;
	clientSecret?: string;
	scopes?: string;
}

const clientOf = (credentials: AppClientFields): AppClient => ({
	clientId: String(credentials.clientId ?? '').trim(),
	clientSecret: String(credentials.clientSecret ?? ''),
	scopes: String(credentials.scopes ?? '')
		.split(/[\s,]+/)
		.filter(Boolean),
});

/**
 * What the App Client Secret credential lacks for the client credentials grant (made for the Platform
 * Trigger, it may hold the signature secret only), or undefined when it has all.
 */
export async function appClientLack(
	ctx: HubSpotContext,
	credentialType: string,
): Promise<string | undefined> {
	const client = clientOf(await ctx.getCredentials<AppClientFields>(credentialType));
	return !client.clientId
		? 'Client ID'
		: !client.clientSecret
			? 'Client Secret'
			: client.scopes.length === 0
				? 'Scopes'
				: undefined;
}

/** The credential's client id, secret and scopes; refused before any request when one is missing. */
export async function appClientOf(ctx: HubSpotContext, credentialType: string): Promise<AppClient> {
	const missing = await appClientLack(ctx, credentialType);
	if (missing) {
		throw new NodeOperationError(
			ctx.getNode(),
			`Credential: the App Client Secret credential needs its ${missing} for the client credentials grant`,
			{
				description:
					"Fill it in from the app's Auth page (Development › Projects › your app › Auth).",
			},
		);
	}
	return clientOf(await ctx.getCredentials<AppClientFields>(credentialType));
}

function keyOf(ctx: HubSpotContext, credentialType: string, client: AppClient): string {
	const credentialId = ctx.getNode().credentials?.[credentialType]?.id ?? ctx.getNode().id;
	const secret = createHash('sha256').update(client.clientSecret).digest('hex');
	return [credentialType, credentialId, client.clientId, client.scopes.join(' '), secret].join(
		'\u0000',
	);
}

/** A live token of the app: the one held, or a new one from `POST /oauth/2026-03/token` (client_credentials). */
export async function appToken(
	ctx: HubSpotContext,
	credentialType: string,
	renew: boolean,
	grant: TokenGrant,
): Promise<AppToken> {
	const client = await appClientOf(ctx, credentialType);
	const key = keyOf(ctx, credentialType, client);
	const held = tokens.get(key);
	if (held && !renew && held.expiresAt - RENEW_BEFORE_MS > Date.now()) return held;
	const answer = await grant(client);
	const lifetimeMs = (Number(answer.expires_in) || 1_800) * 1000;
	const hubId = Number(answer.hub_id);
	const token: AppToken = {
		accessToken: answer.access_token,
		expiresAt: Date.now() + lifetimeMs,
		...(Number.isSafeInteger(hubId) && hubId > 0 ? { hubId } : {}),
	};
	tokens.set(key, token);
	return token;
}

const withBearer = (options: IHttpRequestOptions, token: AppToken): IHttpRequestOptions => ({
	...options,
	headers: { ...options.headers, Authorization: `Bearer ${token.accessToken}` },
});

/**
 * Sends with the app's client-credentials token. A 401 (the token expired early or was revoked)
 * gets one new token and one more attempt.
 */
export async function clientCredentialsSender(
	ctx: HubSpotContext,
	credentialType: string,
	plain: SendRequest,
	grant: TokenGrant,
): Promise<SendRequest> {
	let token = await appToken(ctx, credentialType, false, grant);
	return async (optionsOfSend) => {
		const answer = await plain(async () => withBearer(await optionsOfSend(), token));
		if (answer.statusCode !== 401) return answer;
		token = await appToken(ctx, credentialType, true, grant);
		return await plain(async () => withBearer(await optionsOfSend(), token));
	};
}
