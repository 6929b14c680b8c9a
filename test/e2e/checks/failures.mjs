// HubSpot's failures as n8n shows them, on whichever n8n version the suite runs: a 404 comes back as
// the item's error with HubSpot's status, message and correlation id; a 429 is retried after its
// Retry-After and the run succeeds. Both depend on the error n8n's HTTP helper gives the package.

const WORKFLOW_ID = 'e2eFailures00001';

const itemsOf = (runData, node) =>
	runData[node]?.[0]?.data?.main?.[0]?.map((item) => item.json) ?? [];

export async function checkFailures({ report, run, sandbox }) {
	await sandbox.control('DELETE', 'requests');
	await sandbox.control('POST', 'faults', [
		{
			method: 'GET',
			path: 'companies',
			status: 429,
			headers: { 'Retry-After': '2' },
			body: {
				status: 'error',
				message: 'You have reached your secondly limit.',
				errorType: 'RATE_LIMIT',
				correlationId: 'c0ffee00-0000-4000-8000-000000000429',
				policyName: 'SECONDLY',
			},
			times: 1,
		},
	]);
	let runData = {};
	const ran = await report.attempt('the failures workflow runs in n8n', async () => {
		runData = await run(WORKFLOW_ID);
		return [];
	});
	if (!ran) return;
	await report.attempt(
		"a 404 is the item's error with HubSpot's status, message and correlation id",
		async () => {
			const [item] = itemsOf(runData, 'Update Missing Contact');
			if (!item?.error) return [`no error item: ${JSON.stringify(item)}`];
			const problems = [];
			if (String(item.httpCode) !== '404') problems.push(`httpCode ${item.httpCode}`);
			if (!/not found/i.test(item.error)) problems.push(`message "${item.error}"`);
			if (!item.correlationId) problems.push('no correlation id');
			if (
				!String(item.description ?? '').includes('987654321') &&
				!item.error.includes('987654321')
			)
				problems.push(`the record id is not named: ${JSON.stringify(item)}`);
			return problems;
		},
	);
	await report.attempt('a 429 is retried after its Retry-After and the read succeeds', async () => {
		const companies = itemsOf(runData, 'Get Companies');
		const reads = (await sandbox.requests()).filter(
			(r) => r.method === 'GET' && r.path.includes('companies'),
		);
		const problems = [];
		if (companies.length !== 2 || companies.some((c) => c.error))
			problems.push(`items ${JSON.stringify(companies).slice(0, 200)}`);
		if (reads.map((r) => r.status).join(',') !== '429,200')
			problems.push(`statuses ${reads.map((r) => r.status).join(',')}`);
		else if (reads[1].at - reads[0].at < 1900)
			problems.push(`retried after ${reads[1].at - reads[0].at} ms, Retry-After said 2 s`);
		return problems;
	});
}
