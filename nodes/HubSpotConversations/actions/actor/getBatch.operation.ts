import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import {
	actorsById,
	MAX_ACTORS_PER_READ as MAX_ACTORS,
} from '../../../shared/conversations/conversations';
import { commaList } from '../../../shared/execution/commaList';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { readActorId } from '../../helpers/fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['actor'], operation: ['getBatch'] } },
	[
		{
			displayName: 'Actor IDs',
			name: 'actorIds',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'A-9100001, E-pat@example.com',
			description: `Actor IDs, comma-separated (or a list from an expression), up to ${MAX_ACTORS}`,
		},
	],
);

/** The actors of each item's IDs that HubSpot knows, one output item each. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const value = read('actorIds', itemIndex, '');
		if (!Array.isArray(value)) readText(this, value, 'Actor IDs', itemIndex);
		const ids = commaList(value).map((id) => readActorId(this, id, 'Actor IDs', itemIndex));
		if (ids.length === 0) throw invalidInput(this, 'Actor IDs', itemIndex, 'must not be empty');
		if (ids.length > MAX_ACTORS)
			throw invalidInput(
				this,
				'Actor IDs',
				itemIndex,
				`must be at most ${MAX_ACTORS}, got ${ids.length}`,
			);
		return [...(await actorsById(this, ids, itemIndex)).values()];
	});
}
