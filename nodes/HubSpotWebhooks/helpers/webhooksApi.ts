import type { IDataObject, IExecuteFunctions, ILoadOptionsFunctions } from 'n8n-workflow';
import { appIdOf, credentialAppId } from '../../shared/developerApp';
import { ENDPOINTS } from '../../shared/endpoints';
import { pathSegment } from '../../shared/paths';
import { hubSpotApi, type HubSpotRequest } from '../../shared/transport';

/** A webhook subscription as HubSpot's webhooks API returns it. */
export interface Subscription extends IDataObject {
	id: string;
	eventType: string;
	propertyName?: string;
	active: boolean;
	createdAt?: string;
	updatedAt?: string;
}

/**
 * A request to one of the webhook endpoints of the credential's app, with the developer key (these
 * settings belong to the app, so only its developer key reaches them).
 */
export async function webhooksApi<T>(
	ctx: IExecuteFunctions | ILoadOptionsFunctions,
	options: Omit<HubSpotRequest, 'authentication'>,
): Promise<T> {
	// Item runs refuse a credential without a usable app ID before sending, naming the item.
	const appId =
		options.itemIndex === undefined
			? await credentialAppId(ctx)
			: await appIdOf(ctx as IExecuteFunctions, '', 'App ID of the credential', options.itemIndex);
	return await hubSpotApi<T>(ctx, {
		...options,
		segments: { ...options.segments, appId: pathSegment(ctx, appId, 'App ID of the credential', options.itemIndex) },
		authentication: 'developerApiKey',
	});
}

/** Every subscription of the app (HubSpot answers them all at once: at most 1,000 per app). */
export async function listSubscriptions(ctx: IExecuteFunctions | ILoadOptionsFunctions, itemIndex?: number): Promise<Subscription[]> {
	const page = await webhooksApi<{ results?: Subscription[] }>(ctx, { method: 'GET', endpoint: ENDPOINTS.webhookSubscriptions, itemIndex });
	return page.results ?? [];
}
