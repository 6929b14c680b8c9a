import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { itemReader } from '../../../shared/execution/itemParameters';
import {
	invalidInput,
	readEmailAddress,
	readIntegerId,
	readText,
} from '../../../shared/execution/validation';
import { ENDPOINTS, type Endpoint } from '../../../shared/transport/endpoints';
import { pathSegment, type PathSegments } from '../../../shared/transport/paths';
import { eventTargetFields, readEventTarget } from '../../helpers/eventTarget';
import { readPages } from '../../helpers/pages';

/** Participations Return All reads at most. */
const MAX_PARTICIPATIONS = 10_000;
const STATES = ['REGISTERED', 'ATTENDED', 'CANCELLED', 'NO_SHOW'];

const contactIdentifier = (name: string, required: boolean) => ({
	displayName: required ? 'Contact' : 'Contact Filter',
	name,
	type: 'string' as const,
	required,
	default: '',
	placeholder: 'name@example.com',
	description: required
		? "The contact's e-mail address or record ID"
		: "Only this contact's participation: an e-mail address or a record ID",
});

export const description = updateDisplayOptions(
	{ show: { resource: ['participation'], operation: ['getMany'] } },
	[
		{
			displayName: 'Participations Of',
			name: 'of',
			type: 'options',
			noDataExpression: true,
			options: [
				{ name: 'An Event', value: 'event', description: "The event's contacts and their states" },
				{ name: 'A Contact', value: 'contact', description: "The contact's events and states" },
			],
			default: 'event',
		},
		...eventTargetFields.map((field) => ({
			...field,
			displayOptions: { show: { ...field.displayOptions?.show, of: ['event'] } },
		})),
		{ ...contactIdentifier('contact', true), displayOptions: { show: { of: ['contact'] } } },
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			displayOptions: { show: { of: ['event'] } },
			options: [
				{
					displayName: 'State',
					name: 'state',
					type: 'options',
					options: [
						{ name: 'Registered', value: 'REGISTERED' },
						{ name: 'Attended', value: 'ATTENDED' },
						{ name: 'Cancelled', value: 'CANCELLED' },
						{ name: 'No Show', value: 'NO_SHOW' },
					],
					default: 'ATTENDED',
				},
				contactIdentifier('contactIdentifier', false),
			],
		},
		...returnAllAndLimit({}, MAX_PARTICIPATIONS),
	],
);

/** A contact named by e-mail address or record ID. */
function readContact(ctx: IExecuteFunctions, value: unknown, field: string, itemIndex: number) {
	const text = readText(ctx, value, field, itemIndex).trim();
	return /^\d+$/.test(text)
		? readIntegerId(ctx, text, field, itemIndex)
		: readEmailAddress(ctx, text, field, itemIndex);
}

/**
 * The participations of an event (each contact with its state, when, and for how long) or of a
 * contact (each event it registered for, attended or cancelled), Return All or up to a limit.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_PARTICIPATIONS);
		if (read('of', itemIndex, 'event') === 'contact') {
			const contact = readContact(this, read('contact', itemIndex, ''), 'Contact', itemIndex);
			return await readPages(
				this,
				{
					endpoint: ENDPOINTS.contactParticipations,
					segments: { contactIdentifier: pathSegment(this, contact, 'Contact', itemIndex) },
					itemIndex,
				},
				paging,
			);
		}
		const target = readEventTarget(this, itemIndex);
		const filters = (read('filters', itemIndex, {}) ?? {}) as IDataObject;
		const qs: IDataObject = {};
		if (filters.state !== undefined) {
			if (!STATES.includes(String(filters.state)))
				throw invalidInput(this, 'State', itemIndex, `must be one of ${STATES.join(', ')}`);
			qs.state = filters.state;
		}
		if (filters.contactIdentifier)
			qs.contactIdentifier = readContact(
				this,
				filters.contactIdentifier,
				'Contact Filter',
				itemIndex,
			);
		const request: { endpoint: Endpoint; segments: PathSegments } =
			'objectId' in target
				? {
						endpoint: ENDPOINTS.marketingEventParticipations,
						segments: { objectId: pathSegment(this, target.objectId, 'Event', itemIndex) },
					}
				: {
						endpoint: ENDPOINTS.marketingEventParticipationsByExternalId,
						segments: {
							externalAccountId: pathSegment(
								this,
								target.externalAccountId,
								'External Account ID',
								itemIndex,
							),
							externalEventId: pathSegment(
								this,
								target.externalEventId,
								'External Event ID',
								itemIndex,
							),
						},
					};
		return await readPages(this, { ...request, qs, itemIndex }, paging);
	});
}
