import type {
	IDataObject,
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/descriptions';
import { authenticationOf, credentialTypeOf } from '../shared/transport';
import { dropRepeatedEvents } from './deduplication';
import { parseDelivery } from './delivery';
import { triggerProperties } from './description';
import { readableEvent } from './events';
import { isSelected, readSelection } from './filters';
import { verifySignature } from './signature';
import { activateSubscriptions, pauseSubscriptions, subscriptionsExist } from './subscriptions';

const auth = authentication(['developerApiKey', 'oAuth2']);

/** What the trigger reads of the incoming request, as n8n's webhook server hands it over. */
interface IncomingDelivery {
	method: string;
	url: string;
	originalUrl?: string;
	headers: Record<string, string | string[] | undefined>;
	/** The body bytes exactly as received, which n8n keeps beside the parsed body. */
	rawBody?: Buffer;
	readRawBody?: () => Promise<void>;
}

/**
 * Answers the request itself: n8n then sends nothing more. A node that answers before returning is
 * also the one case where n8n 2.x saves the static data `webhook()` changed when it then starts an
 * execution (its response callback saves it before the run begins; when n8n answers after starting
 * the run, the run's own copy of the workflow has already reset the "changed" flag).
 */
function answer(ctx: IWebhookFunctions, status: number, body: IDataObject): IWebhookResponseData {
	const response = ctx.getResponseObject();
	response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
	response.end(JSON.stringify(body));
	return { noWebhookResponse: true };
}

/** Refuses the delivery; no execution starts. */
const refuse = (ctx: IWebhookFunctions, status: number, message: string): IWebhookResponseData =>
	answer(ctx, status, { status: 'error', message });

async function rawBodyOf(request: IncomingDelivery): Promise<Buffer> {
	if (!request.rawBody && request.readRawBody) await request.readRawBody();
	return request.rawBody ?? Buffer.alloc(0);
}

/** The URLs HubSpot may have signed: this node's URLs as n8n knows them and the one the request reached. */
function signedUrlCandidates(ctx: IWebhookFunctions, request: IncomingDelivery): string[] {
	const path = request.originalUrl ?? request.url;
	const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
	const first = (name: string) => {
		const value = request.headers[name];
		return (Array.isArray(value) ? value[0] : value)?.split(',')[0].trim();
	};
	const host = first('x-forwarded-host') ?? first('host');
	const protocol = first('x-forwarded-proto') ?? 'http';
	// getWebhookResourceUrl (the test URL while listening for a test event) is missing in older n8n versions.
	const known = [ctx.getNodeWebhookUrl('default'), ctx.getWebhookResourceUrl?.('default')]
		.filter((url): url is string => typeof url === 'string')
		.map((url) => url + query);
	return [...new Set([...known, ...(host ? [`${protocol}://${host}${path}`] : [])])];
}

async function clientSecretOf(ctx: IWebhookFunctions): Promise<string> {
	const credentials = await ctx.getCredentials<{ clientSecret?: string }>(credentialTypeOf(authenticationOf(ctx)));
	return String(credentials.clientSecret ?? '');
}

export class HubSpotPlatformTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Platform Trigger',
		name: 'hubSpotPlatformTrigger',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["eventTypes"].join(", ")}}',
		description: 'Starts the workflow when HubSpot sends webhook events: verified, filtered and deduplicated',
		defaults: { name: 'HubSpot Platform Trigger' },
		inputs: [],
		// eslint-disable-next-line n8n-nodes-base/node-class-description-outputs-wrong
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				// HubSpot retries deliveries not answered within 5 s: webhook() answers itself, before the run.
				responseMode: 'onReceived',
				path: 'webhook',
			},
		],
		properties: [auth.property, ...triggerProperties],
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await subscriptionsExist(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await activateSubscriptions(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await pauseSubscriptions(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const request = this.getRequestObject() as unknown as IncomingDelivery;
		const rawBody = await rawBodyOf(request);
		const options = this.getNodeParameter('options', {}) as IDataObject;

		if (options.skipSignatureVerification !== true) {
			const secret = await clientSecretOf(this);
			if (!secret) return refuse(this, 401, 'The credential has no client secret to verify the signature with');
			const verification = verifySignature(
				secret,
				{
					method: request.method,
					urls: signedUrlCandidates(this, request),
					rawBody,
					headers: request.headers,
					nowMs: Date.now(),
				},
				{ acceptV1V2: options.acceptV1V2Signatures === true },
			);
			if (!verification.valid) return refuse(this, 401, verification.reason);
		}

		const delivery = parseDelivery(rawBody);
		if ('problem' in delivery) return refuse(this, 400, delivery.problem);
		const { events } = delivery;

		const selection = readSelection(this);
		let wanted = events.filter((event) => isSelected(event, selection));
		if (options.deduplicate !== false) {
			wanted = dropRepeatedEvents(
				wanted,
				{ nodeKey: `${this.getWorkflow().id ?? ''}:${this.getNode().id}`, staticData: this.getWorkflowStaticData('node') },
				Date.now(),
			);
		}
		// HubSpot only needs a 2xx within 5 s: the acknowledgement says what this delivery started.
		const acknowledged = answer(this, 200, { received: events.length, started: wanted.length });
		if (wanted.length === 0) return acknowledged;

		const readable = wanted.map(readableEvent);
		const items =
			this.getNodeParameter('output', 'perEvent') === 'perDelivery'
				? [{ json: { events: readable, eventCount: readable.length } }]
				: readable.map((json) => ({ json }));
		return { ...acknowledged, workflowData: [items] };
	}
}
