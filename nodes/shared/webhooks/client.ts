import type {
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	ILoadOptionsFunctions,
} from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { appIdOf, credentialAppId } from './developerApp';
import { ENDPOINTS } from '../transport/endpoints';
import { pathSegment } from '../transport/paths';
import { hubSpotApi, type HubSpotRequest } from '../transport/transport';

/**
 * The one client of HubSpot's webhooks API (an app's settings and subscriptions), for the Webhooks
 * node and the trigger's subscription management alike.
 */

type WebhooksContext = IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions;

/** A webhook subscription as HubSpot's webhooks API returns it. */
export interface Subscription extends IDataObject {
	id: string;
	eventType: string;
	propertyName?: string;
	objectTypeId?: string;
	eventName?: string;
	active: boolean;
	createdAt?: string;
	updatedAt?: string;
}

/** An app's webhook settings. */
export interface AppSettings extends IDataObject {
	targetUrl?: string;
	throttling?: IDataObject;
}

/**
 * A request to one of the webhook endpoints of the credential's app, with the developer key (these
 * settings belong to the app, so only its developer key reaches them).
 */
export async function webhooksApi<T>(
	ctx: WebhooksContext,
	options: Omit<HubSpotRequest, 'authentication'>,
): Promise<T> {
	// Item runs refuse a credential without a usable app ID before sending, naming the item.
	const appId =
		options.itemIndex === undefined
			? await credentialAppId(ctx)
			: await appIdOf(ctx as IExecuteFunctions, '', 'App ID of the credential', options.itemIndex);
	return await hubSpotApi<T>(ctx, {
		...options,
		segments: {
			...options.segments,
			appId: pathSegment(ctx, appId, 'App ID of the credential', options.itemIndex),
		},
		authentication: 'developerApiKey',
	});
}

const isNotFound = (error: unknown): boolean =>
	error instanceof NodeApiError && error.httpCode === '404';

/** The request's answer, or undefined when HubSpot answered 404 (the transport's errors are NodeApiErrors). */
export async function unlessNotFound<T>(request: Promise<T>): Promise<T | undefined> {
	return await request.catch((error: unknown) => {
		if (isNotFound(error)) return undefined;
		throw error;
	});
}

/** Every subscription of the app (HubSpot answers them all at once: at most 1,000 per app). */
export async function listSubscriptions(
	ctx: WebhooksContext,
	itemIndex?: number,
): Promise<Subscription[]> {
	const page = await webhooksApi<{ results?: Subscription[] }>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.webhookSubscriptions,
		itemIndex,
	});
	return page.results ?? [];
}

/** The app's webhook settings, or undefined for an app that never had any (HubSpot answers 404). */
export async function readAppSettings(ctx: WebhooksContext): Promise<AppSettings | undefined> {
	return await unlessNotFound(
		webhooksApi<AppSettings>(ctx, { method: 'GET', endpoint: ENDPOINTS.webhookSettings }),
	);
}

/** Activates or pauses one subscription; the answer is the updated subscription. */
export async function setSubscriptionActive(
	ctx: WebhooksContext,
	subscriptionId: string,
	active: boolean,
	itemIndex?: number,
): Promise<Subscription> {
	return await webhooksApi<Subscription>(ctx, {
		method: 'PATCH',
		endpoint: ENDPOINTS.webhookSubscription,
		segments: { subscriptionId: pathSegment(ctx, subscriptionId, 'Subscription', itemIndex) },
		body: { active },
		itemIndex,
	});
}
