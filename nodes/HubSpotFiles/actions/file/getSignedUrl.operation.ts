import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { boundedInteger, invalidInput, readText } from '../../../shared/execution/validation';
import { fileIdField, fileIdOf } from '../../helpers/fileFields';
import { itemReader } from '../../../shared/execution/itemParameters';

const SIZES = ['thumb', 'icon', 'medium', 'preview'];

const properties: INodeProperties[] = [
	fileIdField,
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Expires After (Seconds)',
				name: 'expirationSeconds',
				type: 'number',
				typeOptions: { minValue: 1 },
				default: 3600,
				description: 'How long the URL stays valid',
			},
			{
				displayName: 'Image Size',
				name: 'size',
				type: 'options',
				options: SIZES.map((size) => ({
					name: size[0].toUpperCase() + size.slice(1),
					value: size,
				})),
				default: 'preview',
				description: 'For images: a resized version instead of the original',
			},
			{
				displayName: 'Upscale',
				name: 'upscale',
				type: 'boolean',
				default: false,
				description: 'Whether to enlarge an image smaller than the chosen size',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['file'], operation: ['getSignedUrl'] } },
	properties,
);

/** GET /files/{v}/files/{fileId}/signed-url: a URL that reads a private file until it expires. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const fileId = fileIdOf(this, itemIndex);
		const options = (itemReader(this)('options', itemIndex, {}) ?? {}) as IDataObject;
		const qs: IDataObject = {};
		if (options.expirationSeconds !== undefined)
			qs.expirationSeconds = boundedInteger(
				this,
				options.expirationSeconds,
				'Expires After (Seconds)',
				itemIndex,
				1,
				31_536_000,
			);
		if (options.size !== undefined) {
			const size = readText(this, options.size, 'Image Size', itemIndex);
			if (!SIZES.includes(size))
				throw invalidInput(this, 'Image Size', itemIndex, `must be one of ${SIZES.join(', ')}`);
			qs.size = size;
		}
		if (options.upscale !== undefined) qs.upscale = options.upscale === true;
		const signed = await hubSpotApi(this, {
			method: 'GET',
			endpoint: ENDPOINTS.fileSignedUrl,
			segments: { fileId },
			qs,
			itemIndex,
		});
		return { fileId: fileId, ...signed };
	});
}
