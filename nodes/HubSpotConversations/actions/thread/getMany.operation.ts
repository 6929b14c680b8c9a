import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { conversationsList } from '../../../shared/conversations/conversations';
import { readReturnAllAndLimit, returnAllAndLimit } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { inboxLocator, readOptionalId } from '../../helpers/fields';
import { readDateTime } from '../../../shared/execution/validation';

/** Threads Return All reads at most. */
const MAX_THREADS = 10_000;

export const description = updateDisplayOptions(
	{ show: { resource: ['thread'], operation: ['getMany'] } },
	[
		...returnAllAndLimit({}, MAX_THREADS),
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: [
				{
					displayName: 'Archived',
					name: 'archived',
					type: 'boolean',
					default: false,
					description: 'Whether to list the archived (trashed) threads instead of the others',
				},
				{
					displayName: 'Associated Contact ID',
					name: 'associatedContactId',
					type: 'string',
					default: '',
					description: 'Only the threads of this contact',
				},
				{
					displayName: 'Associated Ticket ID',
					name: 'associatedTicketId',
					type: 'string',
					default: '',
					description: 'Only the threads of this ticket',
				},
				{ ...inboxLocator('inboxId', false), displayName: 'Inbox' },
				{
					displayName: 'Latest Message After',
					name: 'latestMessageAfter',
					type: 'dateTime',
					default: '',
					description:
						'Only threads whose latest message is later; the threads then come oldest latest message first',
				},
				{
					displayName: 'Status',
					name: 'status',
					type: 'options',
					options: [
						{ name: 'Open', value: 'OPEN' },
						{ name: 'Closed', value: 'CLOSED' },
					],
					default: 'OPEN',
				},
			],
		},
	],
);

/** The threads of the filters, each as HubSpot answers it. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_THREADS);
		const inboxId = readOptionalId(this, itemIndex, 'filters.inboxId', 'Inbox', true);
		const contact = readOptionalId(
			this,
			itemIndex,
			'filters.associatedContactId',
			'Associated Contact ID',
		);
		const ticket = readOptionalId(
			this,
			itemIndex,
			'filters.associatedTicketId',
			'Associated Ticket ID',
		);
		const status = read('filters.status', itemIndex, '');
		const after = readDateTime(
			this,
			read('filters.latestMessageAfter', itemIndex, ''),
			'Latest Message After',
			itemIndex,
		);
		const qs: IDataObject = {
			...(inboxId ? { inboxId } : {}),
			...(contact ? { associatedContactId: contact } : {}),
			...(ticket ? { associatedTicketId: ticket } : {}),
			...(status ? { threadStatus: status } : {}),
			...(read('filters.archived', itemIndex, false) === true ? { archived: true } : {}),
			...(after === undefined
				? {}
				: {
						latestMessageTimestampAfter: new Date(after).toISOString(),
						sort: 'latestMessageTimestamp',
					}),
		};
		return await conversationsList<IDataObject>(
			this,
			ENDPOINTS.conversationThreads,
			{ qs, itemIndex },
			paging,
		);
	});
}
