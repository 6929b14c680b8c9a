import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { ENDPOINTS } from '../shared/transport/endpoints';
import {
	listSubscriptions,
	readAppSettings,
	setSubscriptionActive,
	unlessNotFound,
	webhooksApi,
	type AppSettings,
	type Subscription,
} from '../shared/webhooks/client';
import { checkedSelection, wantedSubscriptions, type WantedSubscription } from './filters';

/** What this node did to the app on activation, kept in its static data for deactivation. */
interface ManagedState {
	/** The target URL this node pointed the app at. */
	targetUrl?: string;
	/** Subscriptions this node activated or created, to pause on deactivation. */
	activatedSubscriptionIds?: string[];
	/**
	 * While listening for a test event: the target URL the app had before ('' for none), put back
	 * when the listening ends. n8n keeps a test listening's static data apart from the workflow's.
	 */
	targetUrlBeforeTest?: string;
}

/** HubSpot's default when an app has no webhook settings yet. */
const DEFAULT_THROTTLING: IDataObject = { maxConcurrentRequests: 10 };

export function managesSubscriptions(ctx: IHookFunctions): boolean {
	return (
		ctx.getNodeParameter('authentication', 'developerApiKey') === 'developerApiKey' &&
		(ctx.getNodeParameter('manageSubscriptions', true) as boolean)
	);
}

const sameSubscription = (existing: Subscription, wanted: WantedSubscription): boolean =>
	existing.eventType === wanted.eventType &&
	(existing.propertyName ?? '') === (wanted.propertyName ?? '') &&
	(wanted.objectTypeId === undefined ||
		String(existing.objectTypeId ?? '') === wanted.objectTypeId) &&
	(wanted.eventName === undefined || (existing.eventName ?? '') === wanted.eventName);

/** The subscriptions the selection needs; a bad value is refused before any request. */
function wantedOrFail(ctx: IHookFunctions): WantedSubscription[] {
	const wanted = wantedSubscriptions(checkedSelection(ctx));
	if ('problem' in wanted) throw new NodeOperationError(ctx.getNode(), wanted.problem);
	return wanted;
}

function managedState(ctx: IHookFunctions): IDataObject & ManagedState {
	return ctx.getWorkflowStaticData('node') as IDataObject & ManagedState;
}

function ownUrl(ctx: IHookFunctions): string {
	const url = ctx.getNodeWebhookUrl('default');
	if (!url) throw new NodeOperationError(ctx.getNode(), 'n8n gave this trigger no webhook URL');
	return url;
}

/** Whether the app already delivers every selected event type to this node. */
export async function subscriptionsExist(ctx: IHookFunctions): Promise<boolean> {
	if (!managesSubscriptions(ctx)) return true;
	const wanted = wantedOrFail(ctx);
	const settings = await readAppSettings(ctx);
	if (settings?.targetUrl !== ownUrl(ctx)) return false;
	const existing = await listSubscriptions(ctx);
	return wanted.every((w) => existing.some((e) => e.active && sameSubscription(e, w)));
}

/** The node's production and test URLs share their origin and end in the node's own webhook id and path. */
function isSiblingUrl(ctx: IHookFunctions, url: string, other: string): boolean {
	const { webhookId } = ctx.getNode();
	if (!webhookId) return false;
	try {
		const [a, b] = [new URL(url), new URL(other)];
		const suffix = `/${webhookId}/webhook`;
		return a.origin === b.origin && a.pathname.endsWith(suffix) && b.pathname.endsWith(suffix);
	} catch {
		return false;
	}
}

/**
 * Whether a target URL is this node's: its URL now, its other URL (production while testing and the
 * other way round), or the one it set last time.
 */
function isOwnTarget(ctx: IHookFunctions, targetUrl: string): boolean {
	const url = ownUrl(ctx);
	return (
		targetUrl === url ||
		isSiblingUrl(ctx, url, targetUrl) ||
		targetUrl === managedState(ctx).targetUrl
	);
}

/** n8n activates a trigger in activation mode 'manual' only to listen for a test event. */
const isTestListening = (ctx: IHookFunctions): boolean => ctx.getActivationMode() === 'manual';

/**
 * Points the app at this node and makes sure an active subscription exists for every selected
 * type: inactive ones are activated (PATCH), missing ones created. Refuses to take the app's target
 * URL from anywhere else unless the user asked for it.
 */
export async function activateSubscriptions(ctx: IHookFunctions): Promise<boolean> {
	if (!managesSubscriptions(ctx)) return true;
	const wanted = wantedOrFail(ctx);
	const url = ownUrl(ctx);
	const settings = await readAppSettings(ctx);
	const current = settings?.targetUrl;
	if (
		current &&
		!isOwnTarget(ctx, current) &&
		!(ctx.getNodeParameter('takeOverTargetUrl', false) as boolean)
	) {
		throw new NodeOperationError(
			ctx.getNode(),
			`The HubSpot app already sends its webhooks to ${current}`,
			{
				description:
					'An app has one webhook target URL. Activating this workflow would take the deliveries away from that address. ' +
					'Turn on "Take Over the App\'s Webhook URL" to point the app at this workflow anyway, or use another app.',
			},
		);
	}
	const state = managedState(ctx);
	if (current !== url) {
		await writeTargetUrl(ctx, url, settings);
		if (isTestListening(ctx)) state.targetUrlBeforeTest = current ?? '';
	}
	state.targetUrl = url;

	const existing = await listSubscriptions(ctx);
	const activated = new Set(state.activatedSubscriptionIds ?? []);
	for (const want of wanted) {
		const found = existing.find((e) => sameSubscription(e, want));
		if (found?.active) continue;
		if (found) {
			await setSubscriptionActive(ctx, String(found.id), true);
			activated.add(String(found.id));
		} else {
			const created = await webhooksApi<Subscription>(ctx, {
				method: 'POST',
				endpoint: ENDPOINTS.webhookSubscriptions,
				body: { ...want, active: true },
			});
			activated.add(String(created.id));
		}
	}
	state.activatedSubscriptionIds = [...activated];
	return true;
}

/** Points the app's webhooks at `targetUrl`, keeping its throttling. */
async function writeTargetUrl(
	ctx: IHookFunctions,
	targetUrl: string,
	settings: AppSettings | undefined,
): Promise<void> {
	await webhooksApi(ctx, {
		method: 'PUT',
		endpoint: ENDPOINTS.webhookSettings,
		body: { targetUrl, throttling: settings?.throttling ?? DEFAULT_THROTTLING },
	});
}

/**
 * Ends a test listening: the app's target URL goes back to what it was before (the production URL
 * of a published workflow), unless something pointed it elsewhere meanwhile.
 */
async function restoreTargetUrl(ctx: IHookFunctions, state: ManagedState): Promise<void> {
	const previous = state.targetUrlBeforeTest;
	if (previous === undefined) return;
	const settings = await readAppSettings(ctx);
	if (settings?.targetUrl === state.targetUrl) {
		if (previous) {
			await writeTargetUrl(ctx, previous, settings);
		} else {
			// An app that had no webhook settings gets none again.
			await webhooksApi(ctx, { method: 'DELETE', endpoint: ENDPOINTS.webhookSettings });
		}
	}
	delete state.targetUrlBeforeTest;
}

/**
 * Pauses the subscriptions this node activated; the others stay as they are, and so does the target
 * URL, except at the end of a test listening, which puts back the URL it replaced.
 */
export async function pauseSubscriptions(ctx: IHookFunctions): Promise<boolean> {
	if (!managesSubscriptions(ctx)) return true;
	const state = managedState(ctx);
	for (const id of state.activatedSubscriptionIds ?? []) {
		// A subscription deleted meanwhile (404) has nothing left to pause.
		await unlessNotFound(setSubscriptionActive(ctx, String(id), false));
	}
	state.activatedSubscriptionIds = [];
	await restoreTargetUrl(ctx, state);
	return true;
}
