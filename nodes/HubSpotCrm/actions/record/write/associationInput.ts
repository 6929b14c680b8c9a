import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyCollection,
} from 'n8n-workflow';
import { boundedInteger, readIntegerId } from '../../../../shared/execution/validation';
import { associateWithField, readAssociateWith } from './associateWith';
import { itemReader } from '../../../../shared/execution/itemParameters';

/** One association with its type: the record, the type id and the type's category. */
const typedAssociation: INodeProperties = {
	displayName: 'Association',
	name: 'typedAssociation',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Association',
	default: {},
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
		} satisfies INodePropertyCollection,
	],
};

const WITH_TYPE = 'withType';

/**
 * Create's one Associate With section: records by ID with HubSpot's default type of each pair, and
 * records with an association type of the user's choice (labels, other object types).
 */
export const createAssociateWithField: INodeProperties = {
	...associateWithField,
	options: [
		...(associateWithField.options ?? []),
		{
			...typedAssociation,
			displayName: 'Records With an Association Type',
			name: WITH_TYPE,
			description:
				'Records to associate with by an association type ID (a label, or a pair without a default type)',
		},
	],
};

/** Version 1's Associations section (typed associations), which version 2 has inside Associate With. */
export const associationsField: INodeProperties = {
	...typedAssociation,
	displayName: 'Associations',
	name: 'associations',
	description: 'Records to associate the new record with',
};

/** Typed association rows in HubSpot's create body: `[{to: {id}, types: [{associationCategory, associationTypeId}]}]`. */
function typedRows(
	ctx: IExecuteFunctions,
	rows: IDataObject[],
	field: string,
	itemIndex: number,
): IDataObject[] {
	return rows.map((row, n) => {
		const toId = readIntegerId(
			ctx,
			row.toId,
			`${field} (association ${n + 1}) To Record ID`,
			itemIndex,
		);
		const associationTypeId = boundedInteger(
			ctx,
			row.associationTypeId,
			`${field} (association ${n + 1}) Association Type ID`,
			itemIndex,
			1,
			2 ** 31 - 1,
		);
		return {
			to: { id: toId },
			types: [{ associationCategory: row.associationCategory, associationTypeId }],
		};
	});
}

/** An item's associations for a create: Associate With (by default type and, in version 2, by type ID) and version 1's Associations. */
export function readCreateAssociations(
	ctx: IExecuteFunctions,
	objectType: string,
	itemIndex: number,
): IDataObject[] {
	const read = itemReader(ctx);
	const rows = (name: string) => (read(name, itemIndex, []) as IDataObject[] | null) ?? [];
	return [
		...readAssociateWith(ctx, objectType, itemIndex),
		...typedRows(ctx, rows(`associateWith.${WITH_TYPE}.values`), 'Associate With', itemIndex),
		...typedRows(ctx, rows('associations.values'), 'Associations', itemIndex),
	];
}
