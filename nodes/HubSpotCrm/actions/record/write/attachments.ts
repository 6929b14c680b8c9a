import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { CRM_OBJECT_TYPES, crmObjectType } from '../../../../shared/crm/objectTypes';
import { objectTypeOf } from '../../../../shared/crm/objectTypeFields';
import { invalidInput, readIntegerId, readText } from '../../../../shared/execution/validation';
import {
	ATTACHMENTS_FOLDER,
	binaryFile,
	readFolderPath,
	uploadAttachedFiles,
} from '../../../../shared/files/upload';
import { itemError } from '../../../../shared/transport/errors';
import type { MultipartFile } from '../../../../shared/transport/multipart';
import { MAPPER_VERSIONS } from '../nodeVersions';
import { itemReader } from '../../../../shared/execution/itemParameters';

/** The activity's property holding its files: file manager ids joined by `;`. */
export const ATTACHMENT_IDS_PROPERTY = 'hs_attachment_ids';

/** The types that carry files, as the object type picker names them. */
const ATTACHMENT_TYPES = CRM_OBJECT_TYPES.filter(
	(type) => type.activity?.attachments && type.path,
).map((type) => type.pickerValue ?? type.path!);

export const attachmentsField: INodeProperties = {
	displayName: 'Attachments',
	name: 'attachments',
	type: 'collection',
	placeholder: 'Add Attachments',
	default: {},
	description:
		"Files the new activity carries: files of HubSpot's file manager by ID, and/or the input item's binary files, uploaded first",
	displayOptions: { show: { objectType: ATTACHMENT_TYPES } },
	options: [
		{
			displayName: 'File IDs',
			name: 'fileIds',
			type: 'string',
			default: '',
			placeholder: '123456789, 987654321',
			description:
				"IDs of files in HubSpot's file manager, separated by commas (or a list from an expression)",
		},
		{
			displayName: 'Input Binary Fields',
			name: 'binaryProperties',
			type: 'string',
			default: '',
			placeholder: 'data, invoice',
			description:
				"Names of the input item's binary properties to upload and attach, separated by commas",
		},
		{
			displayName: 'Upload Folder',
			name: 'folderPath',
			type: 'string',
			default: ATTACHMENTS_FOLDER,
			description:
				'Folder path the uploaded files are stored in, privately; a path that does not exist yet is created',
		},
	],
};

/** What an item attaches: existing file ids, and files to upload into a folder first. */
interface AttachmentPlan {
	fileIds: string[];
	files: MultipartFile[];
	folderPath: string;
}

/** The parts of a list field: a comma-separated text, a number, or a list of either. */
function partsOf(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): string[] {
	const parts = Array.isArray(value)
		? value
		: value === undefined || value === null
			? []
			: readText(ctx, value, field, itemIndex).split(',');
	return parts
		.map((part) => readText(ctx, part, field, itemIndex).trim())
		.filter((part) => part !== '');
}

/** An item's attachments, every one checked before any request; undefined when it attaches nothing or its type carries no files. */
async function readAttachments(
	ctx: IExecuteFunctions,
	objectType: string,
	itemIndex: number,
): Promise<AttachmentPlan | undefined> {
	if (
		!crmObjectType(objectType)?.activity?.attachments ||
		!MAPPER_VERSIONS.includes(ctx.getNode().typeVersion)
	)
		return undefined;
	const chosen = (itemReader(ctx)('attachments', itemIndex, {}) ?? {}) as IDataObject;
	const idsField = 'Attachments (File IDs)';
	const fileIds = partsOf(ctx, chosen.fileIds, idsField, itemIndex).map((id) =>
		readIntegerId(ctx, id, idsField, itemIndex),
	);
	const binaryField = 'Attachments (Input Binary Fields)';
	const files: MultipartFile[] = [];
	for (const property of partsOf(ctx, chosen.binaryProperties, binaryField, itemIndex))
		files.push(await binaryFile(ctx, itemIndex, property, binaryField));
	const folderField = 'Attachments (Upload Folder)';
	const folder = readText(
		ctx,
		chosen.folderPath ?? ATTACHMENTS_FOLDER,
		folderField,
		itemIndex,
	).trim();
	if (files.length && folder === '')
		throw invalidInput(ctx, folderField, itemIndex, 'must name a folder for the uploaded files');
	if (!fileIds.length && !files.length) return undefined;
	return {
		fileIds,
		files,
		folderPath: files.length ? readFolderPath(ctx, folder, folderField, itemIndex) : '',
	};
}

/** Uploads the plan's files and answers `hs_attachment_ids`: the given ids, then the uploaded ones. */
async function attachmentIds(
	ctx: IExecuteFunctions,
	plan: AttachmentPlan,
	itemIndex: number,
): Promise<string> {
	const uploaded = await uploadAttachedFiles(ctx, plan.files, plan.folderPath, itemIndex);
	return [...plan.fileIds, ...uploaded].join(';');
}

/** A new record's properties with its attachments added to any `hs_attachment_ids` the properties give. */
export function withAttachmentIds(
	properties: Record<string, string>,
	ids: string | undefined,
): Record<string, string> {
	if (!ids) return properties;
	return {
		...properties,
		[ATTACHMENT_IDS_PROPERTY]: [properties[ATTACHMENT_IDS_PROPERTY], ids].filter(Boolean).join(';'),
	};
}

/**
 * Create: the item's attachments checked now; the answer uploads its binary files when the item is
 * sent and gives `hs_attachment_ids`, or undefined when it attaches nothing.
 */
export async function checkedAttachments(
	ctx: IExecuteFunctions,
	objectType: string,
	itemIndex: number,
): Promise<() => Promise<string | undefined>> {
	const plan = await readAttachments(ctx, objectType, itemIndex);
	return async () => (plan ? await attachmentIds(ctx, plan, itemIndex) : undefined);
}

/**
 * Batch Create: every item's own fields (read by `readItem`) and attachments checked before any upload,
 * so a refused item leaves no file behind; then each item's files uploaded. The answer gives an item's
 * fields and `hs_attachment_ids`, or throws its refusal or upload failure, so only that item fails (with
 * Continue on Fail; without it the first one stops the node before any file or record is created).
 */
export async function uploadBatchAttachments<ItemFields>(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	readItem: (itemIndex: number) => ItemFields,
): Promise<(itemIndex: number) => { fields: ItemFields; attachmentIds?: string }> {
	const failed = (error: unknown, itemIndex: number): Error => {
		const nodeError = itemError(ctx.getNode(), error, itemIndex);
		if (!ctx.continueOnFail()) throw nodeError;
		return nodeError;
	};
	const checked: Array<{ fields: ItemFields; plan?: AttachmentPlan } | Error> = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			const fields = readItem(itemIndex);
			checked.push({
				fields,
				plan: await readAttachments(ctx, objectTypeOf(ctx, 'objectType', itemIndex), itemIndex),
			});
		} catch (error) {
			checked.push(failed(error, itemIndex));
		}
	}
	const answers: Array<{ fields: ItemFields; attachmentIds?: string } | Error> = [];
	for (const [itemIndex, item] of checked.entries()) {
		if (item instanceof Error || !item.plan) answers.push(item);
		else {
			try {
				answers.push({
					fields: item.fields,
					attachmentIds: await attachmentIds(ctx, item.plan, itemIndex),
				});
			} catch (error) {
				answers.push(failed(error, itemIndex));
			}
		}
	}
	return (itemIndex) => {
		const answer = answers[itemIndex];
		if (answer instanceof Error) throw answer;
		return answer;
	};
}
