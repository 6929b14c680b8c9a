import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import {
	checkSendableKey,
	invalidInput,
	readDateTime,
	readPublicUrl,
	readText,
} from '../../../shared/execution/validation';
import { checkOrder } from '../../helpers/dateTimes';

export const eventNameField: INodeProperties = {
	displayName: 'Event Name',
	name: 'eventName',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'Product webinar: what is new',
};

export const eventOrganizerField: INodeProperties = {
	displayName: 'Event Organizer',
	name: 'eventOrganizer',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'Example Inc.',
	description: 'Who runs the event, as HubSpot shows it on the event',
};

/** The event's optional properties, the same for a create and an update. */
const optionalProperties: INodeProperties[] = [
	{
		displayName: 'Event Type',
		name: 'eventType',
		type: 'string',
		default: '',
		placeholder: 'WEBINAR',
		description: 'Free text HubSpot shows and filters by, e.g. WEBINAR, CONFERENCE, WORKSHOP',
	},
	{
		displayName: 'Start Date-Time',
		name: 'startDateTime',
		type: 'dateTime',
		default: '',
	},
	{
		displayName: 'End Date-Time',
		name: 'endDateTime',
		type: 'dateTime',
		default: '',
		description: 'Not before the start',
	},
	{
		displayName: 'Description',
		name: 'eventDescription',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
	},
	{
		displayName: 'Event URL',
		name: 'eventUrl',
		type: 'string',
		default: '',
		placeholder: 'https://example.zoom.us/webinar/register/88012345678',
		description: "The event's page (registration or join link)",
	},
	{
		displayName: 'Cancelled',
		name: 'eventCancelled',
		type: 'boolean',
		default: false,
		description: 'Whether the event is cancelled',
	},
	{
		displayName: 'Completed',
		name: 'eventCompleted',
		type: 'boolean',
		default: false,
		description: 'Whether the event has taken place',
	},
	{
		displayName: 'Custom Properties',
		name: 'customProperties',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Custom Property',
		default: {},
		description: 'Further values HubSpot keeps on the event, by name',
		options: [
			{
				displayName: 'Property',
				name: 'property',
				values: [
					{ displayName: 'Name', name: 'name', type: 'string', default: '' },
					{ displayName: 'Value', name: 'value', type: 'string', default: '' },
				],
			},
		],
	},
];

/** Additional Fields of a create. */
export const createFields: INodeProperties = {
	displayName: 'Additional Fields',
	name: 'additionalFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: optionalProperties,
};

/** Update Fields: the name and organizer besides the optional ones. */
export const updateFields: INodeProperties = {
	displayName: 'Update Fields',
	name: 'updateFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: [
		{ ...eventNameField, required: false },
		{ ...eventOrganizerField, required: false },
		...optionalProperties,
	].sort((a, b) => a.displayName.localeCompare(b.displayName)),
};

const TEXT_PROPERTIES: Record<string, string> = {
	eventName: 'Event Name',
	eventOrganizer: 'Event Organizer',
	eventType: 'Event Type',
	eventDescription: 'Description',
};

/**
 * The event properties of a collection (`additionalFields` or `updateFields`) as HubSpot's body:
 * date-times as ISO text with the end not before the start, the URL public, custom properties as
 * `[{name, value}]`; bad values refused naming the field and the item.
 */
export function readEventProperties(
	ctx: IExecuteFunctions,
	collection: 'additionalFields' | 'updateFields',
	itemIndex: number,
): IDataObject {
	const read = itemReader(ctx);
	const values = (read(collection, itemIndex, {}) ?? {}) as IDataObject;
	const body: IDataObject = {};
	for (const [name, field] of Object.entries(TEXT_PROPERTIES)) {
		if (values[name] === undefined) continue;
		const text = readText(ctx, values[name], field, itemIndex).trim();
		if (text === '' && (name === 'eventName' || name === 'eventOrganizer'))
			throw invalidInput(ctx, field, itemIndex, 'must not be empty');
		body[name] = text;
	}
	const start = {
		field: 'Start Date-Time',
		ms: readDateTime(ctx, values.startDateTime, 'Start Date-Time', itemIndex),
	};
	const end = {
		field: 'End Date-Time',
		ms: readDateTime(ctx, values.endDateTime, 'End Date-Time', itemIndex),
	};
	checkOrder(ctx, start, end, itemIndex);
	if (start.ms !== undefined) body.startDateTime = new Date(start.ms).toISOString();
	if (end.ms !== undefined) body.endDateTime = new Date(end.ms).toISOString();
	if (values.eventUrl !== undefined && values.eventUrl !== '')
		body.eventUrl = readPublicUrl(ctx, values.eventUrl, 'Event URL', itemIndex);
	for (const [name, field] of [
		['eventCancelled', 'Cancelled'],
		['eventCompleted', 'Completed'],
	] as const) {
		if (values[name] === undefined) continue;
		if (typeof values[name] !== 'boolean')
			throw invalidInput(
				ctx,
				field,
				itemIndex,
				`must be true or false, got ${String(values[name])}`,
			);
		body[name] = values[name];
	}
	const custom = ((values.customProperties as IDataObject | undefined)?.property ??
		[]) as IDataObject[];
	if (custom.length > 0)
		body.customProperties = custom.map(({ name, value }) => {
			const key = readText(ctx, name, 'Custom Properties', itemIndex).trim();
			if (key === '') throw invalidInput(ctx, 'Custom Properties', itemIndex, 'a name is empty');
			checkSendableKey(ctx, key, 'Custom Properties', itemIndex);
			return { name: key, value: readText(ctx, value, 'Custom Properties', itemIndex) };
		});
	return body;
}
