import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { runItemBatches, sendInputs } from '../../../shared/batching';
import { askedPairs, associationTypeOf, associationWritePlan, labelField, pairFields, pairOf, type TypePair } from '../../helpers/associationPairs';

const show = { resource: ['association'], operation: ['delete'] };

const properties: INodeProperties[] = [
	...pairFields,
	{
		displayName: 'Remove',
		name: 'removeWhat',
		type: 'options',
		options: [
			{ name: 'Whole Association', value: 'all', description: 'Every type (label) between the two records' },
			{ name: 'One Label', value: 'label', description: 'Only this label; the records stay associated' },
		],
		default: 'all',
		description: 'What to remove between the two records',
	},
	{ ...labelField('The label to remove (removing the unlabeled type removes the whole association)'), displayOptions: { show: { removeWhat: ['label'] } } },
];

export const description = updateDisplayOptions({ show }, properties);

type RequestGroup = TypePair & { label: boolean };

/**
 * Removes the association of each item's two records, or one label of it, 100 pairs per request.
 * HubSpot answers these without a result per pair, so each item says what was removed.
 */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await runItemBatches<RequestGroup>(
		this,
		items,
		(itemIndex) => {
			const { from, to, fromId, toId, key } = pairOf(this, itemIndex);
			const label = this.getNodeParameter('removeWhat', itemIndex, 'all') === 'label';
			const body: IDataObject = label
				? { from: { id: fromId }, to: { id: toId }, types: [associationTypeOf(this, itemIndex)] }
				: { from: { id: fromId }, to: [{ id: toId }] };
			return { key, body, requestGroup: { from, to, label } };
		},
		({ from, to, label }) => {
			const endpoint = label ? ENDPOINTS.crmAssociationsBatchArchiveLabels : ENDPOINTS.crmAssociationsBatchArchive;
			const send = sendInputs(this, endpoint, { fromObjectType: from, toObjectType: to }, { idempotent: true });
			return associationWritePlan(send, askedPairs(label ? { labelRemoved: true } : { deleted: true }));
		},
		(result, itemIndex) => (result.labelRemoved ? { ...result, ...associationTypeOf(this, itemIndex) } : result),
	);
}
