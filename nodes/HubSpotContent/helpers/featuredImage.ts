import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { binaryFile, readFolderPath, uploadFile } from '../../shared/files/upload';
import { readText } from '../../shared/execution/validation';

/** Where featured images from binary data are uploaded unless Featured Image Folder says otherwise. */
export const FEATURED_IMAGES_FOLDER = '/n8n/featured-images';

/** The options that take a document's featured image from the item's binary data. */
export const featuredImageFields: INodeProperties[] = [
	{
		displayName: 'Featured Image From Binary Property',
		name: 'featuredImageBinary',
		type: 'string',
		default: '',
		placeholder: 'e.g. data',
		description:
			"Name of the item's binary property holding the image: it is uploaded to HubSpot's file manager (public) and set as the featured image URL",
	},
	{
		displayName: 'Featured Image Folder',
		name: 'featuredImageFolder',
		type: 'string',
		default: FEATURED_IMAGES_FOLDER,
		description: 'File manager folder the featured image from binary data is uploaded to',
	},
];

/**
 * The fields without the binary options, and an upload to run once the rest of the body is checked:
 * the image's bytes are streamed from n8n's binary store (`binaryFile`), and its public URL becomes
 * `featuredImage`. The file is checked (present, not empty) before anything is sent.
 */
export async function featuredImageUpload(
	ctx: IExecuteFunctions,
	fields: IDataObject,
	itemIndex: number,
): Promise<{ fields: IDataObject; upload?: () => Promise<IDataObject> }> {
	const { featuredImageBinary, featuredImageFolder, ...rest } = fields;
	const property = readText(
		ctx,
		featuredImageBinary ?? '',
		'Featured Image From Binary Property',
		itemIndex,
	);
	if (property === '') return { fields: rest };
	const folderPath = readFolderPath(
		ctx,
		readText(
			ctx,
			featuredImageFolder ?? FEATURED_IMAGES_FOLDER,
			'Featured Image Folder',
			itemIndex,
		),
		'Featured Image Folder',
		itemIndex,
	);
	const file = await binaryFile(ctx, itemIndex, property, 'Featured Image From Binary Property');
	return {
		fields: rest,
		upload: async () => {
			const uploaded = await uploadFile(
				ctx,
				file,
				{ folderPath },
				// Visitors see the image: public, beside any same-named file rather than replacing it.
				{ access: 'PUBLIC_NOT_INDEXABLE', overwrite: false, duplicateValidationStrategy: 'NONE' },
				itemIndex,
			);
			return { featuredImage: uploaded.url };
		},
	};
}
