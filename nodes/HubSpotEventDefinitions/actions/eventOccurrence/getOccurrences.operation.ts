import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import {
	optionsCollection,
	readReturnAllAndLimit,
	returnAllAndLimit,
} from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import {
	invalidInput,
	readDateTime,
	readIntegerId,
	readText,
} from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { collectPages, nextCursor } from '../../../shared/transport/pagination';
import { hubSpotApi } from '../../../shared/transport/transport';

/** Occurrences per page at most (not published; uncertain). */
const OCCURRENCES_PER_PAGE = 100;
const MAX_LIMIT = 10_000;
const OBJECT_TYPES = ['contact', 'company', 'deal', 'ticket'];

const show = { resource: ['eventOccurrence'], operation: ['getOccurrences'] };

/** A date filter as HubSpot takes it (ISO 8601), when given. */
function dateFilter(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): string | undefined {
	const at = readDateTime(ctx, value, field, itemIndex);
	return at === undefined ? undefined : new Date(at).toISOString();
}

const properties: INodeProperties[] = [
	{
		displayName: 'Object Type',
		name: 'objectType',
		type: 'options',
		options: OBJECT_TYPES.map((value) => ({
			name: value.charAt(0).toUpperCase() + value.slice(1),
			value,
		})),
		default: 'contact',
		description: 'The type of the record whose event occurrences to read',
	},
	{
		displayName: 'Record ID',
		name: 'objectId',
		type: 'string',
		required: true,
		default: '',
		description: 'ID of the record',
	},
	...returnAllAndLimit(show, MAX_LIMIT),
	optionsCollection([
		{
			displayName: 'Event Type',
			name: 'eventType',
			type: 'string',
			default: '',
			placeholder: 'e.g. pe12345_trial_started',
			description:
				"Only occurrences of this event: a custom event's fully qualified name or a HubSpot event type",
		},
		{
			displayName: 'Newest First',
			name: 'newestFirst',
			type: 'boolean',
			default: false,
			description: 'Whether to return the most recent occurrences first',
		},
		{
			displayName: 'Occurred After',
			name: 'occurredAfter',
			type: 'dateTime',
			default: '',
		},
		{
			displayName: 'Occurred Before',
			name: 'occurredBefore',
			type: 'dateTime',
			default: '',
		},
	]),
];

export const description = updateDisplayOptions({ show }, properties);

/** The record's event occurrences, one output item each, filtered by event type and time. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const objectType = readText(
			this,
			read('objectType', itemIndex, 'contact'),
			'Object Type',
			itemIndex,
		);
		if (!OBJECT_TYPES.includes(objectType))
			throw invalidInput(
				this,
				'Object Type',
				itemIndex,
				`must be one of ${OBJECT_TYPES.join(', ')}, got "${objectType}"`,
			);
		const objectId = readIntegerId(this, read('objectId', itemIndex, ''), 'Record ID', itemIndex);
		const options = (read('options', itemIndex, {}) ?? {}) as IDataObject;
		const eventType = readText(this, options.eventType, 'Event Type', itemIndex).trim();
		const occurredAfter = dateFilter(this, options.occurredAfter, 'Occurred After', itemIndex);
		const occurredBefore = dateFilter(this, options.occurredBefore, 'Occurred Before', itemIndex);
		const filters: IDataObject = {
			objectType,
			objectId,
			...(eventType ? { eventType } : {}),
			...(occurredAfter ? { occurredAfter } : {}),
			...(occurredBefore ? { occurredBefore } : {}),
			...(options.newestFirst === true ? { sort: '-occurredAt' } : {}),
		};
		return await collectPages<IDataObject>(
			async (after, pageSize) => {
				const page = await hubSpotApi<{
					results: IDataObject[];
					paging?: { next?: { after?: string } };
				}>(this, {
					method: 'GET',
					endpoint: ENDPOINTS.eventOccurrences,
					qs: { ...filters, limit: pageSize, ...(after ? { after } : {}) },
					itemIndex,
				});
				return { results: page.results, next: nextCursor(page) };
			},
			{ ...readReturnAllAndLimit(this, itemIndex, MAX_LIMIT), maxPageSize: OCCURRENCES_PER_PAGE },
		);
	});
}
