// HubSpot Marketing Email's campaigns in a real n8n: a workflow creates a campaign, clones an email,
// updates the clone's draft, adds it to the campaign and lists the campaign's email assets, then adds
// a budget item and reads the budget totals; the sandbox's state must show the same.
import { outputOf, runReported } from '../lib/execute.mjs';

const WORKFLOW_ID = 'e2eCampaigns0001';

export async function checkCampaigns({ report, run, sandbox }) {
	const runData = await runReported({ report, run }, WORKFLOW_ID, 'the campaigns workflow');
	if (!runData) return;
	await report.attempt(
		"the cloned email's draft is updated, and the email is an asset of the new campaign, in n8n's output and in HubSpot",
		async () => {
			const campaignId = outputOf(runData, 'Create Campaign')[0]?.json?.id;
			const clone = outputOf(runData, 'Clone Email')[0]?.json ?? {};
			const listed = outputOf(runData, 'List Email Assets').map((item) => item.json);
			const problems = [];
			if (!campaignId || !clone.id || clone.id === '6100001')
				return [`campaign ${campaignId}, clone ${JSON.stringify(clone).slice(0, 200)}`];
			if (JSON.stringify(listed) !== JSON.stringify([{ id: clone.id, name: 'E2E launch email' }]))
				problems.push(`listed assets ${JSON.stringify(listed)}`);
			const campaign = await sandbox.api(
				'GET',
				`/marketing/v3/campaigns/${campaignId}?properties=hs_name`,
			);
			const assets = campaign.assets?.MARKETING_EMAIL?.results?.map((asset) => asset.id);
			if (JSON.stringify(assets) !== JSON.stringify([clone.id]))
				problems.push(`campaign assets in HubSpot ${JSON.stringify(campaign.assets)}`);
			const draft = await sandbox.api('GET', `/marketing/v3/emails/${clone.id}/draft`);
			if (draft.subject !== 'Our launch is here' || draft.campaign !== campaignId)
				problems.push(
					`draft ${JSON.stringify({ subject: draft.subject, campaign: draft.campaign })}`,
				);
			const live = await sandbox.api('GET', `/marketing/v3/emails/${clone.id}`);
			if (live.subject === 'Our launch is here')
				problems.push('the live email changed: the update must go to the draft only');
			return problems;
		},
	);
	await report.attempt(
		"a budget item added to the new campaign is in the totals n8n read, and in HubSpot's",
		async () => {
			const campaignId = outputOf(runData, 'Create Campaign')[0]?.json?.id;
			const item = outputOf(runData, 'Add Budget Item')[0]?.json ?? {};
			const totals = outputOf(runData, 'Budget Totals').map((entry) => entry.json);
			const problems = [];
			if (item.name !== 'Launch ads' || item.amount !== 2500.5)
				problems.push(`created item ${JSON.stringify(item).slice(0, 200)}`);
			const expected = { budgetTotal: 2500.5, remainingBudget: 2500.5, ids: [item.id] };
			const seen = (t) => ({
				budgetTotal: t?.budgetTotal,
				remainingBudget: t?.remainingBudget,
				ids: t?.budgetItems?.map((entry) => entry.id),
			});
			if (totals.length !== 1 || JSON.stringify(seen(totals[0])) !== JSON.stringify(expected))
				problems.push(`totals in n8n ${JSON.stringify(totals).slice(0, 300)}`);
			const inHubSpot = await sandbox.api(
				'GET',
				`/marketing/v3/campaigns/${campaignId}/budget/totals`,
			);
			if (JSON.stringify(seen(inHubSpot)) !== JSON.stringify(expected))
				problems.push(`totals in HubSpot ${JSON.stringify(inHubSpot).slice(0, 300)}`);
			return problems;
		},
	);
}
