import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../shared/execution/itemParameters';
import { readIntegerId, readText, invalidInput } from '../../shared/execution/validation';
import { ENDPOINTS, type Endpoint } from '../../shared/transport/endpoints';
import { pathSegment, type PathSegments } from '../../shared/transport/paths';

/**
 * Which event an operation acts on: HubSpot's id of it (picked from the account's events or given),
 * or the external account and event ids the creating app keyed it by (HubSpot answers those only to
 * the app that created the event).
 */
export type EventTarget =
	| { objectId: string }
	| { externalAccountId: string; externalEventId: string };

export const externalAccountIdField: INodeProperties = {
	displayName: 'External Account ID',
	name: 'externalAccountId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'zoom-account-1',
	description:
		'The account ID in the event tool (e.g. your Zoom or Eventbrite account) the event belongs to',
};

export const externalEventIdField: INodeProperties = {
	displayName: 'External Event ID',
	name: 'externalEventId',
	type: 'string',
	required: true,
	default: '',
	placeholder: '88012345678',
	description: "The event's ID in the event tool (e.g. the Zoom webinar ID)",
};

/** The Event By selector and the fields of each choice. */
export const eventTargetFields: INodeProperties[] = [
	{
		displayName: 'Event By',
		name: 'eventBy',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'HubSpot Event',
				value: 'objectId',
				description: "Pick one of the account's events, or give its HubSpot ID",
			},
			{
				name: 'External IDs',
				value: 'externalIds',
				description:
					'The external account and event IDs the event was created with (only for events this app created)',
			},
		],
		default: 'objectId',
	},
	{
		displayName: 'Event',
		name: 'eventId',
		type: 'resourceLocator',
		required: true,
		default: { mode: 'list', value: '' },
		description: "One of the account's marketing events",
		displayOptions: { show: { eventBy: ['objectId'] } },
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchMarketingEvents', searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: '480001',
				validation: [
					{
						type: 'regex',
						properties: { regex: '^\\d+$', errorMessage: 'An event ID is digits only' },
					},
				],
			},
		],
	},
	{ ...externalAccountIdField, displayOptions: { show: { eventBy: ['externalIds'] } } },
	{ ...externalEventIdField, displayOptions: { show: { eventBy: ['externalIds'] } } },
];

/** An item's external id field, not empty. */
export function readExternalId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: 'externalAccountId' | 'externalEventId',
): string {
	const field = name === 'externalAccountId' ? 'External Account ID' : 'External Event ID';
	const value = readText(ctx, itemReader(ctx)(name, itemIndex, ''), field, itemIndex).trim();
	if (value === '') throw invalidInput(ctx, field, itemIndex, 'must not be empty');
	return value;
}

/** The item's event, as its Event By chose it. */
export function readEventTarget(ctx: IExecuteFunctions, itemIndex: number): EventTarget {
	const read = itemReader(ctx);
	if (read('eventBy', itemIndex, 'objectId') === 'externalIds')
		return {
			externalAccountId: readExternalId(ctx, itemIndex, 'externalAccountId'),
			externalEventId: readExternalId(ctx, itemIndex, 'externalEventId'),
		};
	const objectId = readIntegerId(
		ctx,
		read('eventId', itemIndex, '', { extractValue: true }),
		'Event',
		itemIndex,
	);
	return { objectId };
}

/** A request to one of two endpoints: the one keyed by HubSpot's id or the one keyed by external ids. */
export interface EventRequest {
	endpoint: Endpoint;
	segments: PathSegments;
	qs: IDataObject;
}

/** The request that addresses the event itself (get, update, delete). */
export function eventRequest(
	ctx: IExecuteFunctions,
	target: EventTarget,
	itemIndex: number,
): EventRequest {
	if ('objectId' in target)
		return {
			endpoint: ENDPOINTS.marketingEvent,
			segments: { objectId: pathSegment(ctx, target.objectId, 'Event', itemIndex) },
			qs: {},
		};
	return {
		endpoint: ENDPOINTS.marketingEventByExternalId,
		segments: {
			externalEventId: pathSegment(ctx, target.externalEventId, 'External Event ID', itemIndex),
		},
		qs: { externalAccountId: target.externalAccountId },
	};
}
