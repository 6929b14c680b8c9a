import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import {
	optionsCollection,
	readReturnAllAndLimit,
	returnAllAndLimit,
} from '../../../shared/execution/descriptions';
import { forEachItem } from '../../../shared/execution/items';
import { businessUnitOf, businessUnitOption } from '../../helpers/fields';
import { listSubscriptionTypes } from '../../helpers/subscriptionTypes';

/** Types Return All gives at most (HubSpot answers all of a brand's types in one page). */
const MAX_TYPES = 1000;

export const description = updateDisplayOptions(
	{ show: { resource: ['subscriptionType'], operation: ['getMany'] } },
	[...returnAllAndLimit({}, MAX_TYPES), optionsCollection([businessUnitOption])],
);

/** The account's subscription types of a brand: ID, name, description, purpose, active, default, internal. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const paging = readReturnAllAndLimit(this, itemIndex, MAX_TYPES);
		const types = await listSubscriptionTypes(this, businessUnitOf(this, itemIndex), itemIndex);
		return paging.returnAll ? types : types.slice(0, paging.limit);
	});
}
