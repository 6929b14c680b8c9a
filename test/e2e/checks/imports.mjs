// CRM imports and exports in a real n8n: 50,000 contacts made by a Code node go to HubSpot twice — as a CSV
// file (Convert to File → Import → Get Errors) and as the items themselves (one import the node writes) —
// the rows HubSpot refuses come back as items (paired to their input items), and an export of the
// contacts read back as items holds every accepted row. Bulk Mode: a Batch Create-or-Update set to Auto
// with a threshold of 100 gets 250 items, writes them through one import instead of batch requests, and
// answers each item with its own output item.
import { itemsOf, outputOf, runReported } from '../lib/execute.mjs';

const WORKFLOW_ID = 'e2eImports000001';
const ROWS = 50_000;
const BULK_ROWS = 250;
const BAD = Array.from({ length: ROWS }, (_, i) => i).filter((i) => i % 5000 === 7);

export async function checkImports({ report, run, sandbox }) {
	const runData = await runReported({ report, run }, WORKFLOW_ID, 'the imports workflow');
	if (!runData) return;
	await report.attempt(
		'Import → Create from a CSV file waits for HubSpot and Get Errors returns each refused row as an item',
		async () => {
			const [done] = itemsOf(runData, 'Import File');
			const errors = itemsOf(runData, 'Import Errors');
			const problems = [];
			const counters = done?.metadata?.counters ?? {};
			if (done?.state !== 'DONE' || counters.TOTAL_ROWS !== ROWS || counters.ERRORS !== BAD.length)
				problems.push(`import ${JSON.stringify({ state: done?.state, counters })}`);
			const lines = errors.map((e) => `${e.errorType}:${e.sourceData?.lineNumber}`);
			const expected = BAD.map((i) => `INVALID_EMAIL:${i + 2}`);
			if (JSON.stringify(lines) !== JSON.stringify(expected))
				problems.push(`errors ${JSON.stringify(lines)}, expected ${JSON.stringify(expected)}`);
			return problems;
		},
	);
	await report.attempt(
		'Import → Create from the input items sends one import and pairs each row error with its input item',
		async () => {
			const [summary, ...errors] = outputOf(runData, 'Import Items');
			const problems = [];
			if (summary?.json?.state !== 'DONE' || summary.json.metadata?.counters?.ERRORS !== BAD.length)
				problems.push(`summary ${JSON.stringify(summary?.json)}`);
			const paired = errors.map((e) => e.pairedItem?.item);
			if (JSON.stringify(paired) !== JSON.stringify(BAD))
				problems.push(
					`errors paired to items ${JSON.stringify(paired)}, expected ${JSON.stringify(BAD)}`,
				);
			return problems;
		},
	);
	await report.attempt(
		'Export → Create returns every imported contact as an item, equal to the rows sent',
		async () => {
			// The sandbox's seed contacts are exported too: only the imported ones are compared.
			const exported = itemsOf(runData, 'Export Contacts').filter((row) =>
				String(row.email).endsWith('@imports.example'),
			);
			const sent = itemsOf(runData, 'Make Contacts').filter((_, i) => !BAD.includes(i));
			const byEmail = new Map(exported.map((row) => [row.email, row.firstname]));
			const problems = [];
			if (exported.length !== sent.length)
				problems.push(`${exported.length} rows exported, ${sent.length} accepted`);
			const differing = sent.filter((row) => byEmail.get(row.email) !== row.firstname);
			if (differing.length)
				problems.push(`${differing.length} rows differ, e.g. ${JSON.stringify(differing[0])}`);
			return problems;
		},
	);
	await report.attempt(
		'Record → Batch Create or Update with Bulk Mode Auto over its threshold writes the items through one import, each item paired to its output',
		async () => {
			const output = outputOf(runData, 'Bulk Upsert');
			const problems = [];
			if (output.length !== BULK_ROWS)
				problems.push(`${output.length} output items for ${BULK_ROWS} input items`);
			const unpaired = output.filter((item, i) => item.pairedItem?.item !== i);
			if (unpaired.length) problems.push(`${unpaired.length} items not paired to their input item`);
			const importIds = new Set(output.map((item) => item.json?.importId));
			if (importIds.size !== 1 || importIds.has(undefined))
				problems.push(`import ids ${JSON.stringify([...importIds].slice(0, 5))}, expected one`);
			const emails = output.map((item) => item.json?.properties?.email);
			const expected = Array.from({ length: BULK_ROWS }, (_, i) => `bulk${i}@bulk-imports.example`);
			if (JSON.stringify(emails) !== JSON.stringify(expected))
				problems.push(`items carry the emails ${JSON.stringify(emails.slice(0, 3))}…`);
			const batches = (await sandbox.requests()).filter(
				(r) =>
					r.path.endsWith('/batch/upsert') &&
					JSON.stringify(r.body ?? '').includes('@bulk-imports.example'),
			);
			if (batches.length) problems.push(`${batches.length} batch upsert requests were sent`);
			return problems;
		},
	);
}
