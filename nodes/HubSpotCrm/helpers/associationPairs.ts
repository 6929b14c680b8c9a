import type { IDataObject, IExecuteFunctions, ILoadOptionsFunctions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import type { BatchInput, BatchPlan, BatchResponseBody } from '../../shared/execution/batching';
import { ENDPOINTS } from '../../shared/transport/endpoints';
import type { PathSegment } from '../../shared/transport/paths';
import { hubSpotApi } from '../../shared/transport/transport';
import { invalidInput, readIntegerId, readText } from '../../shared/execution/validation';
import { currentObjectType, objectTypeFields, objectTypeOf } from '../../shared/crm/objectTypeFields';

/**
 * Inputs per association write request (create, default, archive). HubSpot documents no maximum for
 * them (reads take 1,000); 100 is what it accepts in every version.
 */
export const ASSOCIATION_WRITES_PER_REQUEST = 100;

/** The two object types of an association operation: the request-level settings of a batch. */
export interface TypePair {
	from: PathSegment;
	to: PathSegment;
}

/** The object type pickers and the two record id fields of a pair of records. */
export const pairFields: INodeProperties[] = [
	...objectTypeFields('fromObjectType', 'From Object Type'),
	...objectTypeFields('toObjectType', 'To Object Type'),
	{ displayName: 'From Record ID', name: 'fromRecordId', type: 'string', default: '', required: true, placeholder: '123456789', description: 'The ID of the record the association starts at' },
	{ displayName: 'To Record ID', name: 'toRecordId', type: 'string', default: '', required: true, placeholder: '987654321', description: 'The ID of the record the association points to' },
];

/** The item's types and record ids, refused before any request when not valid. */
export function pairOf(ctx: IExecuteFunctions, itemIndex: number): TypePair & { fromId: string; toId: string; key: string } {
	const from = objectTypeOf(ctx, 'fromObjectType', itemIndex, 'From Object Type');
	const to = objectTypeOf(ctx, 'toObjectType', itemIndex, 'To Object Type');
	const fromId = readIntegerId(ctx, ctx.getNodeParameter('fromRecordId', itemIndex, ''), 'From Record ID', itemIndex);
	const toId = readIntegerId(ctx, ctx.getNodeParameter('toRecordId', itemIndex, ''), 'To Record ID', itemIndex);
	return { from, to, fromId, toId, key: pairKey(fromId, toId) };
}

const pairKey = (fromId: unknown, toId: unknown): string => `${String(fromId)}>${String(toId)}`;
const idsOfKey = (key: string): [string, string] => key.split('>') as [string, string];

/** A label picker's value: the type's category and id (`USER_DEFINED:36`). */
const TYPE_VALUE = /^(HUBSPOT_DEFINED|USER_DEFINED|INTEGRATOR_DEFINED|WORK):(\d{1,9})$/;

/** The picker of an association type (label) of the chosen pair of object types. */
export function labelField(description: string): INodeProperties {
	return {
		displayName: 'Association Label Name or ID',
		name: 'associationLabel',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getAssociationLabels', loadOptionsDependsOn: ['fromObjectType', 'fromObjectTypeCustom', 'toObjectType', 'toObjectTypeCustom'] },
		default: '',
		description: 'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
		hint: `${description}. As an ID: category and type ID, e.g. USER_DEFINED:36.`,
	};
}

/** The item's chosen association type, as HubSpot's `types` entry. */
export function associationTypeOf(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const field = 'Association Label';
	const value = readText(ctx, ctx.getNodeParameter('associationLabel', itemIndex, ''), field, itemIndex).trim();
	const match = TYPE_VALUE.exec(value);
	if (!match) throw invalidInput(ctx, field, itemIndex, `must be a category and type ID such as USER_DEFINED:36, got ${JSON.stringify(value)}`);
	return { associationCategory: match[1], associationTypeId: Number(match[2]) };
}

/** The association types of the pair of object types chosen in the node being edited, for the label picker. */
export async function labelOptions(ctx: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const from = currentObjectType(ctx, 'fromObjectType');
	const to = currentObjectType(ctx, 'toObjectType');
	if (!from || !to) return [];
	const { results } = await hubSpotApi<{ results: IDataObject[] }>(ctx, { method: 'GET', endpoint: ENDPOINTS.crmAssociationLabels, segments: { fromObjectType: from, toObjectType: to } });
	return results.map((type) => ({
		name: type.label ? String(type.label) : 'Unlabeled (Default)',
		value: `${String(type.category)}:${String(type.typeId)}`,
		description: `${String(type.category)} type ${String(type.typeId)}`,
	}));
}

/** The ids an error entry names on each side (`context.fromObjectId`, `context.toObjectId`; `context.ids` either side). */
function namedIds(entry: IDataObject): { from: Set<string>; to: Set<string>; either: Set<string> } {
	const context = (entry.context ?? {}) as IDataObject;
	const list = (value: unknown) => new Set((Array.isArray(value) ? value : []).map(String));
	return { from: list(context.fromObjectId), to: list(context.toObjectId), either: list(context.ids) };
}

/**
 * HubSpot's association write answers name a failed input by the record ids at fault, not by the
 * input: each error entry is given the positions of the chunk's inputs holding those ids
 * (`context.inputIndex`), which is how the shared batching pairs an entry to its items.
 */
function errorsPairedToInputs(errors: IDataObject[], chunk: BatchInput[]): IDataObject[] {
	return errors.map((entry) => {
		const ids = namedIds(entry);
		const positions = chunk.flatMap((input, position) => {
			const [fromId, toId] = idsOfKey(input.key);
			const named = ids.from.has(fromId) || ids.to.has(toId) || ids.either.has(fromId) || ids.either.has(toId);
			return named ? [String(position)] : [];
		});
		return { ...entry, context: { ...((entry.context ?? {}) as IDataObject), inputIndex: positions } };
	});
}

/** The plan of an association write: chunks of the endpoint's size, results and errors paired to their pairs of ids. */
export function associationWritePlan(
	send: (chunk: BatchInput[]) => Promise<BatchResponseBody | undefined>,
	resultOf: (answer: BatchResponseBody | undefined, chunk: BatchInput[], failed: Set<number>) => IDataObject[],
): BatchPlan {
	return {
		maxPerRequest: ASSOCIATION_WRITES_PER_REQUEST,
		send: async (chunk) => {
			const answer = await send(chunk);
			const errors = errorsPairedToInputs(answer?.errors ?? [], chunk);
			const failed = new Set(errors.flatMap((e) => ((e.context as IDataObject).inputIndex as string[]).map(Number)));
			return { results: resultOf(answer, chunk, failed), errors };
		},
		resultKeys: (result) => [pairKey(result.fromObjectId, result.toObjectId)],
	};
}

/** Result of a write HubSpot answers without one per input (archives): what was asked, for each input that did not fail. */
export const askedPairs =
	(extra: IDataObject) =>
	(_answer: BatchResponseBody | undefined, chunk: BatchInput[], failed: Set<number>): IDataObject[] =>
		chunk.flatMap((input, position) => {
			if (failed.has(position)) return [];
			const [fromObjectId, toObjectId] = idsOfKey(input.key);
			return [{ fromObjectId, toObjectId, ...extra }];
		});

/** The default-type answer (`from`, `to`, `associationSpec`) in the shape of the labelled one. */
export function defaultAssociationResult(result: IDataObject): IDataObject {
	const spec = (result.associationSpec ?? {}) as IDataObject;
	return {
		fromObjectId: String((result.from as IDataObject | undefined)?.id),
		toObjectId: String((result.to as IDataObject | undefined)?.id),
		labels: [],
		associationCategory: spec.associationCategory,
		associationTypeId: spec.associationTypeId,
	};
}
