import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { crmObjectType, NOTE_ATTACHABLE_TYPES } from '../../../shared/crm/objectTypes';
import type { CrmRecord } from '../../../shared/crm/records';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { itemError } from '../../../shared/transport/errors';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { outcomeUnknown } from '../../../shared/transport/retryLoop';
import { hubSpotApi } from '../../../shared/transport/transport';
import { invalidInput, readIntegerId, readText } from '../../../shared/execution/validation';
import { uploadOptions } from '../../helpers/fileFields';
import { checkedItemUpload, uploadFields } from './upload.operation';
import { itemReader } from '../../../shared/execution/itemParameters';

const properties: INodeProperties[] = [
	{
		displayName: 'Record Type',
		name: 'recordType',
		type: 'options',
		options: NOTE_ATTACHABLE_TYPES,
		default: 'deals',
		description: 'Type of the record to attach the file to',
	},
	{
		displayName: 'Record ID',
		name: 'recordId',
		type: 'string',
		required: true,
		default: '',
		placeholder: '123456789',
		description: 'ID of the record to attach the file to',
	},
	...uploadFields,
	{
		displayName: 'Note',
		name: 'noteBody',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		description: "Text of the note that carries the file on the record's timeline (HTML allowed)",
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: uploadOptions,
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['file'], operation: ['attachToRecord'] } },
	properties,
);

/**
 * Uploads the item's file, then creates a note holding it (`hs_attachment_ids`) associated with the
 * record, which is how HubSpot shows a file on a record. The output names the file, the note and the
 * record; when the note fails after the upload, the error names the uploaded file.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, async (itemIndex) => {
		const recordType = readText(
			this,
			read('recordType', itemIndex, 'deals'),
			'Record Type',
			itemIndex,
		);
		const associationTypeId = NOTE_ATTACHABLE_TYPES.some((type) => type.value === recordType)
			? crmObjectType('notes')?.defaultAssociations?.[recordType]
			: undefined;
		if (associationTypeId === undefined)
			throw invalidInput(
				this,
				'Record Type',
				itemIndex,
				`must be one of ${NOTE_ATTACHABLE_TYPES.map((type) => type.value).join(', ')}`,
			);
		const recordId = readIntegerId(this, read('recordId', itemIndex, ''), 'Record ID', itemIndex);
		const noteBody = readText(this, read('noteBody', itemIndex, ''), 'Note', itemIndex);
		const notesSegment = pathSegment(this, 'notes', 'Record Type', itemIndex);
		const upload = await checkedItemUpload(this, itemIndex);
		return async () => {
			const file = await upload();
			let note: CrmRecord;
			try {
				note = await hubSpotApi<CrmRecord>(this, {
					method: 'POST',
					endpoint: ENDPOINTS.crmRecords,
					segments: { objectType: notesSegment },
					body: {
						properties: {
							hs_timestamp: String(Date.now()),
							hs_attachment_ids: file.id,
							...(noteBody ? { hs_note_body: noteBody } : {}),
						},
						associations: [
							{
								to: { id: recordId },
								types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId }],
							},
						],
					},
					itemIndex,
				});
			} catch (error) {
				const nodeError = itemError(this.getNode(), error, itemIndex);
				const uploaded = outcomeUnknown(error)
					? `The file was uploaded (file ID ${file.id}). The note attaching it to ${recordType} ${recordId} may have been created: HubSpot's answer did not arrive. Look for it on the record's notes in HubSpot (or search notes whose hs_attachment_ids holds ${file.id}) before attaching the file again or deleting it.`
					: `The file was uploaded (file ID ${file.id}) but HubSpot refused the note attaching it to ${recordType} ${recordId}: attach it again by ID or delete it.`;
				nodeError.description = [nodeError.description, uploaded].filter(Boolean).join(' ');
				throw nodeError;
			}
			return {
				file,
				note: { id: note.id, ...(note.properties ?? {}) },
				record: { type: recordType, id: recordId },
			};
		};
	});
}
