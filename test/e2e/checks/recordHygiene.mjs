// Record hygiene in a real n8n, with the OAuth2 credential and its default scopes: the CRM node creates a contact property, writes it on two duplicate
// contacts, finds them by a search on it, merges them, and reads the merged record by an old id.
import { itemsOf, runReported } from '../lib/execute.mjs';

const WORKFLOW_ID = 'e2eRecordHygiene01';
const KEY = 'e2e_dedupe_key';

export async function checkRecordHygiene({ report, run, sandbox }) {
	const runData = await runReported({ report, run }, WORKFLOW_ID, 'the record hygiene workflow');
	if (!runData) return;
	await report.attempt(
		'a property made by Property → Create is written on records and found by a search on it',
		async () => {
			const [property] = itemsOf(runData, 'Create Property');
			const created = itemsOf(runData, 'Create Contacts');
			const found = itemsOf(runData, 'Find Duplicates');
			const problems = [];
			if (property?.name !== KEY) problems.push(`property ${JSON.stringify(property)}`);
			const stored = await sandbox.api('GET', `/crm/v3/properties/contacts/${KEY}`);
			if (stored.name !== KEY || stored.groupName !== 'contactinformation')
				problems.push(`stored property ${JSON.stringify(stored)}`);
			if (created.length !== 2) problems.push(`${created.length} contacts created`);
			const foundIds = found.map((record) => record.id).sort();
			const createdIds = created.map((record) => record.id).sort();
			if (JSON.stringify(foundIds) !== JSON.stringify(createdIds))
				problems.push(`search found ${foundIds}, created ${createdIds}`);
			if (!found.every((record) => record[KEY] === `dana-${KEY}`))
				problems.push(`found ${JSON.stringify(found)}`);
			return problems;
		},
	);
	await report.attempt(
		'Record → Merge outputs a new id with both old ids, and a Get by an old id reads the merged record',
		async () => {
			const found = itemsOf(runData, 'Find Duplicates').map((record) => record.id);
			const [merged] = itemsOf(runData, 'Merge Duplicates');
			const [read] = itemsOf(runData, 'Read by Old ID');
			const problems = [];
			if (!merged?.id || found.includes(merged.id))
				problems.push(`merged id ${merged?.id} (old ${found})`);
			if (JSON.stringify(merged?.mergedRecordIds) !== JSON.stringify(found))
				problems.push(`mergedRecordIds ${JSON.stringify(merged?.mergedRecordIds)}`);
			if (read?.id !== merged?.id)
				problems.push(`read by old id ${found[1]}: ${JSON.stringify(read)}`);
			// The primary's values win, the duplicate fills the gaps.
			if (
				read?.email !== 'dana@example.com' ||
				read?.lastname !== 'Webinar' ||
				read?.[KEY] !== `dana-${KEY}`
			)
				problems.push(`merged values ${JSON.stringify(read)}`);
			for (const old of found) {
				const stored = await sandbox.api('GET', `/crm/v3/objects/contacts/${old}`);
				if (stored.id !== merged?.id) problems.push(`the sandbox reads ${old} as ${stored.id}`);
			}
			return problems;
		},
	);
}
