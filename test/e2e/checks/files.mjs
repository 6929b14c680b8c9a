// HubSpot Files in a real n8n: a Code node makes binary data (in n8n's default filesystem binary
// mode, so the upload streams from n8n's store), HubSpot Files attaches it to a deal as a note, downloads
// it back (a private file, through a signed URL) and a second Code node compares the bytes.

const WORKFLOW_ID = 'e2eFilesAttach01';
const SIZE = 512 * 1024;

const itemsOf = (runData, node) => runData[node]?.[0]?.data?.main?.[0] ?? [];

export async function checkFiles({ report, run, sandbox }) {
	let runData = {};
	const ran = await report.attempt('the files workflow runs in n8n', async () => {
		runData = await run(WORKFLOW_ID);
		const failed = Object.entries(runData)
			.filter(([, runs]) => runs[0]?.error)
			.map(([node, runs]) => `${node}: ${runs[0].error.message}`);
		return failed;
	});
	if (!ran) return;
	await report.attempt(
		'a file made in n8n is attached to a deal as a note: the output names the file, the note and the deal',
		async () => {
			const [attached] = itemsOf(runData, 'Attach to Deal');
			const { file, note, record } = attached?.json ?? {};
			const dealId = itemsOf(runData, 'Get Deal')[0]?.json?.id;
			const problems = [];
			if (!file?.id || file.size !== SIZE || file.access !== 'PRIVATE')
				problems.push(`file ${JSON.stringify(file)}`);
			if (note?.hs_attachment_ids !== file?.id) problems.push(`note ${JSON.stringify(note)}`);
			if (record?.type !== 'deals' || record?.id !== dealId)
				problems.push(`record ${JSON.stringify(record)} (deal ${dealId})`);
			if (note?.id) {
				const stored = await sandbox.api(
					'GET',
					`/crm/v3/objects/notes/${note.id}?properties=hs_attachment_ids&associations=deals`,
				);
				if (stored.properties.hs_attachment_ids !== file.id)
					problems.push(`stored note ${JSON.stringify(stored.properties)}`);
				if (!stored.associations?.deals?.results?.some((r) => r.id === dealId))
					problems.push(`the note is not associated with deal ${dealId}`);
			}
			return problems;
		},
	);
	await report.attempt(
		'the file downloads back into n8n binary data with the same bytes',
		async () => {
			const [compared] = itemsOf(runData, 'Compare');
			const json = compared?.json ?? {};
			return json.sameBytes === true && json.size === SIZE && json.fileName === 'contract.pdf'
				? []
				: [`compare ${JSON.stringify(json)}`];
		},
	);
}
