import type { IDataObject, IHookFunctions, IWebhookFunctions } from 'n8n-workflow';
import {
	GENERIC_EVENT_TYPES,
	isHubEvent,
	isPropertyChange,
	PROJECT_LEGACY_EVENT_TYPE_OPTIONS,
	type HubSpotEvent,
} from '../shared/webhooks/events';
import {
	CUSTOM_OBJECT_TYPE_ID,
	isWebhookObjectTypeName,
	WEBHOOK_OBJECT_TYPES,
	webhookNameOf,
} from '../shared/crm/objectTypes';
import { commaList } from '../shared/execution/commaList';
import { invalidInput } from '../shared/execution/validation';
import {
	checkedCustomObjectTypeId,
	checkedEventType,
	checkedPropertyName,
} from '../shared/webhooks/subscriptionFields';
import { checkedList } from './filters';

/** The Subscriptions choice: who declares the app's webhook subscriptions. */
export const SUBSCRIPTIONS_MANAGED = 'managedByTrigger';
export const SUBSCRIPTIONS_IN_PROJECT = 'declaredInProject';

/** Whether the node runs for a project-based app, whose subscriptions live in the HubSpot project. */
export const isProjectMode = (ctx: IHookFunctions | IWebhookFunctions): boolean =>
	ctx.getNodeParameter('subscriptions', SUBSCRIPTIONS_MANAGED) === SUBSCRIPTIONS_IN_PROJECT;

/** Which events a project-mode trigger wants, read from its parameters. */
export interface ProjectSelection {
	/** `object.creation`, … for the object types below. */
	genericEventTypes: string[];
	/** Standard object type names (`contact`, `call`, …) and custom object type ids (`2-…`). */
	objectTypes: string[];
	/** Legacy names (`contact.creation`, `conversation.newMessage`, …). */
	legacyEventTypes: string[];
	/** Property names for the property-change types; empty: every property. */
	propertyNames: string[];
}

export function readProjectSelection(ctx: IHookFunctions | IWebhookFunctions): ProjectSelection {
	return {
		genericEventTypes: ctx.getNodeParameter('genericEventTypes', []) as string[],
		objectTypes: [
			...(ctx.getNodeParameter('objectTypes', []) as string[]),
			...commaList(ctx.getNodeParameter('customObjectTypeIds', '')),
		],
		legacyEventTypes: ctx.getNodeParameter('legacyEventTypes', []) as string[],
		propertyNames: commaList(ctx.getNodeParameter('propertyNames', '')),
	};
}

/** Legacy event types a project can declare. */
const PROJECT_LEGACY_EVENT_TYPES = PROJECT_LEGACY_EVENT_TYPE_OPTIONS.map((option) =>
	String(option.value),
);

/** Object types a project can declare by name. */
const OBJECT_TYPE_NAMES = WEBHOOK_OBJECT_TYPES.map((type) => type.name);

/**
 * The selection with every value checked as the HubSpot Webhooks node checks it, before publishing:
 * a workflow that could never match is not published.
 */
export function checkedProjectSelection(ctx: IHookFunctions): ProjectSelection {
	const NO_ITEM = 0;
	const choices = (name: string, field: string, allowed: readonly string[]) =>
		checkedList(ctx, ctx.getNodeParameter(name, []), field).map((type) =>
			checkedEventType(ctx, type, field, NO_ITEM, allowed),
		);
	return {
		genericEventTypes: choices('genericEventTypes', 'Event Types', GENERIC_EVENT_TYPES),
		objectTypes: [
			...checkedList(ctx, ctx.getNodeParameter('objectTypes', []), 'Object Types').map((type) => {
				if (typeof type !== 'string' || !OBJECT_TYPE_NAMES.includes(type))
					throw invalidInput(
						ctx,
						'Object Types',
						NO_ITEM,
						`"${String(type).slice(0, 60)}" is not an object type webhooks cover`,
					);
				return type;
			}),
			...commaList(ctx.getNodeParameter('customObjectTypeIds', '')).map((id) =>
				checkedCustomObjectTypeId(ctx, id, 'Custom Object Type IDs', NO_ITEM),
			),
		],
		legacyEventTypes: choices('legacyEventTypes', 'Legacy Event Types', PROJECT_LEGACY_EVENT_TYPES),
		propertyNames: commaList(ctx.getNodeParameter('propertyNames', '')).map((name) =>
			checkedPropertyName(ctx, name, 'Property Names', NO_ITEM),
		),
	};
}

/** Whether a delivered event is one the selection asks for. */
export function isSelectedInProject(event: HubSpotEvent, selection: ProjectSelection): boolean {
	const eventType = String(event.subscriptionType ?? '');
	if (isPropertyChange(eventType) && selection.propertyNames.length > 0) {
		if (!selection.propertyNames.includes(String(event.propertyName ?? ''))) return false;
	}
	if (selection.legacyEventTypes.includes(eventType)) return true;
	if (!selection.genericEventTypes.includes(eventType) || typeof event.objectTypeId !== 'string')
		return false;
	const typeId = event.objectTypeId;
	return selection.objectTypes.includes(webhookNameOf(typeId) ?? typeId);
}

interface DeclaredSubscription extends IDataObject {
	subscriptionType: string;
	objectType?: string;
	propertyName?: string;
	active: true;
}

/** A project's webhooks component (`src/app/webhooks/webhooks-hsmeta.json`). */
export interface ProjectWebhooksConfig extends IDataObject {
	uid: string;
	type: 'webhooks';
	config: {
		settings: { targetUrl: string; maxConcurrentRequests: number };
		subscriptions: {
			crmObjects: DeclaredSubscription[];
			legacyCrmObjects: DeclaredSubscription[];
			hubEvents: DeclaredSubscription[];
		};
	};
}

/** HubSpot's default number of concurrent deliveries. */
const MAX_CONCURRENT_REQUESTS = 10;

/**
 * The webhooks component that makes HubSpot send exactly the selected events to `targetUrl`:
 * generic types under `crmObjects` (one entry per object type), `contact.privacyDeletion` and the
 * conversation types under `hubEvents`, the other legacy names under `legacyCrmObjects`. HubSpot
 * watches property changes one property at a time, so those need property names.
 */
export function projectWebhooksConfig(
	selection: ProjectSelection,
	targetUrl: string,
): { file: ProjectWebhooksConfig } | { problem: string } {
	const { genericEventTypes, objectTypes, legacyEventTypes, propertyNames } = selection;
	if (genericEventTypes.length + legacyEventTypes.length === 0)
		return { problem: 'Choose at least one event type' };
	if (genericEventTypes.length > 0 && objectTypes.length === 0) {
		return {
			problem:
				'The generic event types need at least one object type (Object Types or Custom Object Type IDs)',
		};
	}
	const unknown = objectTypes.find(
		(type) => !isWebhookObjectTypeName(type) && !CUSTOM_OBJECT_TYPE_ID.test(type),
	);
	if (unknown) return { problem: `"${unknown}" is not a custom object type ID (e.g. 2-123456)` };
	const changed = [...genericEventTypes, ...legacyEventTypes].find(isPropertyChange);
	if (changed && propertyNames.length === 0) {
		return {
			problem: `Subscribing to ${changed} needs at least one property name: HubSpot watches one property per subscription`,
		};
	}
	const entries = (subscriptionType: string, objectType?: string): DeclaredSubscription[] => {
		const base = { subscriptionType, ...(objectType === undefined ? {} : { objectType }) };
		return isPropertyChange(subscriptionType)
			? propertyNames.map((propertyName) => ({ ...base, propertyName, active: true as const }))
			: [{ ...base, active: true as const }];
	};
	const ordered = (types: string[]) => GENERIC_EVENT_TYPES.filter((type) => types.includes(type));
	const file: ProjectWebhooksConfig = {
		uid: 'n8n_webhooks',
		type: 'webhooks',
		config: {
			settings: { targetUrl, maxConcurrentRequests: MAX_CONCURRENT_REQUESTS },
			subscriptions: {
				crmObjects: ordered(genericEventTypes).flatMap((type) =>
					objectTypes.flatMap((objectType) => entries(type, objectType)),
				),
				legacyCrmObjects: legacyEventTypes
					.filter((type) => !isHubEvent(type))
					.flatMap((type) => entries(type)),
				hubEvents: legacyEventTypes.filter(isHubEvent).flatMap((type) => entries(type)),
			},
		},
	};
	return { file };
}
