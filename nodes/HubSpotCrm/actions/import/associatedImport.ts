import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { objectTypeFields, objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { objectTypeIdOf } from '../../../shared/crm/objectTypes';
import { propertyDefinitions } from '../../../shared/crm/propertyDefinitions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { invalidInput, readText } from '../../../shared/execution/validation';
import type { MultipartFile } from '../../../shared/transport/multipart';
import type { AssociatedImport, ColumnMapping, ImportSettings } from '../../helpers/imports';
import { checkedMappings, mappingsField } from './importFields';
import { csvHeader, importFile } from './sources';

/**
 * A second object type in a file import, its records associated with the first type's: HubSpot
 * associates the records of one row when both types' columns are in the same file, and joins two
 * files by a key column both have (the first file's column names the second file's row).
 */

const sameOrSecond = { associateWith: ['sameFile', 'secondFile'] };
const secondFile = { associateWith: ['secondFile'] };

export const associatedImportFields: INodeProperties[] = [
	{
		displayName: 'Associated Records',
		name: 'associateWith',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'None', value: 'none', description: 'The file holds records of one type' },
			{
				name: 'In the Same File',
				value: 'sameFile',
				description:
					'The file also has columns of a second type: the two records of a row are associated',
			},
			{
				name: 'In a Second File',
				value: 'secondFile',
				description:
					'A second file (another binary property of the item) holds the second type, joined by a key column both files have',
			},
		],
		default: 'none',
		description: 'Whether the import also writes records of a second type, associated with these',
	},
	...objectTypeFields('associatedObjectType', 'Associated Object Type').map((field) => ({
		...field,
		displayOptions: { show: { ...sameOrSecond, ...field.displayOptions?.show } },
	})),
	{
		displayName: 'Associated Binary Field',
		name: 'associatedBinaryPropertyName',
		type: 'string',
		default: 'data2',
		description:
			'Name of the binary property of the input item that holds the second CSV or Excel file',
		displayOptions: { show: secondFile },
	},
	{
		displayName: 'Association Key Column',
		name: 'associationJoinColumn',
		type: 'string',
		default: '',
		placeholder: 'Company ID',
		description:
			'The column both files have: a row of the first file is associated with the row of the second file holding the same value (the column fills no property). A value no row of the second file has is a row error (NO_OBJECT_ID_FROM_ASSOCIATION_IDENTIFIER).',
		displayOptions: { show: secondFile },
	},
	{
		displayName: 'Association Label Name or ID',
		name: 'associationLabel',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getImportAssociationLabels',
			loadOptionsDependsOn: [
				'objectType',
				'objectTypeCustom',
				'associatedObjectType',
				'associatedObjectTypeCustom',
			],
		},
		default: '',
		description:
			'The association type from the first type to the second (empty: the unlabeled one). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: { show: secondFile },
	},
	{
		...mappingsField,
		displayName: 'Associated Column Mappings',
		name: 'associatedColumnMappings',
		description:
			"Which property of the associated type each column fills (of this file, or of the second file); the associated records are matched like the first type's (contacts by email, companies by domain)",
		options: mappingsField.options?.map((option) => ({
			...option,
			values: (option as { values: INodeProperties[] }).values.map((value) =>
				value.name === 'property'
					? {
							...value,
							typeOptions: {
								loadOptionsMethod: 'getAssociatedWritableProperties',
								loadOptionsDependsOn: ['associatedObjectType', 'associatedObjectTypeCustom'],
							},
						}
					: value,
			),
		})),
		displayOptions: { show: sameOrSecond },
	},
];

/** The (column, property) pairs of a Column Mappings field of an item. */
export function mappingPairs(
	ctx: IExecuteFunctions,
	name: string,
	itemIndex: number,
): Array<{ column: string; property: string }> {
	const rows = (itemReader(ctx)(`${name}.mapping`, itemIndex, []) ?? []) as Array<{
		column?: string;
		property?: string;
	}>;
	return rows.map((row) => ({
		column: String(row.column ?? '').trim(),
		property: String(row.property ?? '').trim(),
	}));
}

/** Refuses a column a CSV file lacks (an Excel file's header is left to HubSpot). */
export async function checkColumnsInFile(
	ctx: IExecuteFunctions,
	file: MultipartFile,
	fileFormat: ImportSettings['fileFormat'],
	columns: string[],
	field: string,
	itemIndex: number,
): Promise<void> {
	if (fileFormat !== 'CSV') return;
	const header = await csvHeader(file);
	const missing = columns.find((column) => column && !header.includes(column));
	if (missing)
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`the file has no column "${missing}" (${file.fileName}'s columns: ${header
				.slice(0, 20)
				.map((c) => `"${c}"`)
				.join(', ')})`,
		);
}

/**
 * The second type of an item's import, read and checked before any request: its column mappings
 * (against its own properties), and for a second file its file, the key column in both files, and
 * the association type.
 */
export async function plannedAssociation(
	ctx: IExecuteFunctions,
	itemIndex: number,
	first: {
		objectType: string;
		objectTypeId: string;
		operation: ImportSettings['operation'];
		file: MultipartFile;
		fileFormat: ImportSettings['fileFormat'];
		mappings: ColumnMapping[];
	},
): Promise<{ associated?: AssociatedImport; firstFileKey?: ColumnMapping }> {
	const read = itemReader(ctx);
	const mode = String(read('associateWith', itemIndex, 'none'));
	if (mode === 'none') return {};
	const field = 'Associated Column Mappings';
	const objectType = objectTypeOf(ctx, 'associatedObjectType', itemIndex, 'Associated Object Type');
	const objectTypeId = objectTypeIdOf(objectType);
	if (!objectTypeId)
		throw invalidInput(
			ctx,
			'Associated Object Type ID',
			itemIndex,
			'give the object type ID (such as 2-1234567), not its name',
		);
	if (objectTypeId === first.objectTypeId)
		throw invalidInput(
			ctx,
			'Associated Object Type',
			itemIndex,
			'choose a type other than the Object Type: an import associates records of two types',
		);
	const definitions = await propertyDefinitions(ctx, objectType, itemIndex);
	const pairs = mappingPairs(ctx, 'associatedColumnMappings', itemIndex);
	const mappings = checkedMappings(
		ctx,
		pairs,
		{ objectType, objectTypeId, dedup: '', operation: first.operation, keyField: field },
		definitions,
		field,
		itemIndex,
	);
	const associated = { objectTypeId, operation: first.operation, mappings };
	if (mode === 'sameFile') {
		const twice = mappings.find((m) => first.mappings.some((f) => f.columnName === m.columnName));
		if (twice)
			throw invalidInput(
				ctx,
				field,
				itemIndex,
				`the column "${twice.columnName}" is mapped for both types: a column fills one property`,
			);
		await checkColumnsInFile(
			ctx,
			first.file,
			first.fileFormat,
			pairs.map((p) => p.column),
			field,
			itemIndex,
		);
		return { associated };
	}
	const property = readText(
		ctx,
		read('associatedBinaryPropertyName', itemIndex, 'data2'),
		'Associated Binary Field',
		itemIndex,
	).trim();
	const { file, fileFormat } = await importFile(
		ctx,
		itemIndex,
		property,
		'Associated Binary Field',
	);
	if (file.fileName === first.file.fileName)
		throw invalidInput(
			ctx,
			'Associated Binary Field',
			itemIndex,
			`both files are named "${file.fileName}": HubSpot tells an import's files apart by name`,
		);
	const key = readText(
		ctx,
		read('associationJoinColumn', itemIndex, ''),
		'Association Key Column',
		itemIndex,
	).trim();
	if (!key)
		throw invalidInput(
			ctx,
			'Association Key Column',
			itemIndex,
			'name the column both files have that joins their rows',
		);
	if ([...first.mappings, ...mappings].some((m) => m.columnName === key))
		throw invalidInput(
			ctx,
			'Association Key Column',
			itemIndex,
			`"${key}" is also mapped to a property: the key column fills none (add a column of its own)`,
		);
	await checkColumnsInFile(
		ctx,
		first.file,
		first.fileFormat,
		[key],
		'Association Key Column',
		itemIndex,
	);
	await checkColumnsInFile(
		ctx,
		file,
		fileFormat,
		[...pairs.map((p) => p.column), key],
		field,
		itemIndex,
	);
	const label = readText(
		ctx,
		read('associationLabel', itemIndex, ''),
		'Association Label',
		itemIndex,
	).trim();
	const labelParts = /^(HUBSPOT_DEFINED|USER_DEFINED|INTEGRATOR_DEFINED):(\d+)$/.exec(label);
	if (label && !labelParts)
		throw invalidInput(
			ctx,
			'Association Label',
			itemIndex,
			`"${label}" is no association type: choose one from the list (CATEGORY:typeId)`,
		);
	return {
		associated: {
			...associated,
			mappings: [
				...mappings,
				{
					columnName: key,
					columnObjectTypeId: objectTypeId,
					propertyName: null,
					associationIdentifierColumn: true,
				},
			],
			secondFile: { file, fileFormat },
		},
		firstFileKey: {
			columnName: key,
			columnObjectTypeId: first.objectTypeId,
			propertyName: null,
			toColumnObjectTypeId: objectTypeId,
			...(labelParts
				? {
						foreignKeyType: {
							associationCategory: labelParts[1],
							associationTypeId: Number(labelParts[2]),
						},
					}
				: {}),
		},
	};
}
