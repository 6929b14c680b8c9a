import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplify } from '../../../shared/descriptions';
import { runItemBatches } from '../../../shared/itemBatches';
import { boundedInteger, readIntegerId } from '../../../shared/validation';
import { sendInputs } from '../../helpers/batchRequest';
import { objectTypeOf, recordEndpoints } from '../../../shared/crmObjectTypes';
import { propertyInputFields, readItemProperties } from '../../helpers/propertyInput';
import { recordShaper } from '../../../shared/crmRecords';

const MAX_INPUTS = 100;

const show = { resource: ['record'], operation: ['batchCreate'] };

const properties: INodeProperties[] = [
	...propertyInputFields,
	{
		displayName: 'Associations',
		name: 'associations',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Association',
		default: {},
		description: 'Records to associate the new record with',
		options: [
			{
				displayName: 'Association',
				name: 'values',
				values: [
					{
						displayName: 'To Record ID',
						name: 'toId',
						type: 'string',
						default: '',
						description: 'ID of the record to associate with',
					},
					{
						displayName: 'Association Type ID',
						name: 'associationTypeId',
						type: 'number',
						default: 1,
						description: 'ID of the association type, e.g. 1 for contact to company (primary)',
					},
					{
						displayName: 'Association Category',
						name: 'associationCategory',
						type: 'options',
						options: [
							{ name: 'HubSpot Defined', value: 'HUBSPOT_DEFINED' },
							{ name: 'Integrator Defined', value: 'INTEGRATOR_DEFINED' },
							{ name: 'User Defined', value: 'USER_DEFINED' },
						],
						default: 'HUBSPOT_DEFINED',
					},
				],
			},
		],
	},
	simplify({}),
];

export const description = updateDisplayOptions({ show }, properties);

function readAssociations(ctx: IExecuteFunctions, itemIndex: number): IDataObject[] {
	const rows = (ctx.getNodeParameter('associations.values', itemIndex, []) as IDataObject[]) ?? [];
	return rows.map((row, n) => {
		const toId = readIntegerId(ctx, row.toId, `Associations (association ${n + 1}) To Record ID`, itemIndex);
		const associationTypeId = boundedInteger(ctx, row.associationTypeId, `Associations (association ${n + 1}) Association Type ID`, itemIndex, 1, 2 ** 31 - 1);
		return { to: { id: toId }, types: [{ associationCategory: row.associationCategory, associationTypeId }] };
	});
}

/**
 * Creates one record per item, up to 100 per request. Each input carries a trace id of its own, by
 * which the service names the results and the failures of a 207, so both map back to their items.
 */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const run = this.getExecutionId() ?? 'manual';
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const objectWriteTraceId = `n8n-${run}-${itemIndex}`;
			const associations = readAssociations(this, itemIndex);
			return {
				key: objectWriteTraceId,
				body: { properties: readItemProperties(this, items, itemIndex), objectWriteTraceId, ...(associations.length ? { associations } : {}) },
				settings: { objectType: objectTypeOf(this, 'objectType', itemIndex) },
			};
		},
		(settings) => ({
			maxPerRequest: MAX_INPUTS,
			// A create sent twice creates twice: never repeated after a lost answer.
			send: sendInputs(this, recordEndpoints(settings.objectType).batchCreate, { objectType: settings.objectType }, { idempotent: false }),
			resultKeys: (result) => (result.objectWriteTraceId ? [String(result.objectWriteTraceId)] : []),
		}),
		recordShaper(this),
	);
}
