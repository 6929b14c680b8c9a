import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { readEmailAddress, readIntegerId } from '../../../shared/execution/validation';
import { listOwners } from '../../../shared/crm/owners';
import { itemReader } from '../../../shared/execution/itemParameters';

const show = { resource: ['owner'], operation: ['get'] };

const properties: INodeProperties[] = [
	{
		displayName: 'Find By',
		name: 'ownerFindBy',
		type: 'options',
		options: [
			{
				name: 'Owner ID',
				value: 'id',
				description: 'The ID that owner properties (hubspot_owner_id) hold',
			},
			{ name: 'User ID', value: 'userId', description: "The owner's user ID" },
			{ name: 'Email', value: 'email', description: "The owner's email address" },
		],
		default: 'id',
		description: 'How the owner is named',
	},
	{
		displayName: 'Owner ID',
		name: 'ownerId',
		type: 'string',
		default: '',
		required: true,
		placeholder: '71000002',
		displayOptions: { show: { ownerFindBy: ['id', 'userId'] } },
	},
	{
		displayName: 'Email',
		name: 'ownerEmail',
		type: 'string',
		placeholder: 'name@email.com',
		default: '',
		required: true,
		displayOptions: { show: { ownerFindBy: ['email'] } },
	},
	{
		displayName: 'Archived',
		name: 'archived',
		type: 'boolean',
		default: false,
		description: 'Whether to look among archived owners (former users) instead of active ones',
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** One owner per item: by id or user id (one GET), or by e-mail address (the list's e-mail filter; HubSpot has no get-by-e-mail path). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const findBy = read('ownerFindBy', itemIndex, 'id') as string;
		const archived = read('archived', itemIndex, false) === true;
		if (findBy === 'email') {
			const email = readEmailAddress(this, read('ownerEmail', itemIndex, ''), 'Email', itemIndex);
			const [owner] = await listOwners(
				this,
				{ email, archived },
				{ returnAll: false, limit: 1 },
				itemIndex,
			);
			if (!owner)
				throw new NodeOperationError(
					this.getNode(),
					`No ${archived ? 'archived' : 'active'} owner has the email address ${email}`,
					{ itemIndex },
				);
			return owner;
		}
		const id = readIntegerId(this, read('ownerId', itemIndex, ''), 'Owner ID', itemIndex);
		return await hubSpotApi<IDataObject>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.owner,
			segments: { ownerId: pathSegment(this, id, 'Owner ID', itemIndex) },
			qs: { idProperty: findBy === 'userId' ? 'userId' : 'id', archived },
			itemIndex,
		});
	});
}
