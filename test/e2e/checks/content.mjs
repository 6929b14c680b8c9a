// HubSpot Content in a real n8n: a workflow creates blog posts from items and schedules them ten
// minutes ahead (n8n's $now); the sandbox publishes them once its clock passes that time. The same
// workflow creates a HubDB table, fills it from 1,000 items in batches of 100, publishes it and reads
// the rows live.
import { itemsOf, runReported } from '../lib/execute.mjs';

const WORKFLOW_ID = 'e2eContent000001';
const ROWS = 1000;

export async function checkContent({ report, run, sandbox }) {
	// The schedule is n8n's time plus ten minutes: the sandbox's clock, which earlier checks may have
	// moved on, is set back to the real time first.
	const { now } = await sandbox.control('POST', 'clock', { advanceMs: 0 });
	await sandbox.control('POST', 'clock', { advanceMs: Date.now() - Date.parse(now) });
	const runData = await runReported({ report, run }, WORKFLOW_ID, 'the Content workflow');
	if (!runData) return;
	await report.attempt(
		'blog posts created from items are scheduled, and the sandbox publishes them when its clock reaches the time',
		async () => {
			const scheduled = itemsOf(runData, 'Schedule Posts');
			const problems = [];
			if (scheduled.length !== 3 || !scheduled.every((post) => post.state === 'SCHEDULED'))
				problems.push(`scheduled ${JSON.stringify(scheduled).slice(0, 300)}`);
			const read = async (id) => await sandbox.api('GET', `/cms/v3/blogs/posts/${id}`);
			const before = await read(scheduled[0]?.id);
			if (before.state !== 'SCHEDULED') problems.push(`before the time: ${before.state}`);
			await sandbox.control('POST', 'clock', { advanceMs: 11 * 60_000 });
			for (const post of scheduled) {
				const after = await read(post.id);
				if (after.state !== 'PUBLISHED' || !String(after.postBody).startsWith('<h2>Post'))
					problems.push(`after the time: ${JSON.stringify(after).slice(0, 200)}`);
			}
			return problems;
		},
	);
	await report.attempt(
		`a HubDB table filled from ${ROWS} items in batches of 100 is published and read live`,
		async () => {
			const created = itemsOf(runData, 'Create Rows');
			const [published] = itemsOf(runData, 'Publish Table');
			const live = itemsOf(runData, 'Read Live Rows');
			const problems = [];
			if (created.length !== ROWS || !created.every((row) => row.version === 'draft'))
				problems.push(`${created.length} rows created`);
			if (published?.rowCount !== ROWS || published?.published !== true)
				problems.push(`published ${JSON.stringify(published).slice(0, 200)}`);
			if (live.length !== ROWS || live[999]?.values?.store !== 'Store 999')
				problems.push(`${live.length} live rows, last ${JSON.stringify(live[999])}`);
			const batches = (await sandbox.requests()).filter((r) =>
				r.path.endsWith('/tables/e2e_stores/rows/draft/batch/create'),
			);
			if (batches.length !== ROWS / 100) problems.push(`${batches.length} batch requests`);
			return problems;
		},
	);
}
