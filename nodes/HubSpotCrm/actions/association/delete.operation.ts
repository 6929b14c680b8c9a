import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { runItemBatches } from '../../../shared/execution/batching';
import {
	associationTypeOf,
	pairWriteFields,
	pairWriteInput,
	sendPairs,
	type PairWriteGroup,
} from './pairs';
import { askedPairs, associationWritePlan } from '../../helpers/associationWrites';

const show = { resource: ['association'], operation: ['delete'] };

const removeWhat: INodeProperties = {
	displayName: 'Remove',
	name: 'removeWhat',
	type: 'options',
	options: [
		{
			name: 'Whole Association',
			value: 'all',
			description: 'Every type (label) between the two records',
		},
		{
			name: 'One Label',
			value: 'label',
			description: 'Only this label; the records stay associated',
		},
	],
	default: 'all',
	description: 'What to remove between the two records',
};

export const description = updateDisplayOptions(
	{ show },
	pairWriteFields(
		removeWhat,
		'The label to remove (removing the unlabeled type removes the whole association)',
	),
);

/**
 * Removes the association of each item's two records, or one label of it, 100 pairs per request.
 * HubSpot answers these without a result per pair, so each item says what was removed.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await runItemBatches<PairWriteGroup>(
		this,
		items,
		(itemIndex) =>
			pairWriteInput(this, itemIndex, removeWhat, ({ fromId, toId }, type) =>
				type
					? { from: { id: fromId }, to: { id: toId }, types: [type] }
					: { from: { id: fromId }, to: [{ id: toId }] },
			),
		(group) => {
			const endpoint = group.labelled
				? ENDPOINTS.crmAssociationsBatchArchiveLabels
				: ENDPOINTS.crmAssociationsBatchArchive;
			return associationWritePlan(
				sendPairs(this, endpoint, group),
				askedPairs(group.labelled ? { labelRemoved: true } : { deleted: true }),
			);
		},
		(result, itemIndex) =>
			result.labelRemoved ? { ...result, ...associationTypeOf(this, itemIndex) } : result,
	);
}
