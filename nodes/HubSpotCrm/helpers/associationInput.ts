import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { boundedInteger, readIntegerId } from '../../shared/execution/validation';

/** Records a new record is associated with as it is created (Create and Batch Create). */
export const associationsField: INodeProperties = {
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
};

/** An item's associations in HubSpot's create body: `[{to: {id}, types: [{associationCategory, associationTypeId}]}]`. */
export function readAssociations(ctx: IExecuteFunctions, itemIndex: number): IDataObject[] {
	const rows = (ctx.getNodeParameter('associations.values', itemIndex, []) as IDataObject[]) ?? [];
	return rows.map((row, n) => {
		const toId = readIntegerId(ctx, row.toId, `Associations (association ${n + 1}) To Record ID`, itemIndex);
		const associationTypeId = boundedInteger(ctx, row.associationTypeId, `Associations (association ${n + 1}) Association Type ID`, itemIndex, 1, 2 ** 31 - 1);
		return { to: { id: toId }, types: [{ associationCategory: row.associationCategory, associationTypeId }] };
	});
}
