/** @apiVersionModes all */
import type { INodeParameters } from 'n8n-workflow';
import { jsonOf } from '../../harness/crmSandbox';
import { useContentSandbox } from './contentSandbox';
import { HubSpotContent } from '../../../nodes/HubSpotContent/HubSpotContent.node';

/** The tag, folder and revision pickers, through the editor's context against the sandbox. */
describe('HubSpot Content: tag, folder and revision pickers', () => {
	const { state, run } = useContentSandbox();
	const node = new HubSpotContent();
	const editing = (parameters: INodeParameters, parameter: string) =>
		state.sb.editing(parameters, parameter, { typeVersion: 1, nodeType: 'hubSpotContent' });

	it('lists the blog tags and the landing page folders by name', async () => {
		const tags = await node.methods.loadOptions.getTags.call(
			editing({ resource: 'blogPost', operation: 'create' }, 'additionalFields.tagIds'),
		);
		expect(tags).toEqual([
			{ name: 'Engineering', value: '6000002' },
			{ name: 'Events', value: '6000003' },
			{ name: 'Product', value: '6000001' },
		]);
		const folders = await node.methods.loadOptions.getLandingPageFolders.call(
			editing({ resource: 'landingPage', operation: 'create' }, 'additionalFields.folderId'),
		);
		expect(folders).toEqual([
			{ name: 'Campaigns', value: '5500001' },
			{ name: 'Webinars', value: '5500002' },
		]);
	});

	it('puts a chosen folder on a landing page and refuses one that is not a folder', async () => {
		const create = async (folderId: string) =>
			await run({
				resource: 'landingPage',
				operation: 'create',
				name: 'Webinar',
				templatePath: 't.html',
				additionalFields: { folderId },
			});
		expect(jsonOf(await create('5500002'))[0]).toMatchObject({ folderId: '5500002' });
		expect((await create('5599999')).error?.message).toMatch(/not a landing page folder/);
	});

	it('lists the revisions of the document the node names, none before a document ID is given', async () => {
		const [page] = jsonOf(
			await run({ resource: 'sitePage', operation: 'create', name: 'v1', templatePath: 't.html' }),
		);
		await run({
			resource: 'sitePage',
			operation: 'publish',
			documentId: String(page.id),
			when: 'now',
		});
		const revisions = await node.methods.listSearch.searchRevisions.call(
			editing(
				{ resource: 'sitePage', operation: 'getRevision', documentId: String(page.id) },
				'revisionId',
			),
		);
		expect(revisions.results).toEqual([
			{ name: expect.stringMatching(/^\d{4}-.* by Integration user$/), value: expect.any(String) },
		]);
		const none = await node.methods.listSearch.searchRevisions.call(
			editing({ resource: 'sitePage', operation: 'getRevision', documentId: '' }, 'revisionId'),
		);
		expect(none.results).toEqual([]);
	});
});
