import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { sendInputs, type PreparedBatchInput } from '../../../shared/execution/batching';
import type { Endpoint } from '../../../shared/transport/endpoints';
import type { PathSegment } from '../../../shared/transport/paths';
import { invalidInput, readIntegerId, readText } from '../../../shared/execution/validation';
import { objectTypeFields, objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { pairKey } from '../../helpers/associationWrites';
import { itemReader } from '../../../shared/execution/itemParameters';
import { recordLocatorValue } from '../../../shared/crm/recordLocator';
import { recordIdFields } from '../../helpers/recordIdFields';

/** The two object types of an association operation: the request-level settings of a batch. */
export interface TypePair {
	from: PathSegment;
	to: PathSegment;
}

/** The object type pickers and the two record id fields of a pair of records. */
export const pairFields: INodeProperties[] = [
	...objectTypeFields('fromObjectType', 'From Object Type'),
	...objectTypeFields('toObjectType', 'To Object Type'),
	...recordIdFields(
		{
			displayName: 'From Record ID',
			name: 'fromRecordId',
			type: 'string',
			default: '',
			required: true,
			placeholder: '123456789',
			description: 'The ID of the record the association starts at',
		},
		'fromObjectType',
	),
	...recordIdFields(
		{
			displayName: 'To Record ID',
			name: 'toRecordId',
			type: 'string',
			default: '',
			required: true,
			placeholder: '987654321',
			description: 'The ID of the record the association points to',
		},
		'toObjectType',
	),
];

/** The item's types and record ids, refused before any request when not valid. */
export function pairOf(
	ctx: IExecuteFunctions,
	itemIndex: number,
): TypePair & { fromId: string; toId: string; key: string } {
	const read = itemReader(ctx);
	const from = objectTypeOf(ctx, 'fromObjectType', itemIndex, 'From Object Type');
	const to = objectTypeOf(ctx, 'toObjectType', itemIndex, 'To Object Type');
	const idOf = (name: string, field: string) =>
		readIntegerId(
			ctx,
			recordLocatorValue(ctx, read(name, itemIndex, ''), field, itemIndex),
			field,
			itemIndex,
		);
	const fromId = idOf('fromRecordId', 'From Record ID');
	const toId = idOf('toRecordId', 'To Record ID');
	return { from, to, fromId, toId, key: pairKey(fromId, toId) };
}

/** A label picker's value: the type's category and id (`USER_DEFINED:36`). */
const TYPE_VALUE = /^(HUBSPOT_DEFINED|USER_DEFINED|INTEGRATOR_DEFINED|WORK):(\d{1,9})$/;

/** The picker of an association type (label) of the chosen pair of object types. */
export function labelField(description: string): INodeProperties {
	return {
		displayName: 'Association Label Name or ID',
		name: 'associationLabel',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getAssociationLabels',
			loadOptionsDependsOn: [
				'fromObjectType',
				'fromObjectTypeCustom',
				'toObjectType',
				'toObjectTypeCustom',
			],
		},
		default: '',
		description:
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
		hint: `${description}. As an ID: category and type ID, e.g. USER_DEFINED:36.`,
	};
}

/** The item's chosen association type, as HubSpot's `types` entry. */
export function associationTypeOf(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const read = itemReader(ctx);
	const field = 'Association Label';
	const value = readText(ctx, read('associationLabel', itemIndex, ''), field, itemIndex).trim();
	const match = TYPE_VALUE.exec(value);
	if (!match)
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a category and type ID such as USER_DEFINED:36, got ${JSON.stringify(value)}`,
		);
	return { associationCategory: match[1], associationTypeId: Number(match[2]) };
}

/** The fields of a pair write (Create, Delete): the pair, what to write, and the label picker for its `label` choice. */
export function pairWriteFields(choice: INodeProperties, labelHint: string): INodeProperties[] {
	return [
		...pairFields,
		choice,
		{ ...labelField(labelHint), displayOptions: { show: { [choice.name]: ['label'] } } },
	];
}

/** A pair write's request group: the two types, and whether its items write a label. */
export type PairWriteGroup = TypePair & { labelled: boolean };

/** An item of a pair write as a batch input; `body` builds what it sends from its ids and its label's type, if it writes one. */
export function pairWriteInput(
	ctx: IExecuteFunctions,
	itemIndex: number,
	choice: INodeProperties,
	body: (ids: { fromId: string; toId: string }, type: IDataObject | undefined) => IDataObject,
): PreparedBatchInput<PairWriteGroup> {
	const read = itemReader(ctx);
	const { from, to, fromId, toId, key } = pairOf(ctx, itemIndex);
	const labelled = read(choice.name, itemIndex, choice.default) === 'label';
	return {
		key,
		body: body({ fromId, toId }, labelled ? associationTypeOf(ctx, itemIndex) : undefined),
		requestGroup: { from, to, labelled },
	};
}

/** Sends a group's chunk of pairs; writing the same pairs again changes nothing, so it may be repeated. */
export const sendPairs = (ctx: IExecuteFunctions, endpoint: Endpoint, { from, to }: TypePair) =>
	sendInputs(ctx, endpoint, { fromObjectType: from, toObjectType: to }, { idempotent: true });
