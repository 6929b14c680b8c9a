/** @apiVersionModes all */
import {
	searchAssets,
	searchCampaigns,
	searchEmails,
} from '../../../nodes/HubSpotMarketingEmail/methods/listSearch';
import { editingMarketingEmail, useMarketingEmailSandbox } from './fixture';

describe('HubSpot Marketing Email pickers against the sandbox', () => {
	const state = useMarketingEmailSandbox();

	it('offers the emails by name, drafts marked, filtered by name or ID', async () => {
		const picker = await editingMarketingEmail(
			state.sb,
			{ resource: 'email', operation: 'get' },
			'email',
		);
		expect((await searchEmails.call(picker)).results).toEqual([
			{ name: 'Newsletter 1', value: '6100001' },
			{ name: 'Newsletter 2', value: '6100002' },
			{ name: 'Newsletter 3', value: '6100003' },
			{ name: 'Newsletter 4 (draft)', value: '6100004' },
			{ name: 'Newsletter 5 (draft)', value: '6100005' },
		]);
		expect((await searchEmails.call(picker, '6100004')).results).toEqual([
			{ name: 'Newsletter 4 (draft)', value: '6100004' },
		]);
	});

	it('offers the campaigns by name through HubSpot’s name search', async () => {
		const picker = await editingMarketingEmail(
			state.sb,
			{ resource: 'campaign', operation: 'get' },
			'campaign',
		);
		expect((await searchCampaigns.call(picker)).results.map((r) => r.name)).toEqual([
			'Autumn webinar series',
			'Spring launch',
		]);
		expect((await searchCampaigns.call(picker, 'spring')).results).toEqual([
			{ name: 'Spring launch', value: '00000000-0000-4000-8000-000000000001' },
		]);
		const sent = (await state.sb.requests()).filter((r) => r.method === 'GET');
		expect(sent.at(-1)?.query).toMatchObject({ name: 'spring', properties: 'hs_name' });
	});

	it('offers assets of the chosen type: emails, forms; other types by ID', async () => {
		const asset = (assetType: string) =>
			editingMarketingEmail(
				state.sb,
				{ resource: 'campaign', operation: 'addAsset', assetType },
				'asset',
			);
		expect((await searchAssets.call(await asset('MARKETING_EMAIL'))).results).toHaveLength(5);
		const forms = (await searchAssets.call(await asset('FORM'))).results;
		expect(forms.length).toBeGreaterThan(0);
		expect((await searchAssets.call(await asset('CTA'))).results).toEqual([]);
	});

	it('names the scope a credential lacks instead of failing', async () => {
		const picker = await editingMarketingEmail(
			state.sb,
			{ resource: 'campaign', operation: 'get' },
			'campaign',
			['content'],
		);
		expect((await searchCampaigns.call(picker)).results).toEqual([
			{
				name: 'Campaigns not listed: the credential lacks the scope marketing.campaigns.read or marketing.campaigns.write',
				value: '',
				description:
					'Add the scope marketing.campaigns.read or marketing.campaigns.write to the credential, or give the value by expression',
			},
		]);
		const emails = await editingMarketingEmail(
			state.sb,
			{ resource: 'email', operation: 'get' },
			'email',
			['marketing.campaigns.read'],
		);
		expect((await searchEmails.call(emails)).results[0].name).toMatch(/lacks the scope/);
	});
});
