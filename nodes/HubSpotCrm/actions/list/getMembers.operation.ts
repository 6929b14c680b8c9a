import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { returnAllAndLimit, readReturnAllAndLimit } from '../../../shared/execution/descriptions';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import { collectPages, nextCursor } from '../../../shared/transport/pagination';
import { pathSegment, type PathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { runBatches, sendInputs } from '../../../shared/execution/batching';
import { listIdOf, listLocator, type HubSpotList } from './lists';
import { type CrmRecord } from '../../../shared/crm/records';
import { commaList } from '../../../shared/execution/commaList';
import { itemReader } from '../../../shared/execution/itemParameters';

/** Largest page of members, and records per batch read. */
const PAGE_SIZE = 250;
const RECORDS_PER_READ = 100;
const MAX_LIMIT = 1_000_000;

const show = { resource: ['list'], operation: ['getMembers'] };

const properties: INodeProperties[] = [
	listLocator,
	...returnAllAndLimit({}, MAX_LIMIT),
	{
		displayName: 'Record Properties',
		name: 'memberProperties',
		type: 'string',
		default: '',
		placeholder: 'email,firstname',
		description:
			'Comma-separated properties to read from each member record (in batches of 100); empty returns the member IDs only',
	},
];

export const description = updateDisplayOptions({ show }, properties);

interface Member extends IDataObject {
	recordId: string;
	membershipTimestamp?: string;
}

interface MembersPage {
	results: Member[];
	paging?: { next?: { after?: string } };
}

/**
 * The member records' properties, read with the record batch read of the list's object type. A member
 * deleted since it was listed has no record left to read (HubSpot names it in the answer's errors): it
 * keeps its ID only. A request that failed fails the item.
 */
async function withProperties(
	ctx: IExecuteFunctions,
	listId: PathSegment,
	members: Member[],
	names: string[],
	itemIndex: number,
): Promise<IDataObject[]> {
	const { list } = await hubSpotApi<{ list: HubSpotList }>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.list,
		segments: { listId },
		itemIndex,
	});
	const objectType = pathSegment(ctx, list.objectTypeId, 'List', itemIndex);
	const outcomes = await runBatches(
		ctx.getNode(),
		members.map((member) => ({ itemIndex, key: member.recordId, body: { id: member.recordId } })),
		{
			maxPerRequest: RECORDS_PER_READ,
			send: sendInputs(
				ctx,
				ENDPOINTS.crmBatchRead,
				{ objectType },
				{ rest: { properties: names, propertiesWithHistory: [] }, idempotent: true },
			),
			resultKeys: (record) => [String(record.id)],
		},
	);
	const failedRequest = outcomes.find((outcome) => !outcome.ok && outcome.error.httpCode);
	if (failedRequest && !failedRequest.ok) throw failedRequest.error;
	return members.map((member, position) => {
		const outcome = outcomes[position];
		return {
			...member,
			properties: outcome.ok ? ((outcome.result as CrmRecord).properties ?? null) : null,
		};
	});
}

/** Reads the list's members (ascending record ID), optionally with properties of their records. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const listId = listIdOf(this, itemIndex);
		const { returnAll, limit } = readReturnAllAndLimit(this, itemIndex, MAX_LIMIT);
		const names = commaList(read('memberProperties', itemIndex, ''));
		const members = await collectPages<Member>(
			async (after, pageSize) => {
				const page = await hubSpotApi<MembersPage>(this, {
					method: 'GET',
					endpoint: ENDPOINTS.listMembers,
					segments: { listId },
					qs: { limit: pageSize, ...(after ? { after } : {}) },
					itemIndex,
				});
				return { results: page.results, next: nextCursor(page) };
			},
			{ returnAll, limit, maxPageSize: PAGE_SIZE },
		);
		return names.length ? await withProperties(this, listId, members, names, itemIndex) : members;
	});
}
