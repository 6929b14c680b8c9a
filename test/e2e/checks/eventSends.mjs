// Custom event sends in a real n8n: HubSpot Events defines an event, sends 1,000 occurrences for 100
// contacts through Send in Batch (HubSpot answers each batch 204 with no per-item result), and Get
// Occurrences reads each contact's back: every occurrence once, on its record, with its values.
import { itemsOf, runReported } from '../lib/execute.mjs';

const WORKFLOW_ID = 'e2eEventSends0001';
const OCCURRENCES = 1_000;
const CONTACTS = 100;

export async function checkEventSends({ report, run, sandbox }) {
	const runData = await runReported({ report, run }, WORKFLOW_ID, 'the event send workflow');
	if (!runData) return;
	await report.attempt(
		'Send in Batch sends 1,000 occurrences in batches of 500, one output item per input, each counted once',
		async () => {
			const problems = [];
			const sent = itemsOf(runData, 'Send Occurrences');
			const failed = sent.filter((item) => item.error !== undefined);
			if (sent.length !== OCCURRENCES || failed.length)
				problems.push(`${sent.length} items out, ${failed.length} errors`);
			const [{ fullyQualifiedName }] = itemsOf(runData, 'Define Event');
			const stored = (await sandbox.request('GET', '/__sandbox/events/occurrences'))[
				fullyQualifiedName
			];
			if (stored?.count !== OCCURRENCES || stored?.distinctRecords !== CONTACTS)
				problems.push(`the sandbox holds ${JSON.stringify(stored)} for ${fullyQualifiedName}`);
			return problems;
		},
	);
	await report.attempt(
		'Get Occurrences reads ten occurrences back for each of the 100 contacts, with the values sent',
		async () => {
			const problems = [];
			const read = itemsOf(runData, 'Read Occurrences');
			const perContact = new Map();
			for (const occurrence of read)
				perContact.set(occurrence.objectId, (perContact.get(occurrence.objectId) ?? 0) + 1);
			const uneven = [...perContact].filter(([, count]) => count !== OCCURRENCES / CONTACTS);
			if (read.length !== OCCURRENCES || perContact.size !== CONTACTS || uneven.length)
				problems.push(
					`${read.length} occurrences for ${perContact.size} contacts; uneven: ${JSON.stringify(uneven.slice(0, 3))}`,
				);
			const seats = read.map((o) => Number(o.properties?.seats)).sort((a, b) => a - b);
			if (seats[0] !== 1 || seats[seats.length - 1] !== 50)
				problems.push(`seats from ${seats[0]} to ${seats[seats.length - 1]}`);
			return problems;
		},
	);
}
