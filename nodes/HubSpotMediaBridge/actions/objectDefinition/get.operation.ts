import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { appIdOf } from '../../../shared/webhooks/developerApp';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachItem } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { itemReader } from '../../../shared/execution/itemParameters';

/** The media types HubSpot's media bridge knows. */
const MEDIA_TYPES = ['AUDIO', 'DOCUMENT', 'IMAGE', 'OTHER', 'VIDEO'];

const show = { resource: ['objectDefinition'], operation: ['get'] };

const properties: INodeProperties[] = [
	{
		displayName: 'App ID',
		name: 'appId',
		type: 'string',
		default: '',
		placeholder: '54321',
		description: 'ID of the media bridge app. Leave empty to use the App ID of the credential.',
	},
	{
		displayName: 'Media Type',
		name: 'mediaType',
		type: 'options',
		options: MEDIA_TYPES.map((value) => ({
			name: value.charAt(0) + value.slice(1).toLowerCase(),
			value,
		})),
		default: 'VIDEO',
		description: 'The media type whose object definition to get',
	},
	{
		displayName: 'Include Full Definition',
		name: 'includeFullDefinition',
		type: 'boolean',
		default: false,
		description:
			'Whether to include the full definition (properties and associations) in the response',
	},
];

export const description = updateDisplayOptions({ show }, properties);

export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const appId = await appIdOf(this, read('appId', itemIndex, ''), 'App ID', itemIndex);
		const mediaType = readText(this, read('mediaType', itemIndex), 'Media Type', itemIndex)
			.trim()
			.toUpperCase();
		if (!MEDIA_TYPES.includes(mediaType)) {
			throw invalidInput(
				this,
				'Media Type',
				itemIndex,
				`must be one of ${MEDIA_TYPES.join(', ')}, got "${mediaType}"`,
			);
		}
		const includeFullDefinition = read('includeFullDefinition', itemIndex, false) as boolean;
		return await hubSpotApi<IDataObject>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.mediaBridgeObjectDefinition,
			segments: {
				appId: pathSegment(this, appId, 'App ID', itemIndex),
				mediaType: pathSegment(this, mediaType, 'Media Type', itemIndex),
			},
			qs: { includeFullDefinition },
			authentication: 'developerApiKey',
			itemIndex,
		});
	});
}
