import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItemResult } from '../../../shared/execution/items';
import type { BinaryStream } from '../../../shared/transport/multipart';
import {
	hubSpotApi,
	hubSpotRequest,
	type HubSpotResponse,
} from '../../../shared/transport/transport';
import { signedFileContent } from '../../../shared/transport/presignedLinks';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { fileIdField, fileIdOf, type HubSpotFile } from '../../helpers/fileFields';
import { itemReader } from '../../../shared/execution/itemParameters';

const properties: INodeProperties[] = [
	fileIdField,
	{
		displayName: 'Put Output File in Field',
		name: 'binaryPropertyName',
		type: 'string',
		required: true,
		default: 'data',
		hint: 'The name of the output binary field to put the file in',
		description: 'Name of the binary property of the output item that receives the file',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['file'], operation: ['download'] } },
	properties,
);

/** A public file is read through the API's download endpoint; any other only through a signed URL. */
const isPublic = (file: HubSpotFile): boolean => String(file.access ?? '').startsWith('PUBLIC');

/**
 * The file's details, then its bytes streamed into n8n's binary data (to disk in filesystem mode):
 * public files through GET /files/v3/files/{fileId}/download, private ones through a signed URL.
 * The output item holds the details as json and the file under the chosen binary property.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItemResult(this, items, async (itemIndex) => {
		const fileId = fileIdOf(this, itemIndex);
		const property = readText(
			this,
			itemReader(this)('binaryPropertyName', itemIndex, 'data'),
			'Put Output File in Field',
			itemIndex,
		).trim();
		if (property === '')
			throw invalidInput(
				this,
				'Put Output File in Field',
				itemIndex,
				'must name a binary property such as "data"',
			);
		const file = await hubSpotApi<HubSpotFile>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.file,
			segments: { fileId },
			itemIndex,
		});
		let content: HubSpotResponse<BinaryStream>;
		if (isPublic(file)) {
			content = await hubSpotRequest<BinaryStream>(this, {
				method: 'GET',
				endpoint: ENDPOINTS.fileDownload,
				segments: { fileId },
				itemIndex,
			});
		} else {
			const signed = await hubSpotApi<{ url: string }>(this, {
				method: 'GET',
				endpoint: ENDPOINTS.fileSignedUrl,
				segments: { fileId },
				itemIndex,
			});
			content = await signedFileContent(this, signed.url, itemIndex);
		}
		const fileName =
			file.extension && file.name && !file.name.endsWith(`.${file.extension}`)
				? `${file.name}.${file.extension}`
				: (file.name ?? `file-${fileId}`);
		const contentType = String(content.headers['content-type'] ?? '')
			.split(';')[0]
			.trim();
		const binary = await this.helpers.prepareBinaryData(
			content.body,
			fileName,
			contentType || undefined,
		);
		return [{ json: file, binary: { [property]: binary } }];
	});
}
