/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { jsonOf } from '../../harness/crmSandbox';
import { useBinaryMode } from '../../harness/binaryData';
import { pathIn } from '../../harness/apiVersions';
import type { BinaryItemSpec } from '../../harness/nodes/BinarySource.node';
import { useContentSandbox } from './contentSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';

/** A featured image from n8n binary data (kept on disk: streamed), uploaded and set as the image URL. */
describe('HubSpot Content: featured image from binary data', () => {
	const { state } = useContentSandbox();
	let cleanUp: () => void;
	beforeAll(async () => (cleanUp = await useBinaryMode('filesystem')));
	afterAll(() => cleanUp());
	const run = async (parameters: INodeParameters, input: BinaryItemSpec[]) =>
		await state.sb.engine.runNode(
			{
				type: 'hubSpotContent',
				parameters: { authentication: 'appToken', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
			},
			input as IDataObject[],
			'binarySource',
		);
	const image = { files: { cover: { fileName: 'cover.png', mimeType: 'image/png', size: 4096 } } };

	it('uploads the image publicly, then creates the post with its URL; Update Draft does the same', async () => {
		const created = await run(
			{
				resource: 'blogPost',
				operation: 'create',
				name: 'With cover',
				blogId: { __rl: true, mode: 'id', value: '7000001' },
				additionalFields: { featuredImageBinary: 'cover', featuredImageAltText: 'A cover' },
			},
			[image],
		);
		expect(created.error).toBeUndefined();
		const post = jsonOf(created)[0];
		const requests = (await state.sb.requests()).filter((r) => r.method === 'POST');
		expect(requests.map((r) => r.path)).toEqual([
			pathIn(ENDPOINTS.files),
			pathIn(ENDPOINTS.blogPosts),
		]);
		expect(post).toMatchObject({
			featuredImage: expect.stringMatching(/\/hubfs\/\d+\/cover\.png$/),
			featuredImageAltText: 'A cover',
		});
		// Public: anyone fetches the image at its URL, the same bytes as uploaded.
		const served = await fetch(String(post.featuredImage));
		expect(served.status).toBe(200);
		expect((await served.arrayBuffer()).byteLength).toBe(4096);

		const updated = await run(
			{
				resource: 'blogPost',
				operation: 'updateDraft',
				documentId: String(post.id),
				updateFields: { featuredImageBinary: 'cover', featuredImageFolder: '/covers' },
			},
			[image],
		);
		expect(jsonOf(updated)[0]).toMatchObject({
			featuredImage: expect.stringContaining('cover'),
			version: 'draft',
		});
	});

	it('refuses a missing binary property before any request', async () => {
		await state.sb.clearRequests();
		const result = await run(
			{
				resource: 'sitePage',
				operation: 'create',
				name: 'P',
				templatePath: 't.html',
				additionalFields: { featuredImageBinary: 'photo' },
			},
			[image],
		);
		expect(result.error?.message).toBe(
			'Featured Image From Binary Property: the item has no binary property "photo" (it has "cover") (item 0)',
		);
		expect(await state.sb.requests()).toEqual([]);
	});
});
