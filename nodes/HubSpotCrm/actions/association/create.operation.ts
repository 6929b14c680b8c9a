import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { runItemBatches } from '../../../shared/execution/batching';
import { pairWriteFields, pairWriteInput, sendPairs, type PairWriteGroup } from './pairs';
import { associationWritePlan, defaultAssociationResult } from '../../helpers/associationWrites';

const show = { resource: ['association'], operation: ['create'] };

const associationType: INodeProperties = {
	displayName: 'Association Type',
	name: 'associationType',
	type: 'options',
	options: [
		{ name: 'Default', value: 'default', description: "HubSpot's unlabeled type of the pair" },
		{
			name: 'Label',
			value: 'label',
			description: 'A labelled type (e.g. Primary, or a label of the account)',
		},
	],
	default: 'default',
	description: 'Which type the association gets',
};

export const description = updateDisplayOptions(
	{ show },
	pairWriteFields(associationType, 'The label the association gets'),
);

/**
 * Associates the two records of each item, 100 pairs per request (pairs of the same object types
 * and kind of type go together). Creating an existing association again is no error.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await runItemBatches<PairWriteGroup>(
		this,
		items,
		(itemIndex) =>
			pairWriteInput(this, itemIndex, associationType, ({ fromId, toId }, type) => ({
				from: { id: fromId },
				to: { id: toId },
				...(type ? { types: [type] } : {}),
			})),
		(group) => {
			const endpoint = group.labelled
				? ENDPOINTS.crmAssociationsBatchCreate
				: ENDPOINTS.crmAssociationsBatchCreateDefault;
			return associationWritePlan(sendPairs(this, endpoint, group), (answer) =>
				(answer?.results ?? []).map((result) =>
					group.labelled ? result : defaultAssociationResult(result),
				),
			);
		},
		(result) => result,
	);
}
