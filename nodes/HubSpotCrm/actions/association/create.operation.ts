import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { runItemBatches, sendInputs } from '../../../shared/batching';
import { associationTypeOf, associationWritePlan, defaultAssociationResult, labelField, pairFields, pairOf, type TypePair } from '../../helpers/associationPairs';

const show = { resource: ['association'], operation: ['create'] };

const properties: INodeProperties[] = [
	...pairFields,
	{
		displayName: 'Association Type',
		name: 'associationType',
		type: 'options',
		options: [
			{ name: 'Default', value: 'default', description: "HubSpot's unlabeled type of the pair" },
			{ name: 'Label', value: 'label', description: 'A labelled type (e.g. Primary, or a label of the account)' },
		],
		default: 'default',
		description: 'Which type the association gets',
	},
	{ ...labelField('The label the association gets'), displayOptions: { show: { associationType: ['label'] } } },
];

export const description = updateDisplayOptions({ show }, properties);

type RequestGroup = TypePair & { labelled: boolean };

/**
 * Associates the two records of each item, 100 pairs per request (pairs of the same object types
 * and kind of type go together). Creating an existing association again is no error.
 */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await runItemBatches<RequestGroup>(
		this,
		items,
		(itemIndex) => {
			const { from, to, fromId, toId, key } = pairOf(this, itemIndex);
			const labelled = this.getNodeParameter('associationType', itemIndex, 'default') === 'label';
			const body: IDataObject = { from: { id: fromId }, to: { id: toId }, ...(labelled ? { types: [associationTypeOf(this, itemIndex)] } : {}) };
			return { key, body, requestGroup: { from, to, labelled } };
		},
		({ from, to, labelled }) => {
			const segments = { fromObjectType: from, toObjectType: to };
			const endpoint = labelled ? ENDPOINTS.crmAssociationsBatchCreate : ENDPOINTS.crmAssociationsBatchCreateDefault;
			return associationWritePlan(sendInputs(this, endpoint, segments, { idempotent: true }), (answer) =>
				(answer?.results ?? []).map((result) => (labelled ? result : defaultAssociationResult(result))),
			);
		},
		(result) => result,
	);
}
