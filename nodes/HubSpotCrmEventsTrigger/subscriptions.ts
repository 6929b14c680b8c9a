import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { ENDPOINTS } from '../shared/transport/endpoints';
import { pathSegment } from '../shared/transport/paths';
import { hubSpotApi } from '../shared/transport/transport';
import type { SubscriptionType } from './events';
import type { JournalSettings } from './settings';

const NO_ITEM = 0;

/** A journal subscription as HubSpot answers it (the fields the trigger reads). */
interface Subscription extends IDataObject {
	id: number;
	portalId?: number;
	subscriptionType: string;
	objectTypeId?: string;
	actions?: string[];
	properties?: string[];
	listIds?: string[];
	associatedObjectTypeIds?: string[];
}

/** What the trigger last made sure of, in the node's static data: redone only when the choice changes. */
export interface SubscriptionState {
	/** The subscriptions and filters asked for, as text. */
	spec: string;
	subscriptionIds: number[];
	/** The filters the trigger created on its record subscription. */
	filterIds: number[];
}

const KEY = 'journalSubscriptions';

/** A union that keeps "every" (an empty list) as every. */
const unionOrEvery = (a: string[] | undefined, b: string[]): string[] =>
	a === undefined || a.length === 0 || b.length === 0 ? [] : [...new Set([...a, ...b])];

/** The bodies of the subscriptions the choice needs, one per subscription type. */
function wantedBodies(
	settings: JournalSettings,
): Array<{ subscriptionType: SubscriptionType } & IDataObject> {
	const byType = new Map<SubscriptionType, string[]>();
	for (const kind of settings.events)
		byType.set(kind.subscription, [...(byType.get(kind.subscription) ?? []), kind.action]);
	const base = { portalId: settings.portalId, objectIds: [] as string[] };
	return [...byType.entries()].map(([subscriptionType, actions]) => {
		switch (subscriptionType) {
			case 'OBJECT':
				return {
					...base,
					subscriptionType,
					objectTypeId: settings.objectTypeId,
					actions,
					properties: settings.watched,
				};
			case 'ASSOCIATION':
				return {
					...base,
					subscriptionType,
					objectTypeId: settings.objectTypeId,
					actions,
					associatedObjectTypeIds: [],
				};
			case 'LIST_MEMBERSHIP':
				return { ...base, subscriptionType, actions, listIds: settings.listIds };
			case 'GDPR_PRIVACY_DELETION':
				return {
					portalId: settings.portalId,
					subscriptionType,
					objectTypeId: settings.objectTypeId,
					actions,
				};
		}
	});
}

/**
 * The existing subscription a create-or-update would replace. The journal is the app's: another
 * workflow on the same app and type shares it, so the trigger adds what it needs to what is there
 * (actions, properties, lists) and never narrows it.
 */
function merged(
	body: { subscriptionType: SubscriptionType } & IDataObject,
	existing: Subscription[],
): IDataObject {
	const same = existing.find(
		(s) =>
			s.subscriptionType === body.subscriptionType &&
			Number(s.portalId) === body.portalId &&
			(body.objectTypeId === undefined || s.objectTypeId === body.objectTypeId),
	);
	if (!same) return body;
	return {
		...body,
		actions: [...new Set([...(same.actions ?? []), ...(body.actions as string[])])],
		...(body.properties
			? { properties: unionOrEvery(same.properties, body.properties as string[]) }
			: {}),
		...(body.listIds ? { listIds: unionOrEvery(same.listIds, body.listIds as string[]) } : {}),
	};
}

const isNotFound = (error: unknown): boolean =>
	error instanceof NodeApiError && String(error.httpCode) === '404';

/**
 * Makes sure the journal subscriptions (and filters) of the choice exist for the install. n8n gives
 * a polling trigger no hook when it is published, so every poll checks the state kept in static data
 * and asks HubSpot only when the choice changed (the first poll, which n8n runs on publishing, or an
 * edit). POST is HubSpot's create-or-update, so repeating it after a restart is harmless.
 */
export async function ensureSubscriptions(
	ctx: IPollFunctions,
	settings: JournalSettings,
	staticData: IDataObject,
): Promise<void> {
	const bodies = wantedBodies(settings);
	const spec = JSON.stringify({ bodies, filters: settings.filters });
	const state = staticData[KEY] as SubscriptionState | undefined;
	if (state?.spec === spec) return;
	const { results: existing = [] } = await hubSpotApi<{ results?: Subscription[] }>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.journalSubscriptions,
		itemIndex: NO_ITEM,
	});
	const subscriptionIds: number[] = [];
	let recordSubscription: number | undefined;
	for (const body of bodies) {
		const answer = await hubSpotApi<Subscription>(ctx, {
			method: 'POST',
			endpoint: ENDPOINTS.journalSubscriptions,
			body: merged(body, existing),
			idempotent: true,
			itemIndex: NO_ITEM,
		});
		subscriptionIds.push(answer.id);
		if (body.subscriptionType === 'OBJECT') recordSubscription = answer.id;
	}
	for (const filterId of state?.filterIds ?? []) {
		await hubSpotApi(ctx, {
			method: 'DELETE',
			endpoint: ENDPOINTS.journalFilter,
			segments: { filterId: pathSegment(ctx, filterId, 'Filter ID') },
			itemIndex: NO_ITEM,
		}).catch((error: unknown) => {
			// Gone already (deleted with its subscription, or by hand): nothing left to remove.
			if (!isNotFound(error)) throw error;
		});
	}
	const filterIds: number[] = [];
	if (settings.filters.length > 0 && recordSubscription !== undefined) {
		const answer = await hubSpotApi<{ filterId: number }>(ctx, {
			method: 'POST',
			endpoint: ENDPOINTS.journalFilters,
			body: {
				subscriptionId: recordSubscription,
				filter: { conditions: settings.filters as unknown as IDataObject[] },
			},
			itemIndex: NO_ITEM,
		});
		filterIds.push(answer.filterId);
	}
	staticData[KEY] = {
		spec,
		subscriptionIds,
		filterIds,
	} satisfies SubscriptionState as unknown as IDataObject;
}
